import Foundation
import GRDB

/// A post's categories as the union, in feed order, of what every feed that carried it said:
/// the first spelling of a name wins, and names differing only in case are one category.
struct CategoryUnion {
    let db: Database
    let postID: Int64

    /// The union of `lists`, in order.
    static func union(_ lists: [[PostCategory]]) -> [PostCategory] {
        var seen = Set<String>()
        return lists.joined().filter { !$0.name.isEmpty && seen.insert($0.name.lowercased()).inserted }
    }

    /// The `post.categories` search column for `categories`.
    static func searchText(_ categories: [PostCategory]) -> String {
        categories.map(\.name).joined(separator: "\n")
    }

    /// Recomputes the post's categories from every feed's list; the post row itself is written
    /// only when the union changed, so the search index is not re-synced for nothing.
    func store() throws {
        let lists = try String.fetchAll(
            db.cachedStatement(sql: "SELECT categories FROM post_feed WHERE postId = ? ORDER BY feedId"),
            arguments: [postID])
        let categories = Self.union(lists.map(Self.decode))
        try replaceRows(with: categories)
        let text = Self.searchText(categories)
        try db.executeCached(
            sql: "UPDATE post SET categories = ? WHERE id = ? AND categories IS NOT ?",
            arguments: [text, postID, text])
    }

    /// Stores the categories of a post just inserted, which only one feed carries: the union of
    /// its `list`, whose search text the post was inserted with. Neither the feeds' lists nor the
    /// post are read back (the post's row holds its whole body before its categories).
    func storeFirst(_ list: [PostCategory]) throws {
        try replaceRows(with: Self.union([list]))
    }

    /// The post's `post_category` rows replaced by `categories`, in order.
    private func replaceRows(with categories: [PostCategory]) throws {
        try db.executeCached(sql: "DELETE FROM post_category WHERE postId = ?", arguments: [postID])
        for (position, category) in categories.enumerated() {
            try db.executeCached(
                sql: "INSERT INTO post_category (postId, position, name, domain) VALUES (?, ?, ?, ?)",
                arguments: [postID, position, category.name, category.domain])
        }
    }

    /// A feed's categories as `post_feed` stores them: a JSON array of `{name, domain}` (`domain`
    /// left out or null when there is none). Codable rather than `JSONSerialization`, whose
    /// dictionaries of `Any` took 10 s and 350 MB for an item of 100,000 categories.
    static func encode(_ categories: [PostCategory]) throws -> String {
        let stored = categories.map { StoredCategory(name: $0.name, domain: $0.domain) }
        return String(decoding: try JSONEncoder().encode(stored), as: UTF8.self)
    }

    /// What `encode(_:)` stored; an unreadable value reads as no categories.
    private static func decode(_ json: String) -> [PostCategory] {
        let stored = (try? JSONDecoder().decode([StoredCategory].self, from: Data(json.utf8))) ?? []
        return stored.map { PostCategory(name: $0.name, domain: $0.domain) }
    }

    /// One element of the stored JSON array.
    private struct StoredCategory: Codable {
        var name: String
        var domain: String?
    }
}
