import Archive
import Feeds
import Import
import Foundation
import ProcessTestSupport
import Site
import Testing

/// The site's search page, typed into in headless Chromium, against `blogkit search --json` on
/// the same archive: the real sample feeds, real Chinese, Japanese and Korean prose, and a few
/// hundred posts made of their words, so that common words match dozens of posts and ranking
/// decides the first ten.
@Suite("Site search finds what blogkit search finds")
struct SearchParityTests {
    static let queries = [
        "keychains", "dateFromString", "json OR wordpress", "enterprise -amazon", "\"single sign-on\"", "applica*",
        "title:enterprise", "code:NSLog", "ios application", "data", "NOT amazon json", "category:mobile iphone",
        "\"use the\"", "\"developer needs to\"", "\"sign on\" -keychain", "authenticating configurations",
        "程序设计", "言語", "프로그래밍", "파이썬",
    ]

    @Test("each query's first ten results are those of blogkit search, nine of ten at least, words marked")
    func sameResults() throws {
        if Browser.skipped { return }
        let site = try ParitySite()
        // Last, a query the command refuses: 65 words.
        let tooLong = Array(repeating: "json", count: 65).joined(separator: " ")
        let typed = try Browser.find().typeQueries(
            Self.queries + [tooLong], into: site.output.appendingPathComponent("search/index.html"))
        try #require(typed.count == Self.queries.count + 1)
        for (query, shown) in zip(Self.queries, typed) {
            let expected = try site.commandTitles(query)
            #expect(!expected.isEmpty, "\(query): blogkit search finds nothing, the comparison would prove nothing")
            let overlap = Set(shown.titles).intersection(expected).count
            #expect(shown.titles.count == expected.count, "\(query): \(shown.titles) against \(expected)")
            #expect(overlap >= (expected.count == 10 ? 9 : expected.count), "\(query): \(shown.titles) against \(expected)")
            // A title filter matches no passage; `single sign-on` is a category of the posts first.
            if query != "title:enterprise", query != "\"single sign-on\"" {
                #expect(!shown.marked.isEmpty, "\(query): no word marked in the passages")
            }
            let bytes = try shown.loaded.reduce(0) { total, path in
                let file = site.output.appendingPathComponent("search").appendingPathComponent(path)
                return total + (try Data(contentsOf: file).count)
            }
            #expect(bytes < 150_000, "\(query): \(bytes) bytes loaded")
        }
        #expect(typed[0].marked.contains { $0.lowercased().hasPrefix("keychain") }, "keychains marks keychain")
        #expect(typed.last?.status == "The query has 65 words; a search looks for at most 64.")
        #expect(typed[16].marked.contains("程序设计"))
    }
}

/// An archive of the sample feeds, the CJK texts and 300 posts made of their words, built into a site.
private struct ParitySite {
    let site: SampleSite
    let archive: Archive
    var output: URL { site.output }
    var database: String { site.directory.appendingPathComponent("blog.sqlite").path }

    init() throws {
        site = try SampleSite()
        archive = try Archive(path: site.directory.appendingPathComponent("blog.sqlite").path)
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        for name in ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"] {
            _ = try Importer(archive: archive).importFeed(fixtures.appendingPathComponent("feeds/\(name)").path)
        }
        let real = try archive.posts()
        let words = real.flatMap { $0.prose.split(whereSeparator: \.isWhitespace).map(String.init) }
        let lines = real.flatMap { $0.code.flatMap { $0.code.split(separator: "\n").map(String.init) } }
        let categories = Array(Set(real.flatMap(\.categories))).sorted()
        var cjk: [String] = []
        for file in ["gb2312-utf8.txt", "iso2022_jp-utf8.txt", "euc_kr-utf8.txt"] {
            let text = try String(contentsOf: fixtures.appendingPathComponent("cjk-text/\(file)"), encoding: .utf8)
            cjk += text.split(separator: "\n").map(String.init)
        }
        var seed: UInt64 = 7
        func pick(_ count: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % count
        }
        for index in 0..<300 {
            let title = (0..<4).map { _ in words[pick(words.count)] }.joined(separator: " ")
            var html = "<p>" + (0..<(40 + pick(160))).map { _ in escape(words[pick(words.count)]) }.joined(separator: " ") + "</p>"
            if index % 3 == 0 {
                html += "<pre><code>" + (0..<4).map { _ in escape(lines[pick(lines.count)]) }.joined(separator: "\n") + "</code></pre>"
            }
            if index % 7 == 0 { html += "<p>" + escape(cjk[pick(cjk.count)]) + "</p>" }
            let item = FeedItem(
                title: "\(title) (\(index))", link: "https://example.org/made/\(index)/",
                published: Date(timeIntervalSince1970: 1_300_000_000 + Double(index) * 86_400),
                categories: (0..<(1 + pick(3))).map { _ in FeedCategory(name: categories[pick(categories.count)]) },
                contentHTML: html)
            try Importer(archive: archive).save(item, fromSource: "made-up")
        }
        for (index, file) in ["gb2312-utf8.txt", "iso2022_jp-utf8.txt", "euc_kr-utf8.txt"].enumerated() {
            let text = try String(contentsOf: fixtures.appendingPathComponent("cjk-text/\(file)"), encoding: .utf8)
            try Importer(archive: archive).save(FeedItem(
                title: file, link: "https://example.org/cjk/\(index)/",
                published: Date(timeIntervalSince1970: 1_250_000_000 + Double(index) * 86_400),
                contentHTML: "<p>" + escape(text) + "</p>"), fromSource: "cjk")
        }
        _ = try SiteBuilder(options: SiteOptions(outputDirectory: site.output.path)).build(from: archive)
    }

    /// The titles `blogkit search --json` prints for `query`, best first.
    func commandTitles(_ query: String) throws -> [String] {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("blogkit")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["search", "--db", database, "--json", "--limit", "10", query]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-search-\(UUID().uuidString).json")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitForExit()
        try handle.close()
        let hits = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [[String: Any]] ?? []
        return hits.compactMap { $0["title"] as? String }
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
