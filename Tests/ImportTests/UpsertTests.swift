import Archive
import ArchiveTestSupport
import Import
import Feeds
import Foundation
import Testing

@Suite("Posts are keyed by guid and updated in place")
struct UpsertTests {
    static let published = Date(timeIntervalSince1970: 1_320_993_032)  // 2011-11-11T06:30:32Z

    func item(guid: String? = "g1", title: String = "Title", link: String? = "http://example.com/a/",
              categories: [String] = ["one"], content: String? = "<p>Body</p>") -> FeedItem {
        FeedItem(title: title, link: link, guid: guid, published: Self.published,
                 categories: categories.map { FeedCategory(name: $0) }, summaryHTML: "Summary [...]",
                 contentHTML: content)
    }

    @Test func newArchiveIsReadableByItsOwnerOnly() throws {
        try withTemporaryArchive { archive throws in
            let attributes = try FileManager.default.attributesOfItem(atPath: archive.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test func reimportingAnIdenticalItemChangesNothing() throws {
        try withTemporaryArchive { archive throws in
            #expect(try Importer(archive: archive).save(item(), fromSource: "a.xml") == .new)
            #expect(try Importer(archive: archive).save(item(), fromSource: "a.xml") == .unchanged)
            #expect(try archive.postCount() == 1)
        }
    }

    @Test func aChangedItemUpdatesItsPostInPlace() throws {
        try withTemporaryArchive { archive throws in
            try Importer(archive: archive).save(item(), fromSource: "a.xml")
            let before = try #require(try archive.posts().first)
            #expect(try Importer(archive: archive).save(item(title: "New title"), fromSource: "a.xml") == .updated)
            let after = try #require(try archive.posts().first)
            #expect(try archive.postCount() == 1)
            #expect(after.id == before.id)
            #expect(after.title == "New title")
        }
    }

    @Test func aPostInTwoFeedsListsBothAndTheUnionOfTheirCategories() throws {
        try withTemporaryArchive { archive throws in
            try Importer(archive: archive).save(item(categories: ["iOS", "SSO"]), fromSource: "dev.xml")
            #expect(try Importer(archive: archive).save(item(categories: ["ios", "enterprise"]), fromSource: "ent.xml") == .updated)
            let post = try #require(try archive.posts().first)
            #expect(post.sources == ["dev.xml", "ent.xml"])
            #expect(post.categories == ["iOS", "SSO", "enterprise"])
            #expect(try archive.postCount() == 1)
        }
    }

    @Test func categoriesDropWhenEveryFeedDropsThem() throws {
        try withTemporaryArchive { archive throws in
            try Importer(archive: archive).save(item(categories: ["a", "b"]), fromSource: "dev.xml")
            try Importer(archive: archive).save(item(categories: ["a"]), fromSource: "dev.xml")
            #expect(try archive.posts().first?.categories == ["a"])
        }
    }

    @Test func withoutGuidThePostIsKeyedByLinkThenByTitleAndDate() throws {
        try withTemporaryArchive { archive throws in
            try Importer(archive: archive).save(item(guid: nil), fromSource: "a.xml")
            try Importer(archive: archive).save(item(guid: nil, title: "Changed"), fromSource: "a.xml")
            #expect(try archive.posts().map(\.guid) == ["http://example.com/a/"])
            try Importer(archive: archive).save(item(guid: nil, title: "Orphan", link: nil), fromSource: "a.xml")
            try Importer(archive: archive).save(item(guid: nil, title: "Orphan", link: nil, content: "<p>Edited</p>"), fromSource: "a.xml")
            #expect(try archive.postCount() == 2)
            let orphan = try #require(try archive.posts().first { $0.title == "Orphan" })
            #expect(orphan.guid.hasPrefix("blogkit:"))
        }
    }

    @Test func aDescriptionOnlyFeedNeverReplacesAFullBody() throws {
        try withTemporaryArchive { archive throws in
            try Importer(archive: archive).save(item(content: "<p>The whole post.</p>"), fromSource: "full.xml")
            try Importer(archive: archive).save(item(title: "Title!", content: nil), fromSource: "summary.xml")
            let post = try #require(try archive.posts().first)
            #expect(post.title == "Title!")
            #expect(post.markdown.contains("whole post"))
        }
    }

    @Test func theSummaryIsThePlainTextOfTheDescriptionAndTheTitleIsKeptAsRead() throws {
        try withTemporaryArchive { archive throws in
            var entry = item(title: "Why <b> is not <strong>")
            entry.summaryHTML = "<p>One &hellip; two</p>"
            try Importer(archive: archive).save(entry, fromSource: "a.xml")
            let post = try #require(try archive.posts().first)
            #expect(post.title == "Why <b> is not <strong>")
            #expect(post.summary == "One … two")
        }
    }

    @Test func postsComeNewestFirstWithUndatedPostsLast() throws {
        try withTemporaryArchive { archive throws in
            for (guid, date) in [("old", 1_000_000_000.0), ("undated", nil), ("new", 1_300_000_000.0)] {
                var entry = item(guid: guid, link: nil)
                entry.published = date.map(Date.init(timeIntervalSince1970:))
                try Importer(archive: archive).save(entry, fromSource: "a.xml")
            }
            #expect(try archive.posts().map(\.guid) == ["new", "old", "undated"])
        }
    }

    @Test func postIdsFollowPublicationDatesWhateverTheImportOrder() throws {
        try withTemporaryArchive { archive throws in
            let days: [(guid: String, seconds: Double?)] = [
                ("mid", 1_300_000_000), ("undated", nil), ("new", 1_320_000_000),
                ("old", 1_000_000_000), ("new-same-second", 1_320_000_000),
            ]
            for day in days {
                var entry = item(guid: day.guid, link: nil)
                entry.published = day.seconds.map(Date.init(timeIntervalSince1970:))
                try Importer(archive: archive).save(entry, fromSource: "a.xml")
            }
            let byID = try archive.posts().sorted { $0.id < $1.id }.map(\.guid)
            #expect(byID == ["undated", "old", "mid", "new", "new-same-second"])
        }
    }

    @Test func theRevisionGrowsWithEveryChangeAndOnlyThen() throws {
        try withTemporaryArchive { archive throws in
            let empty = try archive.revision()
            try Importer(archive: archive).save(item(), fromSource: "a.xml")
            let imported = try archive.revision()
            #expect(imported > empty)
            try Importer(archive: archive).save(item(), fromSource: "a.xml")
            _ = try archive.posts()
            #expect(try archive.revision() == imported, "an unchanged item and a read change nothing")
            try Importer(archive: archive).save(item(title: "Edited"), fromSource: "a.xml")
            #expect(try archive.revision() > imported)
            let reopened = try Archive(path: archive.path)
            #expect(try reopened.revision() == archive.revision())
        }
    }

    @Test func aFileThatIsNotSQLiteIsRefusedWithoutBeingTouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("notes.txt")
        try Data("just some notes, not a database".utf8).write(to: file)
        #expect(throws: ArchiveError.self) { try Archive(path: file.path) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "just some notes, not a database")
    }
}
