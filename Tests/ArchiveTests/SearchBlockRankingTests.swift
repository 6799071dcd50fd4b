@testable import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// A search for words in thousands of posts ranks the blocks of posts whose bounds may hold one
/// of the best, not every match, and returns exactly what scoring every match returns: the same
/// posts, scores and counts, with every kind of query, also after posts are added, changed and
/// removed. What scoring every match returns is read from the same archive with a block marked
/// as changed by another connection, which makes the search score every match. The searches
/// count up to 1,000 matches (10,000 by default), past which a query is ranked by blocks.
@Suite("Search: ranking by blocks of posts")
struct SearchBlockRankingTests {
    static let postCount = 2600
    static let countLimit = 1000

    /// Posts over about three years (about a hundred blocks): nearly all hold `alpha`, more than
    /// half `beta`, less than half `delta` (the three tracked, the last with an IDF above bm25's
    /// floor), a fifth `gamma`, few a `zeta` word; frequencies, titles, categories and lengths
    /// varying post to post. Deterministic.
    static func feed(count: Int = postCount, guidPrefix: String = "p") -> String {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let start = Date(timeIntervalSince1970: 1_262_304_000)  // 2010-01-01
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let items = (0..<count).map { index in
            var words = Array(repeating: "filler", count: next(60))
            let insert = { (word: String) in words.insert(word, at: next(words.count + 1)) }
            if next(100) < 97 { (0...next(3)).forEach { _ in insert("alpha") } }
            if next(100) < 60 { (0...next(2)).forEach { _ in insert("beta") } }
            if next(100) < 45 { (0...next(4)).forEach { _ in insert("delta") } }
            if next(100) < 10 { insert("alpha beta") }
            if next(100) < 20 { insert("gamma") }
            if next(100) < 2 { insert("zeta\(next(20))") }
            let title = next(100) < 5 ? "Alpha notes \(index)" : "Post \(index)"
            let date = start.addingTimeInterval(Double(index) * 1_200 * 86_400 / Double(count) + Double(next(3600)))
            return """
                <item><title>\(title)</title><guid>\(guidPrefix)\(index)</guid><pubDate>\(formatter.string(from: date))</pubDate>\
                <category>cat\(next(4))</category><description>\(words.joined(separator: " "))</description></item>
                """
        }
        return "<rss version=\"2.0\"><channel><title>t</title>\(items.joined(separator: "\n"))</channel></rss>"
    }

    static func queries() throws -> [SearchQuery] {
        [
            try SearchQuery("alpha"), try SearchQuery("beta", limit: 25), try SearchQuery("alpha", offset: 40),
            try SearchQuery("alpha beta"), try SearchQuery("alpha gamma"), try SearchQuery("alpha OR zeta3"),
            try SearchQuery("alpha -gamma"), try SearchQuery("title:alpha beta"), try SearchQuery("\"alpha beta\" beta"),
            try SearchQuery("alph* beta"), try SearchQuery("alpha", category: "cat2"),
            try SearchQuery("beta", since: try PartialDate("2011"), until: try PartialDate("2011-06")),
            try SearchQuery("gamma"), try SearchQuery("filler"), try SearchQuery("delta"),
            try SearchQuery("delta alpha", limit: 30), try SearchQuery("delta OR gamma"), try SearchQuery("prose:delta"),
            try SearchQuery("alpha OR beta"),
        ]
    }

    @Test func everyQueryRanksAsScoringEveryMatchDoesAlsoAfterWrites() throws {
        try Self.withImportedFeed { archive, path throws in

            let single = try archive.search(try SearchQuery("alpha"), countLimit: Self.countLimit)
            let blocks = try #require(single.blocks, "a word in nearly every post is ranked by blocks")
            #expect(blocks.candidates > 50)
            #expect(blocks.ranked < blocks.candidates / 2, "\(blocks)")
            #expect(single.matchCount == Self.countLimit && !single.matchCountIsExact)
            // A tracked word in less than half the posts (its IDF above bm25's floor) too.
            let delta = try #require(try archive.search(try SearchQuery("delta"), countLimit: Self.countLimit).blocks)
            #expect(delta.ranked < delta.candidates / 2, "\(delta)")
            try expectSameAsScoringEveryMatch(archive)

            // An old post becomes the best match for `alpha`: its block is computed again.
            let changed = """
                <rss version="2.0"><channel><title>t</title><item><title>Alpha alpha alpha</title><guid>p17</guid>\
                <pubDate>Sat, 02 Jan 2010 12:00:00 +0000</pubDate><description>alpha alpha alpha alpha</description></item></channel></rss>
                """
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(path)
            #expect(try archive.search(try SearchQuery("alpha"), countLimit: Self.countLimit).hits.first?.guid == "p17")
            try expectSameAsScoringEveryMatch(archive)

            // Removed, it is not found; posts added in a new block are.
            _ = try archive.remove(["p17"], forever: false)
            try Self.feed(count: 300, guidPrefix: "q").write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(path)
            #expect(try archive.search(try SearchQuery("alpha"), countLimit: Self.countLimit).hits.first?.guid != "p17")
            try expectSameAsScoringEveryMatch(archive)
        }
    }

