import Foundation
import GRDB

extension Archive {
    /// Every post, newest first (undated posts last, then by id).
    public func posts() throws -> [Post] {
        var posts: [Post] = []
        try forEachPost { posts.append($0) }
        return posts
    }

    /// Calls `body` with each post, newest first, reading one post at a time so that memory stays
    /// flat however large the archive.
    public func forEachPost(_ body: (Post) throws -> Void) throws {
        try read { db in
            let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM post ORDER BY \(Self.newestFirst)")
            let lists = try PostLists(db: db)
            while let row = try cursor.next() {
                try body(lists.post(from: row))
            }
        }
    }

    /// Calls `body` with each post, newest first, and ``PostTextDigest`` of its texts, which the
    /// post is given without: its Markdown, HTML, excerpt and prose are empty, hashed in place
    /// rather than decoded. For a pass that holds posts without their bodies and only needs to
    /// know whether those changed (a build: the texts of the 500 Python docs pages are 48 MB).
    public func forEachPostDigest(_ body: (Post, UInt64) throws -> Void) throws {
        try read { db in
            // A read-only archive never migrated may lack the later columns: read as null.
            let present = Set(try db.columns(in: "post").map(\.name))
            let columns = (Self.outlineColumns + PostTextDigest.columns).map { present.contains($0) ? $0 : "NULL AS \($0)" }
            let cursor = try Row.fetchCursor(
                db, sql: "SELECT \(columns.joined(separator: ", ")) FROM post ORDER BY \(Self.newestFirst)")
            let lists = try PostLists(db: db)
            while let row = try cursor.next() {
                try body(lists.post(from: row, texts: false), PostTextDigest.of(row, from: Self.outlineColumns.count))
            }
        }
    }

    /// The columns of `post` that ``PostLists/post(from:texts:)`` reads besides the texts.
    private static let outlineColumns = [
        "id", "guid", "title", "link", "published", "author", "summary", "commentCount", "commentsURL", "kind", "sourceGuid",
    ]

    /// The post with `id`, or nil.
    public func post(id: Int64) throws -> Post? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM post WHERE id = ?", arguments: [id])
                .map { try PostLists(db: db).post(from: $0) }
        }
    }

    /// The bodies of the posts with `ids`, read in one transaction, with only `parts` filled; a
    /// post the archive no longer holds has none.
    public func bodies(of ids: [Int64], parts: PostBody.Parts = .all) throws -> [Int64: PostBody] {
        let columns: [(PostBody.Parts, String)] = [
            (.summary, "summary"), (.markdown, "markdown"), (.html, "html"), (.excerpt, "excerptHTML"), (.prose, "prose"),
        ]
        let wanted = columns.filter { parts.contains($0.0) }
        return try read { db in
            let text = try db.cachedStatement(sql: "SELECT \((["id"] + wanted.map(\.1)).joined(separator: ", ")) FROM post WHERE id = ?")
            let code = parts.contains(.code) ? try db.cachedStatement(sql: PostLists.codeSQL) : nil
            // Nil for a read-only archive older than the comment table.
            let comments = parts.contains(.comments) ? try? db.cachedStatement(sql: PostLists.commentsSQL) : nil
            var bodies: [Int64: PostBody] = [:]
            for id in ids {
                var body = PostBody()
                // A cursor's row is read in place (`fetchOne` would copy it, column names and all),
                // while the cursor lives: its end resets the statement.
                let cursor = try Row.fetchCursor(text, arguments: [id])
                let found = try withExtendedLifetime(cursor) {
                    guard let row = try cursor.next() else { return false }
                    for (index, (part, _)) in wanted.enumerated() {
                        switch part {
                        case .summary: body.summary = row[index + 1]
                        case .markdown: body.markdown = row[index + 1]
                        case .html: body.html = row[index + 1]
                        case .excerpt: body.excerptHTML = row[index + 1]
                        default: body.prose = row[index + 1]
                        }
                    }
                    return true
                }
                guard found else { continue }
                if let code { body.code = try PostLists.listings(code, id) }
                if let comments { body.comments = try PostLists.comments(comments, id) }
                bodies[id] = body
            }
            return bodies
        }
    }

    /// How many posts the archive holds.
    public func postCount() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM post") ?? 0 }
    }

    /// `ORDER BY` clause for the archive's canonical order. SQLite sorts NULL first, so undated
    /// posts come last in descending order; and the index on `published` (whose rows end with
    /// the id) serves this order, so a pass over every post never sorts whole rows in memory
    /// (`published IS NULL, ...` did: 80 MB of sorter for 30,000 posts, growing with the archive).
    static let newestFirst = "published DESC, id DESC"

    /// Runs `body` in a read transaction, turning SQLite errors into `ArchiveError`.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try openConnection.read(body)
        } catch let error as DatabaseError {
            throw Self.archiveError(error, path: path, busyTimeout: busyTimeout)
        }
    }
}

