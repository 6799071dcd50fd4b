import Content
import GRDB

/// What conversion derives from a post's source HTML, by this blogkit's ``HTMLConverter`` (its
/// ``HTMLConverter/version`` is stored beside it): the body, its excerpt, the code the search
/// index holds. Import converts an item into one; reconversion converts a stored post's source.
struct ConvertedBody: Sendable {
    var body: Body
    var excerptHTML: String
    /// Every listing's code, blank-line separated: what the search index's `code` column holds.
    var codeText: String
    /// Each listing's line count, counted here, on the converting thread, not by the one writer.
    var lineCounts: [Int]

    /// Converts `sourceHTML`, resolving relative URLs against `baseURL`. A body without prose
    /// takes its excerpt from `summary` (the plain text of the feed's description).
    init(sourceHTML: String, baseURL: String?, summary: String?) {
        body = HTMLConverter(baseURL: baseURL).convert(html: sourceHTML)
        let excerpt = Excerpt.html(markdown: body.markdown)
        excerptHTML = excerpt.isEmpty ? Excerpt.html(markdown: summary ?? "") : excerpt
        codeText = body.code.map(\.code).joined(separator: "\n\n")
        lineCounts = body.code.map(\.lineCount)
    }

    private init(body: Body, excerptHTML: String, codeText: String) {
        self.body = body
        self.excerptHTML = excerptHTML
        self.codeText = codeText
        lineCounts = []
    }

    /// Nothing converted: what `PostContent` holds when it only computes a post's other fields.
    static let empty = ConvertedBody(
        body: Body(markdown: "", html: "", text: "", code: [], links: []), excerptHTML: "", codeText: "")

    /// The `post` columns a conversion fills, in the order of `values`: the search index's last.
    static let columns = ["markdown", "html", "excerptHTML", "conversion"] + searchColumns
    /// The columns of `columns` that the search index holds: setting them re-indexes the post.
    static let searchColumns = ["prose", "code"]

    /// `columns`' values; without `searchColumns`' when `search` is false.
    func values(search: Bool = true) -> StatementArguments {
        let values: StatementArguments = [body.markdown, body.html, excerptHTML, HTMLConverter.version]
        return search ? values + [body.text, codeText] : values
    }

    /// `markdown = ?, html = ?, ...`: the assignments of `columns`, for an UPDATE; without
    /// `searchColumns` when `search` is false.
    static func assignments(search: Bool = true) -> String {
        columns.dropLast(search ? 0 : searchColumns.count).map { "\($0) = ?" }.joined(separator: ", ")
    }

    /// True when the search index's text of this body is `prose` and `code`.
    func hasSearchText(prose: String, code: String) -> Bool {
        body.text == prose && codeText == code
    }

    /// Replaces the listings and links stored for the post `postID` with the body's.
    func replaceLists(of postID: Int64, in db: Database) throws {
        try db.executeCached(sql: "DELETE FROM code_listing WHERE postId = ?", arguments: [postID])
        for (position, (listing, lineCount)) in zip(body.code, lineCounts).enumerated() {
            try db.executeCached(
                sql: "INSERT INTO code_listing (postId, position, language, code, lineCount) VALUES (?, ?, ?, ?, ?)",
                arguments: [postID, position, listing.language, listing.code, lineCount])
        }
        try db.executeCached(sql: "DELETE FROM post_link WHERE postId = ?", arguments: [postID])
        for (position, url) in body.links.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO post_link (postId, position, url) VALUES (?, ?, ?)",
                arguments: [postID, position, url])
        }
    }
}
