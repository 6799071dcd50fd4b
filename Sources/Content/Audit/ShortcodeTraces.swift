/// What became of the shortcodes a WordPress post's author wrote (its body before blogkit
/// expanded them): each must leave a trace in what the archive keeps, else it was lost.
///
/// - `[caption]`: its images and words; `[audio]`, `[video]`, `[embed]`: a link to the URL they
///   name, else (an `[audio]` of the post's attached file) a link to a file of their kind;
///   `[playlist]`: a link to an audio (video) file; `[gallery]`: an image the body does not show
///   elsewhere;
/// - a code shortcode (`[sourcecode]`, `[php]`...) with its closing tag: a code block (the
///   listing comparison checks its text);
/// - any other shortcode (one blogkit does not know, or a code shortcode never closed): its
///   verbatim words, as expansion keeps it as text.
struct ShortcodeTraces {
    /// How many shortcodes the author wrote.
    private(set) var total = 0
    /// Those that left no trace, in order.
    private(set) var lost: [WrittenShortcode] = []

    init(authoredHTML: String, policy: URLPolicy, kept: KeptInventory) {
        let written = WordPressShortcodes.written(in: authoredHTML)
        total = written.count
        guard !written.isEmpty else { return }
        let keptURLs = Set(kept.links + kept.images)
        var codeBlocks = kept.codeBlocks.count
        var authoredImages: Set<String>?
        for shortcode in written {
            let traced: Bool
            switch shortcode.name {
            case "caption", "wp_caption":
                traced = Self.captionIsKept(shortcode, policy: policy, kept: kept, keptURLs: keptURLs)
            case "audio", "video", "embed":
                let content = shortcode.content.map { Array($0.utf8)[...] }
                if let url = WordPressMediaLink.url(name: shortcode.name, attributes: shortcode.attributes, content: content) {
                    traced = policy.link(url).map(keptURLs.contains) ?? true
                } else {
                    traced = shortcode.name == "embed" || Self.keepsFile(of: shortcode.name == "audio" ? .audio : .video, kept)
                }
            case "playlist":
                traced = Self.keepsFile(of: shortcode.attributes["type"]?.trimmingSpaces.lowercased() == "video" ? .video : .audio, kept)
            case "gallery":
                let shown = authoredImages ?? Set(Self.inventory(of: authoredHTML, policy: policy).images)
                authoredImages = shown
                traced = kept.images.contains { !shown.contains($0) }
            default:
                if shortcode.isCode, shortcode.content != nil {
                    traced = codeBlocks > 0
                    codeBlocks -= 1
                } else {
                    var words = WordBag()
                    words.append(ResidualEntities.decoded(shortcode.opening))
                    words.separate()
                    traced = words.isContained(in: kept.words)
                }
            }
            if !traced { lost.append(shortcode) }
        }
    }

    /// The findings: one per shortcode name, in the order each was first lost.
    var findings: [AuditFinding] {
        var names: [String] = []
        var byName: [String: [WrittenShortcode]] = [:]
        for shortcode in lost {
            if byName[shortcode.name] == nil { names.append(shortcode.name) }
            byName[shortcode.name, default: []].append(shortcode)
        }
        return names.map { name in
            let lost = byName[name] ?? []
            return AuditFinding(kind: .shortcodes, count: lost.count, examples: Array(lost.map(\.opening).prefix(10)))
        }
    }

    private static func captionIsKept(_ caption: WrittenShortcode, policy: URLPolicy, kept: KeptInventory, keptURLs: Set<String>) -> Bool {
        let html = (caption.content ?? "") + " " + (caption.attributes["caption"] ?? "")
        let inventory = Self.inventory(of: html, policy: policy)
        return inventory.images.allSatisfy(keptURLs.contains) && inventory.words.isContained(in: kept.words)
    }

    /// What `html` shows, read while its document lives.
    private static func inventory(of html: String, policy: URLPolicy) -> SourceInventory {
        let document = HTMLDocument(html: html)
        return withExtendedLifetime(document) { SourceInventory(root: document?.root, policy: policy, recognizesListings: false) }
    }

    private static func keepsFile(of kind: WordPressAttachment.Kind, _ kept: KeptInventory) -> Bool {
        kept.links.contains { WordPressAttachment.kind(of: $0) == kind }
    }
}
