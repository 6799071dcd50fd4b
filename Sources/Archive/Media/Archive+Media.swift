import Foundation
import GRDB

extension Archive {
    /// The folder beside the archive where `blogkit media` keeps images: `PATH.media`.
    public var mediaDirectory: String { path + ".media" }

    /// Every image URL `blogkit media` tried, stored or failed, by URL.
    public func mediaFiles() throws -> [MediaFile] {
        try read { db in
            // A read-only archive may predate the table, and cannot be migrated.
            guard try db.tableExists(MediaFile.table) else { return [] }
            return try Row.fetchAll(db, sql: "SELECT * FROM \(MediaFile.table) ORDER BY url").map(MediaFile.init(row:))
        }
    }

    /// Records what became of `files`, replacing what was recorded for their URLs, in one transaction.
    public func record(_ files: [MediaFile]) throws {
        try write { db in
            for file in files {
                let image = file.stored
                var failure: String?
                if case let .failed(reason) = file.outcome { failure = reason }
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO \(MediaFile.table) (url, sha256, type, width, height, bytes, failure, fetchedAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        file.url, image?.sha256, image?.format.rawValue, image?.width, image?.height, image?.bytes, failure,
                        file.fetchedAt,
                    ])
            }
        }
    }
}
