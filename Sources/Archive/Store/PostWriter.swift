import Foundation
import GRDB

/// Upserts post records into the archive, inside the caller's transaction.
///
/// A post is found by its record's key. Each (post, feed) pair remembers the fingerprint of the
/// record it last saw, so saving an identical record touches nothing, and a post carried by
/// several feeds lists them all with the union of the categories each gave it.
struct PostWriter {
    let db: Database
    let feedID: Int64
    /// The version of the conversion import runs now: a stored body made by a lower one is
    /// outdated.
    let conversion: Int
    /// The posts saved, queued for the search index.
    let pending = PendingPosts()

    /// Saves `record` and says what that did to its post. The body is taken from the record, or
    /// from `convert` when the record has none and the body is stored; a description never
    /// replaces the full body another feed gave.
    func save(_ record: PostRecord, convert: (PostRecord) -> ConvertedBody) throws -> SavedPost {
        let existing = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, hasFullContent, conversion FROM post WHERE guid = ?"),
            arguments: [record.key]) ?? takeOver(record)

        if let existing {
            let postID: Int64 = existing["id"]
            let outdated = (existing["conversion"] as Int) < conversion
            let seen = try String.fetchOne(
                db.cachedStatement(sql: "SELECT fingerprint FROM post_feed WHERE postId = ? AND feedId = ?"),
                arguments: [postID, feedID])
            if seen == record.fingerprint {
                // A body stored before the archive kept what the author wrote gets it with its reconversion.
                if outdated, let authored = record.authoredHTML {
                    try db.executeCached(
                        sql: "UPDATE post SET authoredHTML = ? WHERE id = ? AND authoredHTML IS NULL", arguments: [authored, postID])
                }
                // A post stored before the archive kept its source's guid gets it from the same item again.
                if let guid = record.sourceGuid {
                    try db.executeCached(
                        sql: "UPDATE post SET sourceGuid = ? WHERE id = ? AND sourceGuid IS NULL", arguments: [guid, postID])
                }
                return SavedPost(postID: postID, outcome: .unchanged, isOutdated: outdated)
            }
            // A feed that only carries the description never replaces a full body from another.
            let keepsBody = existing["hasFullContent"] && !record.hasFullContent
            try update(postID: postID, with: record, body: keepsBody ? nil : record.body ?? convert(record))
            try link(postID: postID, record)
            try pending.queued(in: db)
            return SavedPost(postID: postID, outcome: .updated, isOutdated: keepsBody && outdated, keptStoredBody: keepsBody)
        }
        let postID = try insert(record, body: record.body ?? convert(record))
        try link(postID: postID, record, isNew: true)
        try pending.queued(in: db)
        return SavedPost(postID: postID, outcome: .new, isOutdated: false)
    }

    /// The post this feed saved under the record's former key, now keyed by its key, so that a
    /// re-import updates it instead of adding a copy; nil when there is none. Only a post of this
    /// feed is taken: another feed may use the same guid.
    private func takeOver(_ record: PostRecord) throws -> Row? {
        guard let formerKey = record.formerKey, formerKey != record.key,
              let postID = try Int64.fetchOne(db, sql: """
                  SELECT post.id FROM post JOIN post_feed ON post_feed.postId = post.id
                  WHERE post.guid = ? AND post_feed.feedId = ?
                  """, arguments: [formerKey, feedID])
        else { return nil }
        try db.execute(sql: "UPDATE post SET guid = ? WHERE id = ?", arguments: [record.key, postID])
        return try Row.fetchOne(db, sql: "SELECT id, hasFullContent, conversion FROM post WHERE id = ?", arguments: [postID])
    }

    /// The fingerprints this feed last gave its posts, by post key.
    func storedFingerprints() throws -> [String: String] {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT post.guid, post_feed.fingerprint FROM post_feed JOIN post ON post.id = post_feed.postId WHERE feedId = ?",
            arguments: [feedID])
        var fingerprints: [String: String] = [:]
        while let row = try rows.next() { fingerprints[row[0]] = row[1] }
        return fingerprints
    }

    // MARK: Writing

    private func insert(_ record: PostRecord, body: ConvertedBody) throws -> Int64 {
        let columns = ["id", "guid", "kind", "title", "link", "published", "author", "summary", "sourceHTML",
            "authoredHTML", "hasFullContent", "baseURL", "commentCount", "commentsURL", "commentFeedURL", "categories", "sourceGuid"]
            + ConvertedBody.columns
        let arguments: StatementArguments = [
            try DateOrderedID.next(for: record.published, in: db), record.key, record.kind.rawValue, record.title,
            record.link, record.published, record.author, record.summary, record.sourceHTML, record.authoredHTML,
            record.hasFullContent, record.baseURL, record.commentCount, record.commentsURL, record.commentFeedURL,
            CategoryUnion.searchText(CategoryUnion.union([record.categories])), record.sourceGuid,
        ]
        try db.executeCached(
            sql: "INSERT INTO post (\(columns.joined(separator: ", "))) "
                + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))",
            arguments: arguments + body.values())
        let postID = db.lastInsertedRowID
        try body.replaceLists(of: postID, in: db)
        try replaceEnclosures(postID: postID, record.enclosures)
        return postID
    }

    /// Updates the post's fields from `record`, and its body too when `body` is given, in one
    /// statement so that the search index is re-synced once.
    private func update(postID: Int64, with record: PostRecord, body: ConvertedBody?) throws {
        var assignments = "kind = ?, title = ?, link = ?, published = ?, author = ?, summary = ?, commentCount = ?, "
            + "commentsURL = ?, commentFeedURL = ?, sourceGuid = ?"
        var arguments: StatementArguments = [
            record.kind.rawValue, record.title, record.link, record.published, record.author, record.summary,
            record.commentCount, record.commentsURL, record.commentFeedURL, record.sourceGuid,
        ]
        if let body {
            assignments += ", sourceHTML = ?, authoredHTML = ?, hasFullContent = ?, baseURL = ?, " + ConvertedBody.assignments()
            arguments += [record.sourceHTML, record.authoredHTML, record.hasFullContent, record.baseURL]
            arguments += body.values()
        }
        try keepEarlierLink(postID: postID, replacedBy: record.link)
        try db.executeCached(sql: "UPDATE post SET \(assignments) WHERE id = ?", arguments: arguments + [postID])
        if let body { try body.replaceLists(of: postID, in: db) }
        try replaceEnclosures(postID: postID, record.enclosures)
    }

    /// The earlier links kept of one post: the first ones, so that a feed that changes its links
    /// on every import can neither grow the archive without end nor push out the addresses the
    /// blog had.
    static let earlierLinkLimit = 16

    /// Records the post's link as an earlier one when `link` replaces it (the blog's permalinks
    /// changed), so that its old address keeps answering, up to ``earlierLinkLimit``; a link that
    /// comes back is current again, no earlier one. The same link again writes nothing (the
    /// revision watches the table).
    private func keepEarlierLink(postID: Int64, replacedBy link: String?) throws {
        try db.executeCached(
            sql: """
                INSERT OR IGNORE INTO post_earlier_link (postId, url)
                SELECT id, link FROM post WHERE id = ? AND link IS NOT NULL AND link IS NOT ?
                    AND (SELECT count(*) FROM post_earlier_link WHERE postId = ?) < ?
                """,
            arguments: [postID, link, postID, Self.earlierLinkLimit])
        if let link {
            try db.executeCached(sql: "DELETE FROM post_earlier_link WHERE postId = ? AND url = ?", arguments: [postID, link])
        }
    }

    /// Records that this feed carries the post, with its fingerprint and categories, and stores
    /// the post's categories: the union of every feed's, or `record`'s alone for a post just
    /// inserted (`isNew`), which no other feed carries yet.
    private func link(postID: Int64, _ record: PostRecord, isNew: Bool = false) throws {
        let json = try CategoryUnion.encode(record.categories)
        try db.executeCached(
            sql: """
                INSERT INTO post_feed (postId, feedId, fingerprint, categories) VALUES (?, ?, ?, ?)
                ON CONFLICT (postId, feedId) DO UPDATE SET fingerprint = excluded.fingerprint,
                    categories = excluded.categories
                """,
            arguments: [postID, feedID, record.fingerprint, json])
        let union = CategoryUnion(db: db, postID: postID)
        try isNew ? union.storeFirst(record.categories) : union.store()
    }

    /// Replaces the media of the post keyed `key`, if the archive holds it, with `media`, in
    /// order; false when there is no such post. The same media again write nothing (the revision
    /// watches `post_media`: an unchanged import must leave it as it was).
    func replaceMedia(ofPostKeyed key: String, with media: [PostMedia]) throws -> Bool {
        guard let postID = try postID(keyed: key) else { return false }
        let stored = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM post_media WHERE postId = ? ORDER BY position"), arguments: [postID])
        guard stored.map(PostMedia.init(row:)) != media else { return true }
        try db.executeCached(sql: "DELETE FROM post_media WHERE postId = ?", arguments: [postID])
        for (position, file) in media.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO post_media (postId, position, url, title, link, exportID) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [postID, position, file.url, file.title, file.link, file.exportID])
        }
        return true
    }

    /// Replaces the comments of the post keyed `key`, if the archive holds it, with `comments`,
    /// in order, and makes their number the post's comment count (unless there are none: then
    /// the count the feed gave stays); false when there is no such post. An author URL that is
    /// not http(s) is not stored. The same thread again writes nothing.
    func replaceComments(ofPostKeyed key: String, with comments: [PostComment]) throws -> Bool {
        guard let postID = try postID(keyed: key) else { return false }
        let comments = comments.map { comment in
            var comment = comment
            comment.authorURL = PostComment.webURL(comment.authorURL)
            return comment
        }
        let stored = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM comment WHERE postId = ? ORDER BY position"), arguments: [postID])
        if stored.map(PostComment.init(row:)) != comments {
            try store(comments, postID: postID)
        }
        if !comments.isEmpty {
            try db.executeCached(
                sql: "UPDATE post SET commentCount = ? WHERE id = ? AND commentCount IS NOT ?",
                arguments: [comments.count, postID, comments.count])
        }
        return true
    }

    private func store(_ comments: [PostComment], postID: Int64) throws {
        try db.executeCached(sql: "DELETE FROM comment WHERE postId = ?", arguments: [postID])
        for (position, comment) in comments.enumerated() {
            try db.executeCached(
                sql: """
                    INSERT INTO comment (postId, position, exportID, parentExportID, authorName, authorURL, published,
                        markdown, html) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    postID, position, comment.id, comment.parentID, comment.authorName, comment.authorURL,
                    comment.published, comment.markdown, comment.html,
                ])
        }
    }

    private func postID(keyed key: String) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM post WHERE guid = ?"), arguments: [key])
    }

    private func replaceEnclosures(postID: Int64, _ enclosures: [PostEnclosure]) throws {
        try db.executeCached(sql: "DELETE FROM enclosure WHERE postId = ?", arguments: [postID])
        for (position, enclosure) in enclosures.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO enclosure (postId, position, url, length, type) VALUES (?, ?, ?, ?, ?)",
                arguments: [postID, position, enclosure.url, enclosure.length, enclosure.type])
        }
    }
}
