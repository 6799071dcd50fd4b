import Archive
import ArchiveTestSupport
import Import
import Foundation
import Testing

@Suite("Search over the sample feeds")
struct SearchSampleFeedTests {
    /// Runs `body` on an archive of both sample feeds.
    func withSampleArchive(_ body: (Archive) throws -> Void) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        try withTemporaryArchive { archive throws in
            for name in ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"] {
                _ = try Importer(archive: archive).importFeed(fixtures.appendingPathComponent(name).path)
            }
            try body(archive)
        }
    }

    @Test func keychainFindsTheSingleSignOnPatternFirst() throws {
        try withSampleArchive { archive throws in
            #expect(try archive.titles("keychain").first == "A Single Sign-on Pattern for Enterprise iOS Applications")
            #expect(try archive.titles("keychains").first == "A Single Sign-on Pattern for Enterprise iOS Applications")
        }
    }

    @Test func codeIdentifiersAreFoundInTheCodeColumn() throws {
        try withSampleArchive { archive throws in
            let results = try archive.search(try SearchQuery("code:NSJSONSerialization"))
            #expect(results.hits.map(\.title) == ["Getting Started with JSON in iOS5"])
            #expect(results.hits.first?.matchedIn.contains(.code) == true)
            #expect(results.hits.first?.snippet.parts.contains { $0.isMatch && $0.text == "NSJSONSerialization" } == true)
            #expect(try archive.titles("SecItemCopyMatching") == ["A Single Sign-on Pattern for Enterprise iOS Applications"])
        }
    }

    @Test func aPostInBothFeedsIsOneHit() throws {
        try withSampleArchive { archive throws in
            #expect(try archive.titles("\"single sign-on\"") == ["A Single Sign-on Pattern for Enterprise iOS Applications"])
            #expect(try archive.titles("amazon", category: "enterprise") == ["Amazon Brings Enterprise Databases to the Cloud"])
        }
    }

    @Test func titleMatchesComeBeforeProseMatches() throws {
        try withSampleArchive { archive throws in
            let titles = try archive.titles("json")
            #expect(titles.first == "Getting Started with JSON in iOS5")
            #expect(try archive.titles("wptouch").first == "Gone Mobile with WPtouch")
        }
    }
}
