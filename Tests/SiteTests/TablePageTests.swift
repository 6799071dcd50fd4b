import Archive
import Foundation
import Import
import Site
import Testing

/// What the converter writes into `markdown` must render on the built pages as the archive's
/// `html` shows it: a pipe table is a table on the page, not a paragraph of `|` text. Sections of
/// real Python documentation pages (`Fixtures/pydocs`), imported and built.
@Suite("Tables and other converted constructs on the built pages")
struct TablePageTests {
    /// The site built from `Fixtures/pydocs/tables.xml`, and its pages' text by output path.
    private struct PydocsSite {
        let site: SampleSite
        let archive: Archive
        let pages: [String: String]

        init() throws {
            site = try SampleSite()
            archive = try Archive(path: site.directory.appendingPathComponent("blog.sqlite").path)
            let feed = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
                .appendingPathComponent("pydocs/tables.xml")
            _ = try Importer(archive: archive).importFeed(feed.path)
            _ = try SiteBuilder(options: SiteOptions(outputDirectory: site.output.path, baseURL: nil)).build(from: archive)
            var pages: [String: String] = [:]
            for path in FileManager.default.subpaths(atPath: site.output.path) ?? [] where path.hasSuffix(".html") {
                pages[path] = try site.page(path)
            }
            self.pages = pages
        }

        /// The page of the post titled `title`.
        func page(titled title: String) throws -> String {
            try #require(pages.values.first { $0.contains("<h1>\(title)</h1>") || $0.contains("<title>\(title)") })
        }
    }

    @Test("every table of the source is a table on its post's page, none is left as pipe text")
    func tablesRender() throws {
        let site = try PydocsSite()
        let posts = try site.archive.posts()
        #expect(posts.count == 4)
        #expect(site.pages.values.allSatisfy { !$0.contains("<p>| ") })
        for post in posts {
            let page = try site.page(titled: post.title)
            #expect(page.components(separatedBy: "<table>").count - 1 == 1, "\(post.title): each section holds one table")
            #expect(!page.contains("<p>| "), "\(post.title): a pipe table left as a paragraph")
            #expect(!page.contains("| --- |"), "\(post.title)")
        }
    }

    @Test("a pipe table keeps its header, its cells' markup and the pipes escaped inside them")
    func tableCells() throws {
        let site = try PydocsSite()
        let bitwise = try site.page(titled: "Bitwise Operations on Integer Types")
        #expect(bitwise.contains("<th>Operation</th>"))
        #expect(bitwise.contains("<td><code>x | y</code></td>"))
        #expect(bitwise.contains("<td>bitwise <em>or</em> of <em>x</em> and <em>y</em></td>"))
        let boolean = try site.page(titled: "Boolean Operations")
        #expect(boolean.contains("<td>if <em>x</em> is false, then <code>True</code>, else <code>False</code></td>"))
    }

    @Test("a table too complex for pipes (a header cell spanning four columns) stays a sanitized HTML table")
    func htmlTable() throws {
        let page = try PydocsSite().page(titled: "Built-in Functions")
        #expect(page.contains(#"<th colspan="4"> Built-in Functions </th>"#))
    }

    @Test("footnote references and the footnotes themselves reach the page")
    func footnotes() throws {
        let page = try PydocsSite().page(titled: "chunk — Read IFF chunked data")
        #expect(page.contains("<th>Offset</th>"))
        #expect(page.contains("“EA IFF 85” Standard for Interchange Format Files"))
        #expect(page.contains(#"chunk/index.html#id2">[1]</a>"#))
    }
}
