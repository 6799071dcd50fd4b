/// Expands the WordPress shortcodes of a post body (`content:encoded` of a WordPress export)
/// into the HTML that ``HTMLConverter`` makes good Markdown of, the way the site showed them:
///
/// - `[caption …]<a><img></a> Text[/caption]` (and the older `caption="Text"` form):
///   `<figure><a><img></a><figcaption>Text</figcaption></figure>` (``WordPressCaption``);
/// - `[gallery …]`: its images, each linked to its file (``WordPressGallery``), looked up in
///   `attachments`;
/// - `[audio …]` and `[video …]`: a link to the file, named by its attachment's title or its file
///   name (``WordPressMediaLink``); `[playlist …]`: a list of such links (``WordPressPlaylist``);
/// - `[embed]URL[/embed]` and a URL alone on its line (or alone in a `<p>`: WordPress's oEmbed
///   auto-embed): a link to the URL.
///
/// Shortcodes are read by WordPress's rules (`get_shortcode_regex`, `shortcode_parse_atts`): case-
/// sensitive names, attributes up to the first `]`, `/]` self-closing, the content up to the
/// first `[/name]`, and `[[name]]` written as the literal `[name]`. Other shortcodes stay as they
/// are, as text (`[contact-form-7 id="3"]`): never dropped. Nothing changes inside `<pre>`,
/// `<code>`, `<script>`, `<style>`, `<textarea>`, HTML comments and tags, nor inside a code
/// shortcode (`[sourcecode]`, `[code]`, `[php]`, …: see ``ShortcodeListing``). Linear in the body's length, whatever it holds.
public struct WordPressShortcodes: Sendable {
    /// The post whose body is expanded: a `[gallery]` without `ids` shows its attachments.
    public var postID: Int?
    /// The export's attachments, for `[gallery]`, `[playlist]`, `[audio]` and `[video]`.
    public var attachments: WordPressAttachments

    public init(postID: Int? = nil, attachments: WordPressAttachments = WordPressAttachments()) {
        self.postID = postID
        self.attachments = attachments
    }

    /// `html` with its shortcodes and auto-embedded URLs expanded; `html` itself when it has none.
    public func expand(_ html: String) -> String {
        WorkMeter.record(html.utf8.count)
        guard html.utf8.contains(.openBracket) || html.contains("http") else { return html }
        var expansion = ShortcodeExpansion(source: ShortcodeSource(html, names: Self.indexedNames), shortcodes: self)
        return expansion.run()
    }

    /// True when `html` may hold a shortcode that shows the export's attachments (`[gallery`,
    /// `[playlist`, `[audio`, `[video`): its expansion waits until every attachment is known.
    public static func mayShowAttachments(_ html: String) -> Bool {
        ["[gallery", "[playlist", "[audio", "[video"].contains { html.contains($0) }
    }

    /// The HTML the shortcode `name` stands for.
    func html(name: String, attributes: ShortcodeAttributes, content: ArraySlice<UInt8>?) -> String {
        switch name {
        case "caption", "wp_caption": content.map { WordPressCaption.html(attributes: attributes, content: $0) } ?? ""
        case "gallery": WordPressGallery.html(attributes: attributes, postID: postID, attachments: attachments)
        case "playlist": WordPressPlaylist.html(attributes: attributes, postID: postID, attachments: attachments)
        default: WordPressMediaLink.html(name: name, attributes: attributes, content: content, postID: postID, attachments: attachments)
        }
    }

    /// The shortcodes expanded.
    static let expandedNames: Set<[UInt8]> = Set(["caption", "wp_caption", "gallery", "playlist", "embed", "audio", "video"].map { Array($0.utf8) })
    /// The code shortcodes, whose content is code, kept as written.
    static let codeNames: Set<[UInt8]> = Set(CodeShortcode.names.map { Array($0.utf8) })
    static let indexedNames = expandedNames.union(codeNames)
}
