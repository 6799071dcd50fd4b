import Archive
import Feeds
import Foundation
import Import
import Site
import Testing

/// A build from an archive holds its posts without their bodies and reads each body when a page,
/// a feed entry or the search index needs it: the site must be the one built from the same posts
/// held whole.
@Suite("A site built from the archive")
struct ArchiveBuildTests {
    @Test("is byte for byte the site built from the same posts held whole: pages, feeds, comments, search index")
    func sameAsFromPostsHeldWhole() throws {
        let site = try SampleSite()
        let archive = try Archive(path: site.directory.appendingPathComponent("blog.sqlite").path)
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        for name in ["feeds/nathanhjones-development.xml", "feeds/nathanhjones-enterprise.xml", "exports/comments.xml"] {
            _ = try Importer(archive: archive).importFeed(fixtures.appendingPathComponent(name).path)
        }
        // The sample posts, which link to each other, and an item of a feed that gives only a summary.
        for post in try SampleSite.posts() {
            try Importer(archive: archive).save(
                FeedItem(
                    title: post.title, link: post.link, guid: post.guid, published: post.published,
                    categories: post.categories.map { FeedCategory(name: $0) }, contentHTML: post.html),
                fromSource: "posts.json")
        }
        try Importer(archive: archive).save(
            FeedItem(title: "Only a summary", guid: "summary-only", summaryHTML: "A feed that gives <b>no</b> body.", contentHTML: ""),
            fromSource: "summaries.xml")
        let posts = try archive.posts()
        // The cases that read a body outside a post's own page: comments, a post without a body
        // (its summary shown instead), listings, and links to other posts (excerpts and feed
        // bodies rendered again).
        #expect(posts.contains { !$0.comments.isEmpty })
        #expect(posts.contains { !$0.code.isEmpty })
        #expect(posts.contains { $0.markdown.isEmpty && !($0.summary ?? "").isEmpty })
        let links = Set(posts.compactMap(\.link))
        #expect(posts.contains { $0.links.contains(where: links.contains) })

        func options(_ folder: String) -> SiteOptions {
            SiteOptions(
                outputDirectory: site.directory.appendingPathComponent(folder).path, baseURL: "https://example.com/blog/",
                title: "Sample Blog", description: "Posts", language: "en", postsPerPage: 3, redirects: [])
        }
        let fromArchive = try SiteBuilder(options: options("from-archive")).build(from: archive)
        let held = try SiteBuilder(options: options("held")).build(posts: posts)
        #expect(fromArchive.pagesWritten == held.pagesWritten)
        let files = try Self.files(in: site.directory.appendingPathComponent("from-archive"))
        #expect(files.keys.contains("search/manifest.js") && files.keys.contains("feed.json"))
        #expect(files == (try Self.files(in: site.directory.appendingPathComponent("held"))))
    }

    /// Every file of a built site but its manifest, by path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] where !path.hasPrefix(".blogkit") {
            let url = folder.appendingPathComponent(path)
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true { files[path] = try Data(contentsOf: url) }
        }
        return files
    }
}
