import GRDB

/// What a stored post's body is converted from: its source HTML, the URLs relative links
/// resolve against, and its summary (the excerpt of a body without prose).
public struct StoredSource: Sendable {
    public var postID: Int64
    public var sourceHTML: String
    public var baseURL: String?
    public var link: String?
    public var summary: String?
    /// The text the search index holds for the post now.
    var prose: String
    var code: String

    /// The sources of the posts `ids` that still exist, in the order of their ids.
    static func fetch(_ ids: [Int64], in db: Database) throws -> [StoredSource] {
        guard !ids.isEmpty else { return [] }
        let rows = try Row.fetchAll(
            db, sql: "SELECT \(columns) FROM post WHERE id IN (\(databaseQuestionMarks(count: ids.count))) ORDER BY id",
            arguments: StatementArguments(ids))
        return rows.map {
            StoredSource(
                postID: $0["id"], sourceHTML: $0["sourceHTML"], baseURL: $0["baseURL"], link: $0["link"],
                summary: $0["summary"], prose: $0["prose"], code: $0["code"])
        }
    }

    private static let columns = "id, sourceHTML, baseURL, link, summary, prose, code"

    /// Stores each converted body whose post still has the source it was converted from: the
    /// ids of the posts stored.
    static func store(_ converted: [(source: StoredSource, body: ConvertedBody)], in db: Database) throws -> [Int64] {
        try converted.filter { try $0.source.store($0.body, in: db) }.map(\.source.postID)
    }

    /// Stores `body`, converted from this source, as the post's body; unless the post no longer
    /// has this source (another process imported a changed item since it was read, and converted
    /// it then), in which case it writes nothing and returns false. The search index's columns
    /// are set, and the post re-indexed, only when their text changed.
    func store(_ body: ConvertedBody, in db: Database) throws -> Bool {
        let search = !body.hasSearchText(prose: prose, code: code)
        try db.executeCached(
            sql: """
                UPDATE post SET \(ConvertedBody.assignments(search: search))
                WHERE id = ? AND sourceHTML = ? AND baseURL IS ? AND link IS ? AND summary IS ?
                """,
            arguments: body.values(search: search) + [postID, sourceHTML, baseURL, link, summary])
        guard db.changesCount > 0 else { return false }
        try body.replaceLists(of: postID, in: db)
        return true
    }
}
