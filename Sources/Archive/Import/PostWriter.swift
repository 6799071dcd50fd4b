import Content
import Feeds
import Foundation
import GRDB

/// Upserts feed items into the archive, inside the caller's transaction.
///
/// A post is keyed by its guid, else its link, else a hash of title and date (and of its text
/// when it has no title). Each (post, feed)
/// pair remembers the fingerprint of the item it last saw, so re-importing an identical item
/// touches nothing, and a post carried by several feeds lists them all with the union of the
/// categories each gave it.
struct PostWriter {
    let db: Database
    let feedID: Int64

    /// Saves `prepared.item` and says what that did to its post, and whether the post's body is
    /// left as an older conversion made it (``HTMLConverter/version``): an unchanged item is not
    /// converted again here, nor is an item whose body another feed's full content overrides.
    func save(_ prepared: PreparedItem) throws -> SavedItem {
        let item = prepared.item
        let existing = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, hasFullContent, conversion FROM post WHERE guid = ?"),
            arguments: [prepared.key]) ?? takeOver(prepared)

        if let existing {
            let postID: Int64 = existing["id"]
            let outdated = (existing["conversion"] as Int) < HTMLConverter.version
            let seen = try String.fetchOne(
                db.cachedStatement(sql: "SELECT fingerprint FROM post_feed WHERE postId = ? AND feedId = ?"),
                arguments: [postID, feedID])
            if seen == prepared.fingerprint { return SavedItem(postID: postID, outcome: .unchanged, isOutdated: outdated) }
            // A feed that only carries the description never replaces a full body from another.
            let keepsBody = existing["hasFullContent"] && item.contentHTML == nil
            try update(
                postID: postID, kind: prepared.kind ?? .post, with: item, content: keepsBody ? nil : content(of: prepared))
            try link(postID: postID, item: item, fingerprint: prepared.fingerprint)
            return SavedItem(postID: postID, outcome: .updated, isOutdated: keepsBody && outdated)
        }
        let postID = try insert(
            key: prepared.key, kind: prepared.kind ?? .post, item: item, content: content(of: prepared))
        try link(postID: postID, item: item, fingerprint: prepared.fingerprint)
        return SavedItem(postID: postID, outcome: .new, isOutdated: false)
    }

    /// The post this feed saved under the item's former key (``PreparedItem/formerKey``), now
    /// keyed by its key, so that a re-import updates it instead of adding a copy; nil when there
    /// is none. Only a post of this feed is taken: another feed may use the same guid.
    private func takeOver(_ prepared: PreparedItem) throws -> Row? {
        guard let formerKey = prepared.formerKey, formerKey != prepared.key,
              let postID = try Int64.fetchOne(db, sql: """
                  SELECT post.id FROM post JOIN post_feed ON post_feed.postId = post.id
                  WHERE post.guid = ? AND post_feed.feedId = ?
                  """, arguments: [formerKey, feedID])
        else { return nil }
        try db.execute(sql: "UPDATE post SET guid = ? WHERE id = ?", arguments: [prepared.key, postID])
        return try Row.fetchOne(db, sql: "SELECT id, hasFullContent, conversion FROM post WHERE id = ?", arguments: [postID])
    }

    /// What saving an item did.
    struct SavedItem {
        var postID: Int64
        var outcome: ImportOutcome
        /// True when the post's body is still as an older conversion made it.
        var isOutdated: Bool
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

    private func content(of prepared: PreparedItem) -> PostContent {
        prepared.content ?? PostContent(item: prepared.item)
    }

    // MARK: Keys

    static func key(of item: FeedItem) -> String {
        if let guid = item.guid?.trimmingCharacters(in: .whitespacesAndNewlines), !guid.isEmpty { return guid }
        if let link = item.link, !link.isEmpty { return link }
        var hash = Fingerprint()
        hash.add(item.title)
        hash.add(item.published.map { String($0.timeIntervalSince1970) })
        // Without a title (RSS 2.0 allows a description alone), the text is all that tells items apart.
        if item.title?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ?? true {
            hash.add(item.summaryHTML)
            hash.add(item.contentHTML)
        }
        return "blogkit:" + hash.hex
    }

    static func fingerprint(of item: FeedItem) -> String {
        var hash = Fingerprint()
        for field in [
            item.title, item.link, item.guid, item.published.map { String($0.timeIntervalSince1970) },
            item.author, item.summaryHTML, item.contentHTML, item.commentsURL,
            item.commentCount.map(String.init), item.commentFeedURL, item.baseURL,
        ] { hash.add(field) }
        for category in item.categories { hash.add(category.name); hash.add(category.domain) }
        for enclosure in item.enclosures { hash.add(enclosure.url); hash.add(enclosure.type) }
        // Only a WordPress export's items: every other feed's fingerprints stay as they were.
        if let wordPress = item.wordPress { hash.add(wordPress.postType); hash.add(wordPress.status) }
        return hash.hex
    }

    // MARK: Writing

    private func insert(key: String, kind: PostKind, item: FeedItem, content: PostContent) throws -> Int64 {
        let columns = ["id", "guid", "kind", "title", "link", "published", "author", "summary", "sourceHTML",
            "hasFullContent", "baseURL", "commentCount", "commentsURL", "commentFeedURL", "categories"]
            + ConvertedBody.columns
        let arguments: StatementArguments = [
            try DateOrderedID.next(for: item.published, in: db), key, kind.rawValue, content.title, item.link, item.published,
            item.author, content.summary, content.sourceHTML, item.contentHTML != nil, item.baseURL,
            item.commentCount, item.commentsURL, item.commentFeedURL,
            CategoryUnion.searchText(CategoryUnion.union([item.categories])),
        ]
        try db.executeCached(
            sql: "INSERT INTO post (\(columns.joined(separator: ", "))) "
                + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))",
            arguments: arguments + content.converted.values())
        let postID = db.lastInsertedRowID
        try content.converted.replaceLists(of: postID, in: db)
        try replaceEnclosures(postID: postID, item.enclosures)
        return postID
    }

    /// Updates the post's fields from `item`, and its body too when `content` is given, in one
    /// statement so that the search index is re-synced once.
    private func update(postID: Int64, kind: PostKind, with item: FeedItem, content: PostContent?) throws {
        let fields = content ?? PostContent(item: item, convertingBody: false)
        var assignments = "kind = ?, title = ?, link = ?, published = ?, author = ?, summary = ?, commentCount = ?, "
            + "commentsURL = ?, commentFeedURL = ?"
        var arguments: StatementArguments = [
            kind.rawValue, fields.title, item.link, item.published, item.author, fields.summary, item.commentCount,
            item.commentsURL, item.commentFeedURL,
        ]
        if let content {
            assignments += ", sourceHTML = ?, hasFullContent = ?, baseURL = ?, " + ConvertedBody.assignments()
            arguments += [content.sourceHTML, item.contentHTML != nil, item.baseURL]
            arguments += content.converted.values()
        }
        try db.executeCached(sql: "UPDATE post SET \(assignments) WHERE id = ?", arguments: arguments + [postID])
        if let content { try content.converted.replaceLists(of: postID, in: db) }
        try replaceEnclosures(postID: postID, item.enclosures)
    }

    /// Records that this feed carries the post, then recomputes the post's categories as the
    /// union, in feed order, of what every feed said.
    private func link(postID: Int64, item: FeedItem, fingerprint: String) throws {
        let json = try CategoryUnion.encode(item.categories)
        try db.executeCached(
            sql: """
                INSERT INTO post_feed (postId, feedId, fingerprint, categories) VALUES (?, ?, ?, ?)
                ON CONFLICT (postId, feedId) DO UPDATE SET fingerprint = excluded.fingerprint,
                    categories = excluded.categories
                """,
            arguments: [postID, feedID, fingerprint, json])
        try CategoryUnion(db: db, postID: postID).store()
    }

    /// Replaces the media of the post keyed `key`, if the archive holds it, with `media` (URL and
    /// title, in order); false when there is no such post.
    func replaceMedia(ofPostKeyed key: String, with media: [(url: String, title: String?)]) throws -> Bool {
        guard let postID = try Int64.fetchOne(db, sql: "SELECT id FROM post WHERE guid = ?", arguments: [key]) else {
            return false
        }
        try db.executeCached(sql: "DELETE FROM post_media WHERE postId = ?", arguments: [postID])
        for (position, file) in media.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO post_media (postId, position, url, title) VALUES (?, ?, ?, ?)",
                arguments: [postID, position, file.url, file.title])
        }
        return true
    }

    private func replaceEnclosures(postID: Int64, _ enclosures: [FeedEnclosure]) throws {
        try db.executeCached(sql: "DELETE FROM enclosure WHERE postId = ?", arguments: [postID])
        for (position, enclosure) in enclosures.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO enclosure (postId, position, url, length, type) VALUES (?, ?, ?, ?, ?)",
                arguments: [postID, position, enclosure.url, enclosure.length, enclosure.type])
        }
    }
}
