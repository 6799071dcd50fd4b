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

    /// The post with `id`, or nil.
    public func post(id: Int64) throws -> Post? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM post WHERE id = ?", arguments: [id])
                .map { try PostLists(db: db).post(from: $0) }
        }
    }

    /// The bodies of the posts with `ids`, read in one transaction; a post the archive no longer
    /// holds has none.
    public func bodies(of ids: [Int64]) throws -> [Int64: PostBody] {
        try read { db in
            let lists = try PostLists(db: db)
            let text = try db.cachedStatement(sql: "SELECT summary, markdown, html, prose FROM post WHERE id = ?")
            var bodies: [Int64: PostBody] = [:]
            for id in ids {
                guard let row = try Row.fetchOne(text, arguments: [id]) else { continue }
                bodies[id] = try PostBody(
                    summary: row[0], markdown: row[1], html: row[2], prose: row[3], code: lists.listings(of: id), comments: lists.comments(of: id))
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
            return try dbQueue.read(body)
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
        code = try db.cachedStatement(sql: "SELECT language, code, detectedLanguage FROM code_listing WHERE postId = ? ORDER BY position")
        links = try db.cachedStatement(sql: "SELECT url FROM post_link WHERE postId = ? ORDER BY position")
        enclosures = try db.cachedStatement(
            sql: "SELECT url, length, type FROM enclosure WHERE postId = ? ORDER BY position")
        sources = try db.cachedStatement(
            sql: "SELECT feed.source FROM post_feed JOIN feed ON feed.id = post_feed.feedId WHERE postId = ? ORDER BY feed.id")
        media = try db.cachedStatement(sql: "SELECT * FROM post_media WHERE postId = ? ORDER BY position")
        comments = try db.tableExists("comment")
            ? db.cachedStatement(sql: "SELECT * FROM comment WHERE postId = ? ORDER BY position") : nil
        earlierLinks = try db.tableExists("post_earlier_link")
            ? db.cachedStatement(sql: "SELECT url FROM post_earlier_link WHERE postId = ? ORDER BY rowid") : nil
    }

    func post(from row: Row) throws -> Post {
        let id: Int64 = row["id"]
        let arguments: StatementArguments = [id]
        let terms = try Row.fetchAll(categories, arguments: arguments)
        return Post(
            id: id, guid: row["guid"], title: row["title"], link: row["link"], published: row["published"],
            author: row["author"], categories: terms.filter { !$0[1] }.map { $0[0] },
            tags: terms.filter { $0[1] }.map { $0[0] },
            summary: row["summary"], markdown: row["markdown"], html: row["html"],
            excerptHTML: row["excerptHTML"], prose: row["prose"],
            code: try listings(of: id),
            links: try String.fetchAll(links, arguments: arguments),
            enclosures: try Row.fetchAll(enclosures, arguments: arguments).map {
                PostEnclosure(url: $0["url"], length: $0["length"], type: $0["type"])
            },
            commentCount: row["commentCount"], commentsURL: row["commentsURL"],
            sources: try String.fetchAll(sources, arguments: arguments),
            kind: PostKind(rawValue: row["kind"]) ?? .post,
            media: try Row.fetchAll(media, arguments: arguments).map {
                PostMedia(row: $0)
            },
            comments: try comments(of: id),
            sourceGuid: row["sourceGuid"],
            earlierLinks: try earlierLinks.map { try String.fetchAll($0, arguments: arguments) } ?? [])
    }

    func listings(of id: Int64) throws -> [PostListing] {
        try Row.fetchAll(code, arguments: [id]).map {
            PostListing(language: $0["language"], code: $0["code"], detectedLanguage: $0["detectedLanguage"])
        }
    }

    func comments(of id: Int64) throws -> [PostComment] {
        try comments.map { try Row.fetchAll($0, arguments: [id]).map(PostComment.init(row:)) } ?? []
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
