import Archive
import Content
import Foundation
import Site
import Testing

/// The sample posts of `Fixtures/posts.json` (the single sign-on post and the cases around it:
/// no link, a query-only link, two posts with one link, an undated post, hostile titles), built
/// into a fresh temporary directory, removed when the value goes away.
final class SampleSite {
    let directory: URL
    var output: URL { directory.appendingPathComponent("output") }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("blogkit-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Builds `posts` with the default templates unless `templates` is given; `force` builds even
    /// into an output directory that holds files but no build manifest.
    @discardableResult
    func build(
        _ posts: [Post], baseURL: String? = "https://example.com/blog/", templates: URL? = nil, force: Bool = false,
        termPageMinPosts: Int = SiteOptions.defaultTermPageMinPosts
    ) throws -> BuildReport {
        let options = SiteOptions(
            outputDirectory: output.path, templatesDirectory: templates?.path, baseURL: baseURL, title: "Sample Blog",
            termPageMinPosts: termPageMinPosts, force: force)
        return try SiteBuilder(options: options).build(posts: posts)
    }

    /// The text of `path` in the output.
    func page(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    /// Every file in the output, relative path to modification date.
    func modificationDates() throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            if attributes[.type] as? FileAttributeType == .typeRegular { dates[path] = attributes[.modificationDate] as? Date }
        }
        return dates
    }

    static let singleSignOnPage = "2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html"

    /// The posts of `Fixtures/posts.json`.
    static func posts() throws -> [Post] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("posts.json")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([FixturePost].self, from: Data(contentsOf: url)).map(\.post)
    }

    /// `count` short dated posts with ids from 100, a day apart, for pagination.
    static func filler(_ count: Int) -> [Post] {
        (0..<count).map { index in
            Post(id: Int64(100 + index), guid: "filler-\(index)", title: "Filler post \(index)",
                 link: "https://example.org/filler/\(index)/",
                 published: Date(timeIntervalSince1970: 1_200_000_000 + Double(index) * 86_400),
                 categories: ["filler"], markdown: "Filler \(index).\n", html: "<p>Filler \(index).</p>\n",
                 excerptHTML: "<p>Filler \(index).</p>", prose: "Filler \(index).")
        }
    }
}

/// A post as the fixture file spells it.
private struct FixturePost: Decodable {
    var id: Int64
    var guid: String
    var title: String
    var link: String?
    var published: Date?
    var author: String?
    var categories: [String]?
    var summary: String?
    var html: String
    var excerptHTML: String
    var prose: String
    var code: [PostListing]?
    var links: [String]?

    /// The post as import stores it: the fixture's HTML converted, so that its Markdown (what
    /// the site renders) and its HTML agree.
    var post: Post {
        let body = HTMLConverter().convert(html: html)
        return Post(id: id, guid: guid, title: title, link: link, published: published, author: author,
             categories: categories ?? [], summary: summary, markdown: body.markdown, html: body.html,
             excerptHTML: excerptHTML, prose: prose, code: code ?? [], links: links ?? [])
    }
}
