import GRDB

/// What conversion derived from a post's source HTML, as the archive stores it: the body as
/// Markdown and HTML, its excerpt, its prose and code for the search index, and the version of
/// the conversion that made it. Import converts; the archive only stores.
public struct ConvertedBody: Sendable {
    public var markdown: String
    public var html: String
    public var excerptHTML: String
    /// Prose as plain text, code excluded: the search index's `prose` column.
    public var prose: String
    public var listings: [PostListing]
    /// Absolute URLs of the body's links, document order.
    public var links: [String]
    /// The version of the conversion that made this body (import's `HTMLConverter.version`).
    public var conversion: Int
    /// Every listing's code, blank-line separated: what the search index's `code` column holds.
    let codeText: String
    /// Each listing's line count, counted where the body is made (a converting thread), not by
    /// the one writer.
    public var lineCounts: [Int]

    public init(
        markdown: String, html: String, excerptHTML: String, prose: String, listings: [PostListing],
        lineCounts: [Int], links: [String], conversion: Int
    ) {
        self.markdown = markdown
        self.html = html
        self.excerptHTML = excerptHTML
        self.prose = prose
        self.listings = listings
        self.links = links
        self.conversion = conversion
        codeText = listings.map(\.code).joined(separator: "\n\n")
        self.lineCounts = lineCounts
    }

    /// The `post` columns a body fills, in the order of `values`: the search index's last.
    static let columns = ["markdown", "html", "excerptHTML", "conversion"] + searchColumns
    /// The columns of `columns` that the search index holds: setting them re-indexes the post.
    static let searchColumns = ["prose", "code"]

    /// `columns`' values; without `searchColumns`' when `search` is false.
    func values(search: Bool = true) -> StatementArguments {
        let values: StatementArguments = [markdown, html, excerptHTML, conversion]
        return search ? values + [prose, codeText] : values
    }

    /// `markdown = ?, html = ?, ...`: the assignments of `columns`, for an UPDATE; without
    /// `searchColumns` when `search` is false.
    static func assignments(search: Bool = true) -> String {
        columns.dropLast(search ? 0 : searchColumns.count).map { "\($0) = ?" }.joined(separator: ", ")
    }

    /// True when the search index's text of this body is `prose` and `code`.
    func hasSearchText(prose: String, code: String) -> Bool {
        self.prose == prose && codeText == code
    }

    /// Replaces the listings and links stored for the post `postID` with the body's.
    func replaceLists(of postID: Int64, in db: Database) throws {
        try db.executeCached(sql: "DELETE FROM code_listing WHERE postId = ?", arguments: [postID])
        for (position, (listing, lineCount)) in zip(listings, lineCounts).enumerated() {
            try db.executeCached(
                sql: "INSERT INTO code_listing (postId, position, language, code, lineCount, detectedLanguage) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [postID, position, listing.language, listing.code, lineCount, listing.detectedLanguage])
        }
        try db.executeCached(sql: "DELETE FROM post_link WHERE postId = ?", arguments: [postID])
        for (position, url) in links.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO post_link (postId, position, url) VALUES (?, ?, ?)",
                arguments: [postID, position, url])
        }
    }
}
