import Foundation
import GRDB

/// What ``Archive/remove(_:forever:)`` did: the posts it removed, and the ids that named none.
public struct RemovalReport: Sendable {
    /// The removed posts, in the order their ids were given, as exclusions (recorded only when
    /// removed forever).
    public var removed: [Exclusion] = []
    /// The ids that matched no post.
    public var unmatched: [String] = []
}

extension Archive {
    /// Removes the posts that `ids` name, each by its guid or else its link, with their search
    /// index rows, feed links and lists, in one transaction. With `forever`, each is also
    /// recorded as an ``Exclusion``, so that importing a feed that carries it skips it.
    public func remove(_ ids: [String], forever: Bool) throws -> RemovalReport {
        try write { db in
            var report = RemovalReport()
            for id in ids {
                let rows = try Row.fetchAll(
                    db, sql: "SELECT id, guid, link, title FROM post WHERE guid = ? OR (link = ? AND NOT EXISTS (SELECT 1 FROM post WHERE guid = ?))",
                    arguments: [id, id, id])
                if rows.isEmpty { report.unmatched.append(id) }
                for row in rows {
                    let removed = Exclusion(guid: row["guid"], link: row["link"], title: row["title"], excludedAt: Date())
                    // Foreign keys cascade to the post's lists and feed links; triggers update the
                    // search index and the revision.
                    try db.execute(sql: "DELETE FROM post WHERE id = ?", arguments: [row["id"] as Int64])
                    if forever {
                        try db.execute(
                            sql: "INSERT OR REPLACE INTO \(Exclusion.table) (guid, link, title, excludedAt) VALUES (?, ?, ?, ?)",
                            arguments: [removed.guid, removed.link, removed.title, removed.excludedAt])
                    }
                    report.removed.append(removed)
                }
            }
            return report
        }
    }

    /// The posts removed forever, most recently removed first.
    public func exclusions() throws -> [Exclusion] {
        try read { db in
            // A read-only archive may predate exclusions, and cannot be migrated.
            guard try db.tableExists(Exclusion.table) else { return [] }
            return try Row.fetchAll(db, sql: "SELECT * FROM \(Exclusion.table) ORDER BY excludedAt DESC, guid").map(Exclusion.init(row:))
        }
    }

    /// Lifts the exclusions that `ids` name (each a guid or a link), in one transaction, so
    /// that importing brings those posts back: the lifted exclusions, and the ids that named none.
    public func allow(_ ids: [String]) throws -> (allowed: [Exclusion], unmatched: [String]) {
        try write { db in
            var allowed: [Exclusion] = []
            var unmatched: [String] = []
            for id in ids {
                let rows = try Row.fetchAll(
                    db, sql: "SELECT * FROM \(Exclusion.table) WHERE guid = ? OR link = ?", arguments: [id, id])
                if rows.isEmpty { unmatched.append(id) }
                for exclusion in rows.map(Exclusion.init(row:)) {
                    try db.execute(sql: "DELETE FROM \(Exclusion.table) WHERE guid = ?", arguments: [exclusion.guid])
                    allowed.append(exclusion)
                }
            }
            return (allowed, unmatched)
        }
    }
}