    /// Two words in nearly every post are bounded together, at each length a post of a block can
    /// have: the post with the most of one word is rarely the one with the most of the other, nor
    /// as short. Their bounds added up, each at its own best post, left most blocks in.
    @Test func twoFrequentWordsAreBoundedAtOnePostLength() throws {
        try Self.withImportedFeed { archive, _ throws in
            for text in ["alpha beta", "alpha OR beta"] {
                let blocks = try #require(try archive.search(try SearchQuery(text), countLimit: Self.countLimit).blocks)
                #expect(blocks.ranked < blocks.candidates * 2 / 3, "\(text): \(blocks)")
            }
        }
    }

    /// Blocks are ranked alone while each leaves out several of those left, then in runs. The
    /// counts left are those of two queries of the search bench at 100,000 posts: `with you`,
    /// whose bar rises past most bounds after a few dozen blocks, and `our value`, whose bounds
    /// are close together (325 blocks ranked alone before its bar is above the rest).
    @Test func blocksAreRankedAloneWhileEachLeavesOutSeveral() {
        let withYou = [
            602, 601, 600, 599, 598, 597, 595, 594, 593, 591, 585, 563, 562, 536, 535, 534, 533, 532, 530, 529, 482,
            455, 454, 452, 423, 422, 400, 399, 398, 397, 390, 389, 388, 260, 206, 82, 81, 66, 65, 64, 63, 62, 61, 60,
            59, 58, 57, 47, 46, 45, 44, 43, 42,
        ]
        let ourValue = [602, 601, 600, 597, 595, 594, 592, 591, 590, 578, 575, 574, 571, 570, 568, 562, 556, 555]
        let switchesAt = { (left: [Int]) in
            (1...left.count).first { BlockMaxRanking.ranksInRuns(left: Array(left.prefix($0))) }.map { $0 - 1 }
        }
        #expect(switchesAt(withYou) == 51)
        #expect(switchesAt(ourValue) == 16)
        // Never before the first blocks, nor with few left.
        #expect(!BlockMaxRanking.ranksInRuns(left: Array(repeating: 600, count: 16)))
        #expect(!BlockMaxRanking.ranksInRuns(left: Array(repeating: 16, count: 40)))
    }

    /// Words each in more posts than the search counts, together in fewer: their matches are
    /// counted, so they are scored in one statement rather than block by block (where the bounds
    /// of two words leave most blocks in), with the same pages and scores.
    @Test func wordsTogetherInFewPostsAreScoredInOnePass() throws {
        try Self.withImportedFeed { archive, _ throws in
            let query = try SearchQuery("beta delta", limit: 40)
            let results = try archive.search(query, countLimit: Self.countLimit)
            #expect(results.blocks == nil)
            #expect(results.matchCountIsExact)
            let expected = try SearchScoreTests.bm25(in: archive, query: query)
            #expect(results.matchCount == expected.count)
            #expect(expected.count > 100 && expected.count <= Self.countLimit)
            for hit in results.hits {
                #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "post \(hit.id)")
            }
            // Each word alone is ranked by blocks.
            #expect(try archive.search(try SearchQuery("delta"), countLimit: Self.countLimit).blocks != nil)
        }
    }

    /// Matches counted past the limit are scored in one statement too when the last one counted
    /// lies near the end of the posts (``SearchRun/reachForOnePass``): a few more than the limit.
    /// Counted halfway, they are ranked by blocks. Both pages are the exact ones.
    @Test func matchesJustPastTheCountLimitAreScoredInOnePass() throws {
        try Self.withImportedFeed { archive, _ throws in
            let query = try SearchQuery("beta delta", limit: 40)
            let expected = try SearchScoreTests.bm25(in: archive, query: query)
            let best = expected.values.sorted(by: >).prefix(40)
            for (limit, byBlocks) in [(expected.count * 19 / 20, false), (expected.count / 2, true)] {
                let results = try archive.search(query, countLimit: limit)
                #expect((results.blocks != nil) == byBlocks, "count limit \(limit) of \(expected.count)")
                #expect(results.matchCount == limit && !results.matchCountIsExact)
                for (hit, score) in zip(results.hits, best) {
                    #expect(abs(hit.score - (try #require(expected[hit.id]))) < 1e-9, "post \(hit.id)")
                    #expect(abs(hit.score - score) < 1e-9)
                }
            }
        }
    }

