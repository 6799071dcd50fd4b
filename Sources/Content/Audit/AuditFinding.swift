/// One thing a post lost on its way into the archive: `12 words lost`, `1 audio lost`,
/// `listing 3 language "bash" dropped`.
public struct AuditFinding: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What was lost.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case words, links, images, audio, video, iframes, embeds, objects, shortcodes, listings, tables, headings, footnotes, comments
        /// A listing kept, but not its exact code, or not its stated language.
        case listingText = "listing text", listingLanguage = "listing language"
    }

    public var kind: Kind
    /// How many were lost (1 for a listing's text or language).
    public var count: Int
    /// The listing concerned, counted from 1 in source order, for the listing kinds.
    public var listing: Int?
    /// What was lost, for a person to look for: words, URLs, the stated language and what it
    /// became (`["bash", "python"]`), at most ten.
    public var examples: [String]
    /// Where the loss is, when it is not the archive's Markdown and listings alike: `markdown`
    /// for a listing whose stored Markdown differs from its `code[]` entry.
    public var place: String?

    public init(kind: Kind, count: Int, listing: Int? = nil, examples: [String] = [], place: String? = nil) {
        self.kind = kind
        self.count = count
        self.listing = listing
        self.examples = examples
        self.place = place
    }

    /// `12 words lost`, `1 audio lost`, `1 [gallery] shortcode lost`, `listing 3 lost`, `listing 3
    /// text changed`, `listing 3 language "bash" dropped`, `listing 2 language "bash" read as "python"`.
    public var description: String {
        let suffix = place.map { " in the \($0)" } ?? ""
        switch kind {
        case .listingText:
            return "listing \(listing ?? 0) text changed" + suffix
        case .listingLanguage:
            let stated = examples.first.map { "\"\($0)\"" } ?? "?"
            let kept = examples.dropFirst().first.map { " read as \"\($0)\"" } ?? " dropped"
            return "listing \(listing ?? 0) language \(stated)\(kept)" + suffix
        case .listings where listing != nil:
            return "listing \(listing ?? 0) lost" + suffix
        case .comments:
            return "\(count) \(count == 1 ? "comment" : "comments") not imported"
        case .shortcodes:
            // The examples are the shortcodes' opening tags, `[gallery ids="1,2"]`: named by the first.
            let name = examples.first.map { "[" + $0.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } + "] " } ?? ""
            return "\(count) \(name)\(count == 1 ? "shortcode" : "shortcodes") lost" + suffix
        default:
            return "\(count) \(count == 1 ? kind.singular : kind.rawValue) lost" + suffix
        }
    }
}

extension AuditFinding.Kind {
    /// `word`, `link`, `audio`, `iframe`...
    var singular: String {
        switch self {
        case .audio, .video: rawValue
        case .words, .links, .images, .iframes, .embeds, .objects, .shortcodes, .listings, .tables, .headings, .footnotes, .comments:
            String(rawValue.dropLast())
        case .listingText, .listingLanguage: rawValue
        }
    }
}
