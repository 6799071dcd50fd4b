import Foundation
import ProcessTestSupport
import Testing

/// A site of 10,000 posts deploys to a static host that takes at most 20,000 files, none over
/// 25 MiB (Cloudflare Pages), and its in-browser search still finds and ranks as `blogkit
/// search` does, its index packed in shards whose number does not grow with the posts.
@Suite("A 10,000-post site fits a static host")
struct StaticHostLimitsTests {
    static let posts = 10_000
    /// A common, a middling and a rarer word, the commonest, a phrase, a prefix, a column.
    static let queries: [String] = {
        let words = GeneratedSite.vocabulary
        return [words[3], words[40], words[900], "the", "\"this note\"", words[60] + "*", "title:note \(words[5])", "code:return"]
    }()

    @Test func filesSizesSearchIndexAndRankingAtTenThousandPosts() throws {
        let site = try GeneratedSite(posts: Self.posts)
        defer { site.cleanUp() }
        let files = try site.files()
        #expect(files.count <= 20_000, "\(files.count) files")
        let largest = try #require(files.max { $0.value < $1.value })
        #expect(largest.value <= 25 << 20, "\(largest.key): \(largest.value) bytes")

        // Term, pair and post shards have ceilings; length shards are one per 1,000 posts: at
        // 100,000 posts the index has at most 300 + 1 + 150 + 400 + 100 + 1 files.
        let search = files.keys.filter { $0.hasPrefix("search/") }
        func count(_ part: String) -> Int { search.filter { $0.hasPrefix("search/\(part)/") }.count }
        #expect(count("t") <= 301 && count("t") > 20, "\(count("t")) term shards")
        #expect(count("2") <= 150)
        #expect(count("p") == 400, "posts packed by 25")
        #expect(count("n") == Self.posts / 1000)
        #expect(search.count == count("t") + count("2") + count("p") + count("n") + 2, "and manifest.js, index.html")

        if Browser.skipped { return }
        let typed = try Browser.find().typeQueries(Self.queries, into: site.output.appendingPathComponent("search/index.html"))
        try #require(typed.count == Self.queries.count)
        for (query, shown) in zip(Self.queries, typed) {
            let expected = try site.commandTitles(query)
            #expect(expected.count == 10, "\(query): the comparison needs a full page, \(expected)")
            #expect(shown.titles == expected, "\(query)")
            let wire = try shown.loaded.reduce(0) { $0 + (try site.gzippedSize(of: "search/" + $1)) }
            #expect(wire <= 100_000, "\(query): \(wire) bytes over the wire")
        }
    }
}

/// An archive of generated posts, imported and built by the real `blogkit`: a made-up vocabulary
/// whose words are as unevenly common as a language's, a listing in one post of four, `In this
/// note:` in one of five, dates over fifteen years. Categories as bench/search_generate_feed.py
/// gives them: one to four of 200 common ones, and a label drawn from 30,000 by Zipf's law, so
/// that most labels name one post only (3,491 of the bench's 3,630 categories at 10,000 posts).
private struct GeneratedSite {
    let directory: URL
    var output: URL { directory.appendingPathComponent("output") }
    var database: String { directory.appendingPathComponent("blog.sqlite").path }

    init(posts: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-static-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let feed = directory.appendingPathComponent("feed.xml")
        try Data(Self.feed(posts: posts).utf8).write(to: feed)
        try run(["import", "--db", database, feed.path])
        try run(["build", "--db", database, "--output", output.path, "--base-url", "https://example.org/"])
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Three English words, then 6,000 made up, the first the most common in the posts.
    static let vocabulary = ["the", "a", "of"] + (0..<6000).map { index in
        let syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "pe", "sha", "qu", "dro", "ri", "ma", "zel", "u"]
        return (0..<(2 + index % 3)).map { syllables[(index / (1 + $0 * 5) + $0 * 3) % syllables.count] }.joined()
    }

