/// One line of a post's comparison: how many of a kind of thing its source shows, and how many
/// of them the archive keeps.
public struct AuditTally: Sendable, Equatable, Codable {
    /// `words`, `links`, `images`, `media`, `listings`, `tables`, `headings`, `footnotes`, `comments`.
    public var name: String
    public var source: Int
    public var kept: Int

    public init(name: String, source: Int, kept: Int) {
        self.name = name
        self.source = source
        self.kept = kept
    }
}