/// The per-post lists (categories, listings, links, enclosures, sources, media, comments), read with statements
/// prepared once per pass over the posts.
private struct PostLists {
    let categories: Statement
    let code: Statement
    let links: Statement
    let enclosures: Statement
    let sources: Statement
    let media: Statement
    /// Nil for a read-only archive older than the comment table.
    let comments: Statement?
    /// Nil for a read-only archive older than the table of earlier links.
    let earlierLinks: Statement?

    init(db: Database) throws {
        categories = try db.cachedStatement(
            sql: "SELECT name, domain IS 'post_tag' FROM post_category WHERE postId = ? ORDER BY position")
        code = try db.cachedStatement(sql: Self.codeSQL)
        links = try db.cachedStatement(sql: "SELECT url FROM post_link WHERE postId = ? ORDER BY position")
        enclosures = try db.cachedStatement(
            sql: "SELECT url, length, type FROM enclosure WHERE postId = ? ORDER BY position")
        sources = try db.cachedStatement(
            sql: "SELECT feed.source FROM post_feed JOIN feed ON feed.id = post_feed.feedId WHERE postId = ? ORDER BY feed.id")
        media = try db.cachedStatement(sql: "SELECT * FROM post_media WHERE postId = ? ORDER BY position")
        comments = try db.tableExists("comment")
            ? db.cachedStatement(sql: Self.commentsSQL) : nil
        earlierLinks = try db.tableExists("post_earlier_link")
            ? db.cachedStatement(sql: "SELECT url FROM post_earlier_link WHERE postId = ? ORDER BY rowid") : nil
    }

    /// The post in `row`, with its Markdown, HTML, excerpt and prose when `texts`, else with
    /// them empty (and not in `row`).
    func post(from row: Row, texts: Bool = true) throws -> Post {
        let id: Int64 = row["id"]
        let arguments: StatementArguments = [id]
        let terms = try Row.fetchAll(categories, arguments: arguments)
        return Post(
            id: id, guid: row["guid"], title: row["title"], link: row["link"], published: row["published"],
            author: row["author"], categories: terms.filter { !$0[1] }.map { $0[0] },
            tags: terms.filter { $0[1] }.map { $0[0] },
            summary: row["summary"], markdown: texts ? row["markdown"] : "", html: texts ? row["html"] : "",
            excerptHTML: texts ? row["excerptHTML"] : "", prose: texts ? row["prose"] : "",
            code: try Self.listings(code, id),
            links: try String.fetchAll(links, arguments: arguments),
            enclosures: try Row.fetchAll(enclosures, arguments: arguments).map {
                PostEnclosure(url: $0["url"], length: $0["length"], type: $0["type"])
            },
            commentCount: row["commentCount"], commentsURL: row["commentsURL"],
            sources: try String.fetchAll(sources, arguments: arguments),
            kind: (row["kind"] as String?).flatMap(PostKind.init(rawValue:)) ?? .post,
            media: try Row.fetchAll(media, arguments: arguments).map {
                PostMedia(row: $0)
            },
            comments: try comments.map { try Self.comments($0, id) } ?? [],
            sourceGuid: row["sourceGuid"],
            earlierLinks: try earlierLinks.map { try String.fetchAll($0, arguments: arguments) } ?? [])
    }

    static let codeSQL = "SELECT language, code, detectedLanguage FROM code_listing WHERE postId = ? ORDER BY position"
    static let commentsSQL = "SELECT * FROM comment WHERE postId = ? ORDER BY position"

    /// The listings of post `id`, read with `statement` (``codeSQL``).
    static func listings(_ statement: Statement, _ id: Int64) throws -> [PostListing] {
        try Row.fetchAll(statement, arguments: [id]).map {
            PostListing(language: $0["language"], code: $0["code"], detectedLanguage: $0["detectedLanguage"])
        }
    }

    /// The comments of post `id`, read with `statement` (``commentsSQL``).
    static func comments(_ statement: Statement, _ id: Int64) throws -> [PostComment] {
        try Row.fetchAll(statement, arguments: [id]).map(PostComment.init(row:))
    }
}

extension PostComment {
    init(row: Row) {
        self.init(
            id: row["exportID"], parentID: row["parentExportID"], authorName: row["authorName"],
            authorURL: row["authorURL"], published: row["published"], markdown: row["markdown"], html: row["html"])
    }
}

extension PostMedia {
    /// The media file a `post_media` row holds.
    init(row: Row) {
        self.init(url: row["url"], title: row["title"], link: row["link"], exportID: row["exportID"])
    }
}
