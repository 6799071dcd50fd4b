import GRDB

/// What the migration audit reads of a stored post: its source HTML and what the archive keeps
/// of it (Markdown, listings, comments), with what identifies it to a person.
public struct AuditSource: Sendable {
    public var postID: Int64
    public var guid: String
    public var title: String
    public var link: String?
    public var kind: PostKind
    public var sourceHTML: String
    /// The body as its author wrote it, when `sourceHTML` is its expansion (``PostRecord/authoredHTML``).
    public var authoredHTML: String?
    /// The URL relative links resolve against: `xml:base`, else the link.
    public var baseURL: String?
    public var markdown: String
    public var listings: [PostListing]
    /// The comment count the source stated (a feed's `slash:comments`, an export's thread size).
    public var commentCount: Int?
    /// How many comments the archive holds for the post.
    public var storedComments: Int

    /// The columns read; in a read-only archive older than them (never migrated), `comments` is
    /// 0 and `authoredHTML` null.
    private static func sql(in db: Database) throws -> String {
        let count = try storedComments(in: db)
        let authored = try db.columns(in: "post").contains { $0.name == "authoredHTML" } ? "authoredHTML" : "NULL AS authoredHTML"
        return "SELECT id, guid, title, link, kind, sourceHTML, \(authored), coalesce(baseURL, link) AS base, markdown, commentCount, "
            + "\(count) AS comments FROM post"
    }

    /// The SQL of a post's number of stored comments (0 in an archive older than the table).
    static func storedComments(in db: Database) throws -> String {
        try db.tableExists("comment") ? "(SELECT count(*) FROM comment WHERE comment.postId = post.id)" : "0"
    }

    /// Calls `body` with the audit source of each post (`ids`: only those), newest first, one
    /// at a time. At most 999 `ids` (SQLite's limit of parameters).
    static func forEach(in db: Database, ids: [Int64]?, _ body: (AuditSource) throws -> Void) throws {
        let filter = ids.map { "WHERE id IN (\(databaseQuestionMarks(count: $0.count)))" } ?? ""
        let cursor = try Row.fetchCursor(
            db, sql: "\(try sql(in: db)) \(filter) ORDER BY \(Archive.newestFirst)", arguments: StatementArguments(ids ?? []))
        let code = try db.cachedStatement(sql: "SELECT language, code FROM code_listing WHERE postId = ? ORDER BY position")
        while let row = try cursor.next() {
            let id: Int64 = row["id"]
            try body(AuditSource(
                postID: id, guid: row["guid"], title: row["title"], link: row["link"],
                kind: PostKind(rawValue: row["kind"]) ?? .post, sourceHTML: row["sourceHTML"],
                authoredHTML: row["authoredHTML"], baseURL: row["base"],
                markdown: row["markdown"],
                listings: try Row.fetchAll(code, arguments: [id]).map { PostListing(language: $0["language"], code: $0["code"]) },
                commentCount: row["commentCount"], storedComments: row["comments"]))
        }
    }
}

extension Archive {
    /// Calls `body` with what the audit compares of each post, newest first, reading one post
    /// at a time; only the posts `ids` when given.
    public func forEachAuditSource(ids: [Int64]? = nil, _ body: (AuditSource) throws -> Void) throws {
        try read { db in try AuditSource.forEach(in: db, ids: ids, body) }
    }
}

extension Archive {
    /// Calls `body` with each of the posts `ids` that the archive holds comments of: the number
    /// of comments its source stated (nil when it stated none) and the number the archive holds.
    /// A post without a comment stored is left out, so that its row is not read: its count sits
    /// after its bodies, and reading it read each post whole (3 s after an import of 100,000
    /// posts, which held none).
    public func forEachCommentedPost(
        ids: [Int64], _ body: (_ postID: Int64, _ stated: Int?, _ stored: Int) throws -> Void
    ) throws {
        try read { db in
            guard try db.tableExists("comment") else { return }
            for start in stride(from: 0, to: ids.count, by: 999) {
                let chunk = ids[start..<min(start + 999, ids.count)]
                let rows = try Row.fetchCursor(
                    db, sql: """
                        SELECT post.id, post.commentCount, stored.count FROM (
                            SELECT postId, count(*) AS count FROM comment
                            WHERE postId IN (\(databaseQuestionMarks(count: chunk.count))) GROUP BY postId
                        ) AS stored JOIN post ON post.id = stored.postId
                        """,
                    arguments: StatementArguments(Array(chunk)))
                while let row = try rows.next() { try body(row[0], row[1], row[2]) }
            }
        }
    }
}

extension Archive {
    /// The ids of the posts (of `ids` when given), newest first.
    public func postIDsNewestFirst(among ids: [Int64]? = nil) throws -> [Int64] {
        try read { db in
            let all = try Int64.fetchAll(db, sql: "SELECT id FROM post ORDER BY \(Self.newestFirst)")
            guard let ids else { return all }
            let wanted = Set(ids)
            return all.filter(wanted.contains)
        }
    }
}

extension Archive {
    /// The ids of the posts `identifier` names: by guid, link, id, or the path of its link
    /// (`2011/05/java-logging/`), newest first.
    public func postIDs(named identifier: String) throws -> [Int64] {
        let path = identifier.contains("://") ? nil : "/" + (identifier.hasPrefix("/") ? String(identifier.dropFirst()) : identifier)
        return try read { db in
            try Int64.fetchAll(
                db, sql: """
                    SELECT id FROM post WHERE guid = ? OR link = ? OR CAST(id AS TEXT) = ?
                        OR (? IS NOT NULL AND substr(link, -length(?)) = ?)
                    ORDER BY \(Self.newestFirst)
                    """,
                arguments: [identifier, identifier, identifier, path, path, path])
        }
    }
}
