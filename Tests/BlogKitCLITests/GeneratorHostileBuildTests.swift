import Foundation
import Testing

/// Posts written to run code through an export, built with the real Jekyll and Hugo: every title
/// reads back as the archive holds it, Liquid never runs, and Markdown attribute syntax (Hugo's
/// `{...}` after a heading or under a block, kramdown's `{: ...}` and `{::nomarkdown}`) shows as
/// text instead of reaching the HTML.
@Suite("export of hostile posts, built by Jekyll and Hugo")
struct GeneratorHostileBuildTests {
    static let body = """
        <h2>Hi {style="position:fixed;inset:0"}</h2>
        <h2>Use <code>{x}</code> here {#custom .c}</h2>
        <p>para <em>em</em>{: style="color:red"} and {::nomarkdown}&lt;img src=x onerror=alert(1)&gt;{:/} end</p>
        <p>line<br>{.blue}</p>
        <p>{: .blue}</p>
        <p>\(HostileFeed.liquid)</p>
        <pre><code>\(HostileFeed.liquid)</code></pre>
        """

    /// What each page's article must show as text (tags dropped, entities decoded).
    static let shownText = [
        #"Hi {style="position:fixed;inset:0"}"#, "Use {x} here {#custom .c}",
        #"para em{: style="color:red"} and {::nomarkdown}<img src=x onerror=alert(1)>{:/} end"#,
        "{.blue}", "{: .blue}", HostileFeed.liquid,
    ]

    @Test func jekyllShowsEveryTitleAndRunsNoLiquidNorAttribute() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/jekyll"), "jekyll missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let posts = try HostileFeed.imported(into: cli, body: Self.body)
        #expect(try cli.run(["export", "--format", "jekyll", "--output", "site"]).status == 0)
        let (status, output) = try GeneratorExportTests.run("/usr/bin/jekyll", ["build", "--quiet"], in: cli.path("site"), log: cli.path("jekyll.log"))
        #expect(status == 0 && !output.localizedCaseInsensitiveContains("error"), "\(output)")
        try Self.checkPages(posts, in: cli.path("site/_site"))
    }

    /// With a configuration that turns Goldmark's block attributes on, as a user may.
    @Test func hugoShowsEveryTitleAndNoAttribute() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/hugo"), "hugo missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let posts = try HostileFeed.imported(into: cli, body: Self.body)
        try FileManager.default.createDirectory(atPath: cli.path("site"), withIntermediateDirectories: true)
        try """
            baseURL = "/"
            [markup.goldmark.renderer]
            unsafe = true
            [markup.goldmark.extensions]
            typographer = false
            [markup.goldmark.parser.attribute]
            block = true
            title = true

            """.write(toFile: cli.path("site/hugo.toml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["export", "--format", "hugo", "--output", "site"]).status == 0)
        let (status, output) = try GeneratorExportTests.run("/usr/bin/hugo", ["--quiet"], in: cli.path("site"), log: cli.path("hugo.log"))
        #expect(status == 0, "\(output)")
        try Self.checkPages(posts, in: cli.path("site/public"))
    }

    /// Jekyll's configuration that `export` writes makes a post whose front matter cannot be
    /// read (earlier exports wrote a C1 control raw) fail the build: Jekyll never falls back
    /// to rendering its body with Liquid.
    @Test func jekyllFailsOnFrontMatterItCannotReadInsteadOfRunningTheBody() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/jekyll"), "jekyll missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link>
            <item><title>Plain</title><link>https://example.com/plain/</link><guid>p</guid>
            <pubDate>Mon, 06 Jan 2020 10:00:00 +0000</pubDate><description><![CDATA[<pre><code>\(HostileFeed.liquid)</code></pre>]]></description></item>
            </channel></rss>
            """.write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "feed.xml"])
        #expect(try cli.run(["export", "--format", "jekyll", "--output", "site"]).status == 0)
        let post = try #require(try FileManager.default.contentsOfDirectory(atPath: cli.path("site/_posts")).first)
        let file = cli.path("site/_posts/" + post)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "title: \"Plain\"", with: "title: \"Hello\u{90}world\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (status, output) = try GeneratorExportTests.run("/usr/bin/jekyll", ["build", "--quiet"], in: cli.path("site"), log: cli.path("jekyll.log"))
        #expect(status != 0, "\(output)")
        #expect(output.contains("YAML Exception"), "\(output)")
        let page = try? String(contentsOfFile: cli.path("site/_site/plain/index.html"), encoding: .utf8)
        #expect(page?.contains("42") != true)
    }

    /// Each post's page, at its link's path under `root`: its `<h1>` is the post's title, its text
    /// shows `shownText`, and no tag carries an attribute the body asked for.
    static func checkPages(_ posts: [HostileFeed.Post], in root: String) throws {
        for post in posts {
            let page = root + post.path + "index.html"
            let html = try #require(try? String(contentsOfFile: page, encoding: .utf8), "no page at \(page)")
            let heading = html.firstMatch(of: /<h1>(.*?)<\/h1>/.dotMatchesNewlines()).map { HTMLEntities.decode(String($0.1)) }
            #expect(heading == post.title, "\(post.path): \(String(describing: heading))")
            let text = HTMLEntities.decode(html.replacing(/<[^>]*>/, with: ""))
            for shown in shownText { #expect(text.contains(shown), "\(post.path): \(shown) not shown") }
            #expect(!text.contains("42"), "\(post.path): Liquid ran")
            for tag in html.matches(of: /<[^>]*>/).map({ String($0.0) }) {
                #expect(!tag.contains("style=") && !tag.contains("onerror") && !tag.contains("<img"), "\(post.path): \(tag)")
                #expect(!tag.contains(#"class="blue""#) && !tag.contains(#"class="c""#) && !tag.contains(#"id="custom""#), "\(post.path): \(tag)")
            }
        }
    }
}