    /// 30,000 made-up labels, none a word of the vocabulary (they end in `x`).
    static let labels = (0..<30_000).map { rank in
        let syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "pe", "sha", "qu", "dro", "ri", "ma", "zel", "u"]
        return (0..<4).map { syllables[(rank >> ($0 * 4)) & 15] }.joined() + "x"
    }

    static func feed(posts: Int) -> String {
        var seed: UInt64 = 24
        func pick(_ count: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % count
        }
        // Skewed: the smallest of three picks, so the first words are the most common.
        func common(_ count: Int) -> Int { min(pick(count), pick(count), pick(count)) }
        // Zipf's law: label `rank` is drawn in proportion to 1 / (rank + 1).
        var cumulative: [Double] = []
        for rank in labels.indices { cumulative.append((cumulative.last ?? 0) + 1 / Double(rank + 1)) }
        func zipf() -> Int {
            let point = Double(pick(1 << 30)) / Double(1 << 30) * cumulative[cumulative.count - 1]
            var low = 0, high = cumulative.count - 1
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] < point { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let categories = (0..<200).map { "Topic \(vocabulary[3 + $0 * 7])" }
        let start = Date(timeIntervalSince1970: 1_100_000_000)
        let items = (0..<posts).map { index in
            let words = (0..<(40 + pick(220))).map { _ in vocabulary[common(vocabulary.count)] }
            var body = (index % 5 == 0 ? "<p>In this note:</p>" : "") + "<p>" + words.joined(separator: " ") + "</p>"
            if index % 4 == 0 {
                body += "<pre><code>func f\(index)() {\n    return \(vocabulary[common(vocabulary.count)])\n}</code></pre>"
            }
            let title = "Note \(index) " + (0..<3).map { _ in vocabulary[common(vocabulary.count)] }.joined(separator: " ")
            let tags = ((0..<(1 + pick(4))).map { _ in categories[common(categories.count)] } + [labels[zipf()]])
                .map { "<category>\($0)</category>" }
            let date = start.addingTimeInterval(Double(index) * 47_000).formatted(.iso8601)
            return "<item><title>\(title)</title><link>https://example.org/\(index)/</link><guid>g\(index)</guid>"
                + "<pubDate>\(date)</pubDate>\(tags.joined())<description><![CDATA[\(body)]]></description></item>"
        }
        return "<rss version=\"2.0\"><channel><title>Notes</title>\n\(items.joined(separator: "\n"))</channel></rss>"
    }

    /// Every file of the site by path, with its size.
    func files() throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        let walker = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        let prefix = output.resolvingSymlinksInPath().path + "/"
        while let file = walker?.nextObject() as? URL {
            let values = try file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            sizes[String(file.resolvingSymlinksInPath().path.dropFirst(prefix.count))] = values.fileSize ?? 0
        }
        return sizes
    }

    /// The titles `blogkit search --json` prints for `query`, best first.
    func commandTitles(_ query: String) throws -> [String] {
        let output = try run(["search", "--db", database, "--json", "--limit", "10", query])
        let hits = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? []
        return hits.compactMap { $0["title"] as? String }
    }

    /// Bytes of the site's file at `path` compressed by gzip, as a web server sends it.
    func gzippedSize(of path: String) throws -> Int {
        try Self.capture("/bin/gzip", ["-6", "-c", output.appendingPathComponent(path).path]).count
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("blogkit")
        return String(decoding: try Self.capture(binary.path, arguments), as: UTF8.self)
    }

    /// The standard output of `executable arguments...`, through a file (pipes can leak into
    /// processes other tests spawn at the same moment); an error when it fails.
    private static func capture(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-out-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitForExit()
        try handle.close()
        guard process.terminationStatus == 0 else { throw BrowserError("\(executable) \(arguments.joined(separator: " ")) failed") }
        return try Data(contentsOf: file)
    }
}
