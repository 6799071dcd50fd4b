import Foundation
import GRDB

/// Post ids that follow publication dates: the id of a post published at second `s` is in
/// `s * 1024 ..< (s + 1) * 1024`, the first free one there. The search index's rows are post
/// ids, and FTS5 walks them in id order, so "the highest ids" (the candidates a search for a very
/// common word ranks) are the newest posts, whatever order the feeds were imported in.
/// Undated posts count as published at the epoch: they are the oldest.
enum DateOrderedID {
    static let slotsPerSecond: Int64 = 1024

    /// The id a new post published at `date` gets, or nil when all slots of its second are taken
    /// (then SQLite picks the next id after the largest).
    static func next(for date: Date?, in db: Database) throws -> Int64? {
        let seconds = Int64(exactly: (date?.timeIntervalSince1970 ?? 0).rounded(.down)) ?? 0
        let (base, overflow) = seconds.multipliedReportingOverflow(by: slotsPerSecond)
        guard !overflow, base < Int64.max - slotsPerSecond else { return nil }
        let taken = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT max(id) FROM post WHERE id >= ? AND id < ?"),
            arguments: [base, base + slotsPerSecond])
        guard let taken else { return base }
        return taken + 1 < base + slotsPerSecond ? taken + 1 : nil
    }
}
