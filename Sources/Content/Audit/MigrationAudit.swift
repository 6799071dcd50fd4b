/// The migration audit: compares what a post's source HTML shows with what the archive keeps of
/// it (its Markdown, its listings, its comments), on the trees, never on bytes: the source's
/// libxml2 DOM (``SourceInventory``) against the cmark tree of the stored Markdown
/// (``KeptInventory``).
///
/// - Words: the prose's words (letters and digits; whitespace, punctuation and entities aside),
///   listings left out; those the Markdown lacks are lost.
/// - Links and images: the URLs of the source's, resolved as the converter resolves them, that
///   the Markdown does not hold.
/// - Audio, video, iframes, embeds, objects: each is kept when the Markdown links to what it
///   shows (its file, its page on the same site), else lost.
/// - Shortcodes the author wrote (``AuditedBody/authoredHTML``): each leaves a trace
///   (``ShortcodeTraces``).
/// - Listings: how many, their exact code, their stated language (``ListingComparison``).
/// - Tables, headings: how many. Footnotes: each kept when its words are.
/// - Comments: how many the source states against how many are stored.
///
/// What the converter leaves out on purpose (scripts, styles, form controls, SVG, MathML, empty
/// or unsafe links...) is reported in ``AuditReport/droppedByDesign``, and is not a loss.
public enum MigrationAudit {
    /// The audit of one post.
    public static func audit(_ body: AuditedBody) -> AuditReport {
        audit(body, chunkSize: 65_536)
    }

    /// The audit of one post's body alone, its comments left out: what a converting thread can
    /// tell before the archive holds the post's thread. ``AuditReport/compareComments(stated:stored:)``
    /// completes it into ``audit(_:)``'s report.
    public static func auditBody(_ body: AuditedBody) -> AuditReport {
        auditBody(body, chunkSize: 65_536)
    }

    /// The audit of one post, its source parsed about `chunkSize` bytes at a time as it is
    /// walked, and freed as walked: the source's tree is never whole, and it is gone before the
    /// Markdown is parsed. What comes out never depends on `chunkSize` (the tests compare).
    static func audit(_ body: AuditedBody, chunkSize: Int) -> AuditReport {
        var report = auditBody(body, chunkSize: chunkSize)
        report.compareComments(stated: body.statedComments, stored: body.storedComments)
        return report
    }

    private static func auditBody(_ body: AuditedBody, chunkSize: Int) -> AuditReport {
        auditBody(body, source: sourceInventory(body, chunkSize: chunkSize))
    }

    /// The audit of one post's body against `source`, the inventory of its source HTML, and
    /// `kept`, that of its Markdown (made here when nil).
    static func auditBody(_ body: AuditedBody, source: SourceInventory, kept: KeptInventory? = nil) -> AuditReport {
        let kept = kept ?? KeptInventory(markdown: body.markdown)
        var report = AuditReport(droppedByDesign: source.droppedByDesign)
        var tallies: [AuditTally] = []

        let words = source.words.missing(from: kept.words)
        tallies.append(AuditTally(name: "words", source: source.words.total, kept: source.words.total - words.count))
        if words.count > 0 { report.lost.append(AuditFinding(kind: .words, count: words.count, examples: words.examples)) }

        let keptURLs = Set(kept.links + kept.images)
        let lostLinks = missing(source.links, from: Set(kept.links))
        tallies.append(AuditTally(name: "links", source: Set(source.links).count, kept: Set(source.links).count - lostLinks.count))
        if !lostLinks.isEmpty { report.lost.append(AuditFinding(kind: .links, count: lostLinks.count, examples: lostLinks)) }
        let lostImages = missing(source.images, from: keptURLs)
        tallies.append(AuditTally(name: "images", source: Set(source.images).count, kept: Set(source.images).count - lostImages.count))
        if !lostImages.isEmpty { report.lost.append(AuditFinding(kind: .images, count: lostImages.count, examples: lostImages)) }

        // Each kept URL's site, which only the source's media are looked up in.
        let sites = source.media.isEmpty ? [:] : Dictionary(grouping: keptURLs) { MediaAddress.site(of: $0) ?? "" }
        let lostMedia = source.media.filter { !$0.isKept(in: keptURLs, sites: sites) }
        tallies.append(AuditTally(name: "media", source: source.media.count, kept: source.media.count - lostMedia.count))
        for kind in ["audio", "video", "iframe", "embed", "object"] {
            let lost = lostMedia.filter { $0.kind == kind }
            guard !lost.isEmpty, let findingKind = mediaKinds[kind] else { continue }
            report.lost.append(AuditFinding(kind: findingKind, count: lost.count, examples: lost.compactMap(\.urls.first)))
        }

        if let authored = body.authoredHTML {
            let shortcodes = ShortcodeTraces(authoredHTML: authored, policy: source.policy, kept: kept)
            if shortcodes.total > 0 {
                tallies.append(AuditTally(name: "shortcodes", source: shortcodes.total, kept: shortcodes.total - shortcodes.lost.count))
                report.lost += shortcodes.findings
            }
        }

        var listings = ListingComparison(source: source.listings, stored: body.listings, markdown: kept.codeBlocks)
        listings.run()
        tallies.append(AuditTally(name: "listings", source: source.listings.count, kept: source.listings.count - listings.lostCount))
        report.notes += listings.notes

        tallies.append(AuditTally(name: "tables", source: source.tables, kept: min(source.tables, kept.tables)))
        if kept.tables < source.tables { report.lost.append(AuditFinding(kind: .tables, count: source.tables - kept.tables)) }
        tallies.append(AuditTally(name: "headings", source: source.headings, kept: min(source.headings, kept.headings)))
        if kept.headings < source.headings {
            report.lost.append(AuditFinding(kind: .headings, count: source.headings - kept.headings))
        }
        let lostNotes = source.footnotes.filter { !$0.isContained(in: kept.words) }.count
        tallies.append(AuditTally(name: "footnotes", source: source.footnotes.count, kept: source.footnotes.count - lostNotes))
        if lostNotes > 0 { report.lost.append(AuditFinding(kind: .footnotes, count: lostNotes)) }

        report.lost += listings.findings
        report.tallies = tallies
        return report
    }

    /// The distinct URLs of `urls` that `kept` lacks, in document order.
    private static func missing(_ urls: [String], from kept: Set<String>) -> [String] {
        var seen: Set<String> = []
        return urls.filter { !kept.contains($0) && seen.insert($0).inserted }
    }

    /// The inventory of the source, walked as it is parsed and freed as walked; the document
    /// goes when this returns.
    private static func sourceInventory(_ body: AuditedBody, chunkSize: Int) -> SourceInventory {
        let document = HTMLDocument(streaming: body.sourceHTML, chunkSize: chunkSize)
        return withExtendedLifetime(document) {
            SourceInventory(root: document?.root, policy: URLPolicy(baseURL: body.baseURL), freeing: true)
        }
    }

    private static let mediaKinds: [String: AuditFinding.Kind] = [
        "audio": .audio, "video": .video, "iframe": .iframes, "embed": .embeds, "object": .objects,
    ]
}
