import Archive
import ArchiveTestSupport
import Import
import Foundation
import Testing

/// Items with neither guid, link nor title are told apart by their text, not merged into one post.
@Suite struct UntitledItemTests {
    static var feed: String {
        get throws {
            let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            return fixtures.appendingPathComponent("untitled-notes.xml").path
        }
    }

    @Test func eachUntitledNoteIsAPostOfItsOwn() throws {
        try withTemporaryArchive { archive throws in
            let report = try Importer(archive: archive).importFeed(Self.feed)
            #expect(report.items == 4)
            let summaries = try archive.posts().compactMap(\.summary).sorted()
            #expect(summaries == [
                "First note: the build is green.", "Fourth note, dated the same.",
                "Second note: the release is out.", "Third note, dated.",
            ])
        }
    }

    @Test func reimportingUntitledNotesChangesNothing() throws {
        try withTemporaryArchive { archive throws in
            _ = try Importer(archive: archive).importFeed(Self.feed)
            let again = try Importer(archive: archive).importFeed(Self.feed)
            #expect(again.outcomes.values.allSatisfy { $0 == .unchanged })
            #expect(try archive.postCount() == 4)
        }
    }
}
