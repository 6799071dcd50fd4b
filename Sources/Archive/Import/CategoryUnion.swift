import Foundation
import GRDB

/// A post's categories as the union, in feed order, of what every feed that carried it said:
/// the first spelling of a name wins, and names differing only in case are one category.
struct CategoryUnion {
    let db: Database
    let postID: Int64

    func store() throws {
        var seen = Set<String>()
        var names: [(name: String, domain: String?)] = []
        let lists = try String.fetchAll(
            db, sql: "SELECT categories FROM post_feed WHERE postId = ? ORDER BY feedId", arguments: [postID])
        for list in lists {
            let entries = (try? JSONSerialization.jsonObject(with: Data(list.utf8))) as? [[String: Any]] ?? []
            for entry in entries {
                guard let name = entry["name"] as? String, !name.isEmpty,
                    seen.insert(name.lowercased()).inserted
                else { continue }
                names.append((name, entry["domain"] as? String))
            }
        }
        try db.execute(sql: "DELETE FROM post_category WHERE postId = ?", arguments: [postID])
        for (position, category) in names.enumerated() {
            try db.execute(
                sql: "INSERT INTO post_category (postId, position, name, domain) VALUES (?, ?, ?, ?)",
                arguments: [postID, position, category.name, category.domain])
        }
        let joined = names.map(\.name).joined(separator: "\n")
        try db.execute(
            sql: "UPDATE post SET categories = ? WHERE id = ? AND categories IS NOT ?",
            arguments: [joined, postID, joined])
    }
}