    @Test func blocksMarkedByAnotherConnectionAreNotTrusted() throws {
        try Self.withImportedFeed { archive, path throws in
            // A tool's own connection makes an old post the best match; its block is marked.
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "UPDATE post SET title = 'alpha alpha alpha', prose = 'alpha alpha' WHERE guid = 'p5'")
            }
            let results = try archive.search(try SearchQuery("alpha"), countLimit: Self.countLimit)
            #expect(results.blocks == nil)
            #expect(results.hits.first?.guid == "p5")
            // The next write of blogkit's brings the bounds in step again.
            _ = try archive.remove(["p9"], forever: false)
            let again = try archive.search(try SearchQuery("alpha"), countLimit: Self.countLimit)
            #expect(again.blocks != nil)
            #expect(again.hits.first?.guid == "p5")
        }
    }

    /// Runs `body` with an archive holding ``feed(count:guidPrefix:)``, and the path of a
    /// temporary feed file it may write and import.
    private static func withImportedFeed(_ body: (Archive, String) throws -> Void) throws {
        try withTemporaryArchive { archive throws in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("blocks-\(UUID().uuidString).xml").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try feed().write(toFile: path, atomically: true, encoding: .utf8)
            _ = try Importer(archive: archive).importFeed(path)
            try body(archive, path)
        }
    }

    /// Every query's hits, scores and counts, by blocks and by scoring every match; scores also
    /// against SQLite's own `bm25()`.
    private func expectSameAsScoringEveryMatch(_ archive: Archive) throws {
        let queries = try Self.queries()
        var byBlocks: [SearchResults] = []
        for query in queries { byBlocks.append(try archive.search(query, countLimit: Self.countLimit)) }
        #expect(byBlocks.contains { $0.blocks != nil })
        let database = try archiveDatabase(archive.path)
        try database.write { db in try db.execute(sql: "INSERT INTO search_bound_dirty VALUES (-1)") }
        defer { _ = try? database.write { db in try db.execute(sql: "DELETE FROM search_bound_dirty WHERE block = -1") } }
        for (query, fast) in zip(queries, byBlocks) {
            let slow = try archive.search(query, countLimit: Self.countLimit)
            #expect(slow.blocks == nil)
            #expect(fast.hits.map(\.id) == slow.hits.map(\.id), "\(query.text)")
            #expect(fast.hits.map(\.score) == slow.hits.map(\.score), "\(query.text)")
            #expect(fast.matchCount == slow.matchCount && fast.matchCountIsExact == slow.matchCountIsExact, "\(query.text)")
            let bm25 = try SearchScoreTests.bm25(in: archive, query: query)
            for hit in fast.hits {
                #expect(abs(hit.score - (try #require(bm25[hit.id]))) < 1e-9, "\(query.text): post \(hit.id)")
            }
        }
    }
}

/// A frequent word whose stem stemming changes again (`enterprise` is indexed as `enterpris`,
/// which a query would stem to `enterpri`) is tracked and ranked by blocks, as exactly as any.
@Suite("Search: ranking by blocks, a stem that stems again")
struct SearchUnstableStemTests {
    @Test func itIsTrackedAndRankedByBlocks() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed().replacingOccurrences(of: "delta", with: "enterprise"))
            let tracked = try archiveDatabase(archive.path).read { db in
                try String.fetchAll(db, sql: "SELECT term FROM search_bound_term WHERE term LIKE 'enterpri%'")
            }
            #expect(tracked == ["enterpris"])
            let queries = [try SearchQuery("enterprise"), try SearchQuery("enterprise alpha", limit: 30)]
            let byBlocks = try queries.map { try archive.search($0, countLimit: SearchBlockRankingTests.countLimit) }
            #expect(byBlocks.allSatisfy { $0.blocks != nil })
            // Scoring every match: a block marked as changed by another connection.
            try archiveDatabase(archive.path).write { db in try db.execute(sql: "INSERT INTO search_bound_dirty VALUES (-1)") }
            for (query, fast) in zip(queries, byBlocks) {
                let slow = try archive.search(query, countLimit: SearchBlockRankingTests.countLimit)
                #expect(slow.blocks == nil)
                #expect(fast.hits.map(\.id) == slow.hits.map(\.id), "\(query.text)")
                #expect(fast.hits.map(\.score) == slow.hits.map(\.score), "\(query.text)")
            }
        }
    }

    /// An archive whose terms were chosen before gets them chosen again when opened.
    @Test func anArchiveFromBeforeGetsTheTermsChosenAgain() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed().replacingOccurrences(of: "delta", with: "enterprise"))
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: """
                    DELETE FROM search_bound WHERE term = 'enterpris'; DELETE FROM search_bound_term WHERE term = 'enterpris';
                    DELETE FROM grdb_migrations WHERE identifier = 'v19'
                    """)
            }
            let reopened = try Archive(path: archive.path)
            let blocks = try #require(try reopened.search(try SearchQuery("enterprise"), countLimit: SearchBlockRankingTests.countLimit).blocks)
            #expect(blocks.ranked < blocks.candidates)
        }
    }

    /// The tokenizer's way to name an index term as it is cannot be typed: a control character
    /// in a query is a space.
    @Test func aTypedQueryCannotNameAnIndexTermAsItIs() throws {
        try withTemporaryArchive { archive throws in
            try archive.importFeed(text: SearchBlockRankingTests.feed(count: 300).replacingOccurrences(of: "delta", with: "enterprise"))
            // `enterpris` typed stems to `enterpri`, which no post holds.
            #expect(try archive.search(try SearchQuery("enterpris")).hits.isEmpty)
            #expect(try archive.search(try SearchQuery("\u{1}enterpris")).hits.isEmpty)
            #expect(try archive.search(try SearchQuery("\"\u{1}enterpris\"")).hits.isEmpty)
            #expect(!(try archive.search(try SearchQuery("enterprise")).hits.isEmpty))
        }
    }
}

