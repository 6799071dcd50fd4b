import Foundation
import GRDB

/// Which posts a reconversion converts again.
public enum ReconversionScope: Sendable {
    /// The posts an older conversion made (their version is lower than the current one).
    case outdated
    /// Every post, whatever made it.
    case all
}

extension Archive {
    /// Posts per batch of a reconversion: each batch's transaction commits its posts for good,
    /// so an interrupted reconversion loses at most one batch of work, and other writers wait at
    /// most one batch.
    public static let reconversionBatchSize = 200

    /// How many posts the archive holds, and the ids of those `scope` selects (`outdated`: made
    /// by a conversion older than `conversion`), in id order.
    public func postIDs(_ scope: ReconversionScope, conversion: Int) throws -> (posts: Int, selected: [Int64]) {
        try read { db in
            let posts = try Int.fetchOne(db, sql: "SELECT count(*) FROM post") ?? 0
            let ids = switch scope {
            case .outdated:
                try Int64.fetchAll(
                    db, sql: "SELECT id FROM post WHERE conversion < ? ORDER BY id", arguments: [conversion])
            case .all:
                try Int64.fetchAll(db, sql: "SELECT id FROM post ORDER BY id")
            }
            return (posts, ids)
        }
    }

    /// The stored sources of the posts `ids` that exist, in id order.
    public func sources(ofPosts ids: [Int64]) throws -> [StoredSource] {
        try read { db in try StoredSource.fetch(ids, in: db) }
    }

    /// Stores bodies converted again in one transaction, each only if its post still has the
    /// source it was converted from: how many were stored.
    ///
    /// - Throws: ``ArchiveError`` (``ArchiveError/readOnly(path:)`` on a read-only archive).
    public func store(reconverted converted: [(source: StoredSource, body: ConvertedBody)]) throws -> Int {
        if isReadOnly { throw ArchiveError.readOnly(path: path) }
        return try write { db in try StoredSource.store(converted, in: db) }.count
    }
}
