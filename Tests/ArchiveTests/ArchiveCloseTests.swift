import Archive
import ArchiveTestSupport
import Foundation
import Testing

/// ``Archive/close()`` ends the connection at once: SQLite removes the write-ahead log and its
/// index when no other connection has the file open, and the archive refuses any later use.
@Suite("Archive: closed before it is released")
struct ArchiveCloseTests {
    @Test func closingRemovesTheLogAndRefusesLaterUse() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 20))
            let count = try archive.search(try SearchQuery("filler")).matchCount
            #expect(count > 0)
            let files = FileManager.default
            #expect(files.fileExists(atPath: archive.path + "-wal"))
            try archive.close()
            #expect(!files.fileExists(atPath: archive.path + "-wal"))
            #expect(!files.fileExists(atPath: archive.path + "-shm"))
            #expect(throws: ArchiveError.self) { try archive.search(try SearchQuery("filler")) }
            // What was written is in the file itself, for the next connection.
            #expect(try Archive(path: archive.path).search(try SearchQuery("filler")).matchCount == count)
        }
    }
}