/// The bound of a block for several phrases together (``PhraseBlockBound``) is at least the score
/// of every post of the block, at most the sum of each phrase's own best, and that sum when one
/// post is the best for every phrase.
@Suite("Search: bounds of phrases together in a block")
struct PhraseBlockBoundTests {
    @Test func noPostOfTheBlockScoresAboveIt() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let averageLength = 120.0
        let inverseFrequencies = [0.4, 1.7]
        var tighter = 0
        for _ in 0..<500 {
            // Posts of a block: each word's doubled frequency (0 when absent) and the length.
            let posts = (0..<(1 + next(40))).map { _ in
                (frequencies: [Int32(next(3) == 0 ? 0 : 1 + next(12)), Int32(next(4) == 0 ? 0 : 1 + next(12))],
                 length: Int32(5 + next(400)))
            }
            let frontiers = (0..<2).map { word in
                TermFrontier(points: posts.filter { $0.frequencies[word] > 0 }.map {
                    TermFrontier.Point(doubledFrequency: $0.frequencies[word], length: $0.length)
                })
            }
            let parts = (0..<2).filter { frontiers[$0].posts > 0 }.map {
                PhraseBlockBound.frontiers([frontiers[$0]], inverseFrequency: inverseFrequencies[$0])
            }
            let bound = PhraseBlockBound.bound(of: parts, averageLength: averageLength)
            let score = { (word: Int, frequency: Int32, length: Int32) in
                frequency == 0 ? 0 : RankState.termScore(
                    inverseFrequency: inverseFrequencies[word], frequency: Double(frequency) / 2,
                    length: length, averageLength: averageLength)
            }
            for post in posts {
                #expect(score(0, post.frequencies[0], post.length) + score(1, post.frequencies[1], post.length) <= bound)
            }
            // Each word at its own best post, added up.
            let separate = (0..<2).reduce(0.0) { sum, word in
                sum + (posts.map { score(word, $0.frequencies[word], $0.length) }.max() ?? 0)
            }
            #expect(bound <= separate)
            if bound < separate { tighter += 1 }
        }
        #expect(tighter > 250, "bounded together, most blocks' bounds are lower")
    }

    @Test func aPhraseIsBoundedByTheLeastOfItsWordsAtEachLength() {
        // Word one: much in a short post; word two: much in a long one, once in the short one.
        let one = TermFrontier(points: [.init(doubledFrequency: 12, length: 20), .init(doubledFrequency: 2, length: 300)])
        let two = TermFrontier(points: [.init(doubledFrequency: 2, length: 20), .init(doubledFrequency: 12, length: 300)])
        let score = { (frequency: Double, length: Int32) in
            RankState.termScore(inverseFrequency: 1, frequency: frequency, length: length, averageLength: 100)
        }
        let bound = PhraseBlockBound.bound(of: [.frontiers([one, two], inverseFrequency: 1)], averageLength: 100)
        // At length 20 the phrase is at most once (word two's frequency there); at 300, six times.
        #expect(bound == max(score(1, 20), score(6, 300)))
        #expect(bound < score(6, 20))
        // With an exact score of another phrase, added at every length.
        let both = PhraseBlockBound.bound(of: [.exact(0.5), .frontiers([one], inverseFrequency: 1)], averageLength: 100)
        #expect(both == 0.5 + score(6, 20))
    }
}
