import Archive
import Foundation
import Testing

/// The in-browser search's index files, read back the way `search.js` reads them.
@Suite("Site search index")
struct SiteSearchIndexTests {
    /// Posts with a made-up vocabulary of 4,000 words, so that the index is split in many shards.
    static func wordyPosts(_ count: Int) -> [Post] {
        var seed: UInt64 = 42
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        let syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "pe", "sha", "qu", "dro"]
        let vocabulary = (0..<4000).map { index in
            (0..<(2 + index % 3)).map { syllables[(index / (1 + $0 * 7) + $0) % syllables.count] }.joined() + "\(index % 10)"
        }
        return (0..<count).map { index in
            let prose = (0..<120).map { _ in vocabulary[min(next() % 4000, next() % 4000)] }.joined(separator: " ")
            return Post(id: Int64(1000 + index), guid: "wordy-\(index)", title: "Wordy \(index)",
                        link: "https://example.org/wordy/\(index)/",
                        published: Date(timeIntervalSince1970: 1_100_000_000 + Double(index) * 3600),
                        markdown: prose + "\n", html: "<p>\(prose)</p>\n", prose: prose)
        }
    }

    /// The JSON argument of `blogkitSearch.NAME(ID,JSON);` in a file of the index.
    static func payload(_ file: URL) throws -> Any {
        let text = try String(contentsOf: file, encoding: .utf8)
        let start = try #require(text.firstIndex(where: { $0 == "{" || $0 == "[" }))
        let end = try #require(text.range(of: ");", options: .backwards)?.lowerBound)
        return try JSONSerialization.jsonObject(with: Data(text[start..<end].utf8))
    }

    @Test("terms are split in UTF-8 order, each shard closed once it holds 12,000 bytes of postings")
    func shards() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + Self.wordyPosts(400))
        let index = site.output.appendingPathComponent("search")
        let manifest = try #require(try Self.payload(index.appendingPathComponent("manifest.js")) as? [String: Any])
        let firsts = try #require(manifest["terms"] as? [String])
        let inOrder = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
        #expect(firsts.count > 5, "a few hundred posts need several shards")
        #expect(firsts == firsts.sorted(by: inOrder))
        for (number, first) in firsts.enumerated() {
            let shard = try #require(try Self.payload(index.appendingPathComponent("t/\(number).js")) as? [String: String])
            let terms = shard.keys.sorted(by: inOrder)
            #expect(terms.first == first, "shard \(number) starts at its listed first term")
            guard number + 1 < firsts.count, let last = terms.last else { continue }
            #expect(inOrder(last, firsts[number + 1]), "shard \(number) ends before the next one starts")
            let bytes = terms.dropLast().reduce(0) { $0 + $1.utf8.count + (shard[$1]?.utf8.count ?? 0) + 6 }
            #expect(bytes < 12_000 && bytes + last.utf8.count + (shard[last]?.utf8.count ?? 0) + 6 >= 12_000, "shard \(number)")
        }
    }

    /// The numbers of an index string: five bits a character, lowest first (IndexNumbers).
    static func numbers(_ text: String) -> [Int] {
        let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
        var values: [Int] = []
        var value = 0
        var shift = 0
        for character in text {
            let digit = digits.firstIndex(of: character) ?? 0
            value |= (digit & 31) << shift
            if digit >= 32 { shift += 5; continue }
            values.append(value)
            value = 0
            shift = 0
        }
        return values
    }

    @Test("the length shards hold every document's length, their mean the manifest's")
    func lengths() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + Self.wordyPosts(1_200))
        let index = site.output.appendingPathComponent("search")
        let manifest = try #require(try Self.payload(index.appendingPathComponent("manifest.js")) as? [String: Any])
        let table = try #require(manifest["lengthRanges"] as? [Int])
        let docs = try #require(manifest["docs"] as? Int)
        let average = try #require(manifest["averageLength"] as? Double)
        var lengths: [Int] = []
        for shard in 0..<((docs + 999) / 1_000) {
            let text = try String(contentsOf: index.appendingPathComponent("n/\(shard).js"), encoding: .utf8)
            let strings = text.split(separator: "\"", omittingEmptySubsequences: false)
            #expect(strings.count == 5, "blogkitSearch.lengths(N,\"ranges\",\"offsets\");")
            lengths += LengthCodeTests.decoded(String(strings[1]), String(strings[3]), table: table)
        }
        #expect(lengths.count == docs && docs > 1_200)
        #expect(abs(Double(lengths.reduce(0, +)) / Double(docs) - average) < 1e-9)
        #expect(lengths.filter { $0 >= 120 }.count >= 1_200, "a wordy post holds 120 words")
    }

    @Test("a term's postings hold the archive's stems, counted by column, and lead to the post")
    func postings() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let index = site.output.appendingPathComponent("search")
        let shard = try #require(try Self.payload(index.appendingPathComponent("t/0.js")) as? [String: String])
        // `keychain` once, in the prose: form 0.
        let keychain = Self.numbers(try #require(shard["keychain"]))
        #expect(keychain.count == 1 && keychain[0] & 3 == 0)
        let document = keychain[0] >> 2
        let manifest = try #require(try Self.payload(index.appendingPathComponent("manifest.js")) as? [String: Any])
        let perShard = try #require(manifest["postsPerShard"] as? Int)
        let posts = try #require(try Self.payload(index.appendingPathComponent("p/\(document / perShard).js")) as? [[String]])
        let post = posts[document % perShard]
        #expect(post[0] == "A Single Sign-on Pattern for Enterprise iOS Applications")
        #expect(post[1] == "2011-11-11")
        #expect(post[2] == "2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html")
        #expect(post[3].hasPrefix("In conversations with clients"))
        // Porter stems, as the archive's index: `applications` is `applic`; in the title, form 3.
        #expect(shard["applications"] == nil)
        let applic = Self.numbers(try #require(shard["applic"]))
        #expect(applic.first.map { $0 & 3 } == 3 && applic[1] == 1, "title count 1: \(applic)")
        #expect(shard["the"] != nil, "every word is indexed, as in the archive")
    }
}
