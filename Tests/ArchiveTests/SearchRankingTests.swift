import Archive
import ArchiveTestSupport
import Foundation
import Testing

@Suite("Search ranks by weighted bm25, newest first on ties, and filters and pages")
struct SearchRankingTests {
    @Test func aTitleOutranksCategoriesWhichOutrankProse() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([
                SearchTestPost(title: "Notes", body: "A note on the keychain and other things."),
                SearchTestPost(title: "Keychain access", body: "How apps share secrets."),
                SearchTestPost(title: "Security", body: "How apps share secrets.", categories: ["keychain"]),
            ])
            #expect(try archive.titles("keychain") == ["Keychain access", "Security", "Notes"])
        }
    }

    @Test func equalScoresListTheNewestFirst() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([
                SearchTestPost(title: "Old", body: "same words", day: "2008-01-01", guid: "1"),
                SearchTestPost(title: "New", body: "same words", day: "2011-01-01", guid: "2"),
                SearchTestPost(title: "Undated", body: "same words", day: nil, guid: "3"),
                SearchTestPost(title: "Mid", body: "same words", day: "2010-01-01", guid: "4"),
            ])
            #expect(try archive.titles("words") == ["New", "Mid", "Old", "Undated"])
            #expect(try archive.titles("words", limit: 2, offset: 1) == ["Mid", "Old"])
            #expect(try archive.titles("words", limit: 1, offset: 3) == ["Undated"])
        }
    }

    @Test func hitsSayWhereTheyMatchedAndShowThePassage() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([SearchTestPost(
                title: "Keychain groups", body: "Each app reads the shared keychain group at launch.",
                categories: ["iOS", "security"])])
            let results = try archive.search(try SearchQuery("keychain OR security"))
            let hit = try #require(results.hits.first)
            #expect(results.matchCount == 1)
            #expect(hit.matchedIn == [.title, .categories, .prose])
            #expect(hit.categories == ["iOS", "security"])
            #expect(hit.score > 0)
            #expect(hit.snippet.text.contains("shared keychain group"))
            #expect(hit.snippet.parts.filter(\.isMatch).map { $0.text.lowercased() } == ["keychain"])
            #expect(hit.link == "https://example.com/Keychain groups/")
        }
    }

    /// Equal in length (bm25 normalizes by the whole row's length), different in date.
    static let archive: [SearchTestPost] = [
        SearchTestPost(title: "A", body: "token", categories: ["iOS"], day: "2008-03-26"),
        SearchTestPost(title: "B", body: "token", categories: ["web"], day: "2010-01-15"),
        SearchTestPost(title: "C", body: "token", categories: ["ios"], day: "2011-02-21"),
        SearchTestPost(title: "D", body: "token", categories: ["iOS"], day: "2011-11-11"),
    ]

    @Test func filtersByCategoryAndPeriod() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.archive)
            #expect(try archive.titles("token", category: "IOS") == ["D", "C", "A"])
            #expect(try archive.titles("token", since: "2011") == ["D", "C"])
            #expect(try archive.titles("token", until: "2010-01") == ["B", "A"])
            #expect(try archive.titles("token", since: "2010-01-15", until: "2011-02-21") == ["C", "B"])
            #expect(try archive.titles("token", category: "iOS", until: "2011-02") == ["C", "A"])
            #expect(try archive.titles("token", category: "nothing").isEmpty)
        }
    }

    @Test func filtersAloneListPostsNewestFirst() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.archive)
            let results = try archive.search(try SearchQuery("", category: "ios", limit: 2))
            #expect(results.hits.map(\.title) == ["D", "C"])
            #expect(results.matchCount == 3)
            #expect(results.hits.first?.snippet.text == "token")
        }
    }

    @Test func pagesWithLimitAndOffset() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.archive)
            #expect(try archive.titles("token", limit: 2) == ["D", "C"])
            #expect(try archive.titles("token", limit: 2, offset: 2) == ["B", "A"])
            #expect(try archive.titles("token", offset: 4).isEmpty)
        }
    }

    @Test func everyMatchIsRanked() throws {
        try withTemporaryArchive { archive throws in
            // The best post for "token" is the oldest of 400 (more than the 300 newest the
            // search used to rank past 10,000 matches): it says "token" three times in a short body.
            let days = (0..<400).map { Date(timeIntervalSince1970: 1_262_304_000 + Double($0) * 86_400) }
            try archive.save(days.enumerated().map { index, day in
                SearchTestPost(
                    title: "Post \(index)", body: index == 0 ? "token token token" : "A long body that has a token in it once.",
                    day: String(day.formatted(.iso8601.year().month().day())), guid: "\(index)")
            })
            let results = try archive.search(try SearchQuery("token"))
            #expect(results.matchCount == 400)
            #expect(results.hits.map(\.title) == ["Post 0"] + (391..<400).reversed().map { "Post \($0)" })
        }
    }

    @Test func pastTheCountLimitEveryMatchIsStillRanked() throws {
        try withTemporaryArchive { archive throws in
            // "Best" has the word in its title but is the oldest post; "Dense" says it most
            // often, in its body only. Import order does not matter.
            try archive.save(
                [3, 5, 1, 4, 2].map { SearchTestPost(title: "Post \($0)", body: "token and more", day: "2011-01-0\($0)", guid: "\($0)") }
                    + [SearchTestPost(title: "Best token", body: "token", day: "2010-12-31", guid: "0"),
                       SearchTestPost(title: "Dense", body: "token token token", day: "2010-12-30", guid: "d")])
            let counted = try archive.search(try SearchQuery("token", limit: 3), countLimit: 4)
            #expect(counted.matchCount == 4)
            #expect(!counted.matchCountIsExact)
            #expect(counted.hits.map(\.title) == ["Best token", "Dense", "Post 5"])
            #expect(counted.hits.first?.matchedIn == [.title, .prose])
            let deeper = try archive.search(try SearchQuery("token", limit: 2, offset: 3), countLimit: 1)
            #expect(deeper.hits.map(\.title) == ["Post 4", "Post 3"])
            let all = try archive.search(try SearchQuery("token"))
            #expect(all.matchCountIsExact)
            #expect(all.hits.count == 7)
        }
    }
}
