import Foundation
import Testing

/// Links follow the move: built with a base URL that is not the old blog's, a link in a post to
/// another post at any address the old blog served it at (its link, `?p=`/`?page_id=`, `http`,
/// `https` and `www.` variants, Blogger's `.html` and `?m=1`) points at that post's new page, in
/// the site's pages, its feeds and `blogkit export --format` files; a link out of the blog, and
/// one to an old path that is no post, stay as they were; a fragment stays on its link.
///
/// The real export fixtures (Fixtures/exports/README.md) hold no link between their posts: each
/// test writes a copy with one paragraph of such links put at the start of one post's body.
@Suite("Links between posts follow the move")
struct MovedLinkTests {
    static let base = "https://new.example/blog/"

    /// The links put into "With tags" (post 25) of the WordPress export.
    static let wordPressLinks = """
        <p>See <a href="http://thisisa.test/with-excerpt/">the excerpt post</a>, \
        <a href="https://www.thisisa.test/with-excerpt/#comment-3">its third comment</a>, \
        <a href="/?p=175">the code</a>, <a href="https://thisisa.test/?p=8">post eight</a>, \
        <a href="http://thisisa.test/?page_id=334">the contact page</a>, \
        <a href="https://example.org/elsewhere/">elsewhere</a> and \
        <a href="http://thisisa.test/never/was/">a page that never was</a>.</p>
        """

    /// The links put into "The Steel Windpipe" of the Blogger export (escaped: its body is
    /// `type="html"` text).
    static let bloggerLinks = """
        &lt;p&gt;&lt;a href="https://youngdoctornotes.blogspot.com/p/test-page.html?m=1"&gt;The test page&lt;/a&gt;, \
        &lt;a href="http://www.youngdoctornotes.blogspot.com/p/test-page.html#top"&gt;its top&lt;/a&gt;, \
        &lt;a href="https://youngdoctornotes.blogspot.com/2010/11/the-steel-windpipe.html?m=1#c1"&gt;this post&lt;/a&gt; and \
        &lt;a href="https://www.blogger.com/profile/000082957"&gt;the author&lt;/a&gt;.&lt;/p&gt;
        """

    /// `fixture` with `links` put right after `marker`, written into `cli`'s directory; its name there.
    static func withLinks(_ fixture: String, after marker: String, _ links: String, in cli: CommandLine) throws -> String {
        let text = try String(contentsOfFile: CommandLine.fixture(fixture), encoding: .utf8)
        #expect(text.components(separatedBy: marker).count == 2, "\(marker) is not once in \(fixture)")
        let name = (fixture as NSString).lastPathComponent
        try cli.write(text.replacingOccurrences(of: marker, with: marker + links), to: name)
        return name
    }

    /// Imports the WordPress export with the links in post 25, and builds with `base`.
    static func wordPressSite() throws -> CommandLine {
        let cli = try CommandLine()
        let marker = "<guid isPermaLink=\"false\">http://thisisa.test/?p=25</guid>\n        <description></description>\n        <content:encoded><![CDATA["
        let export = try withLinks("exports/pelican-wordpress.xml", after: marker, wordPressLinks, in: cli)
        #expect(try cli.run(["import", export]).status == 0)
        // In the settings, so that `check --site` knows the base URL too; every category has a
        // page and a feed, those of one post included (their links are read below).
        try cli.write("base_url = \"\(base)\"\nterm_page_min_posts = 1\n", to: "blogkit.toml")
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        return cli
    }

    func text(_ cli: CommandLine, _ path: String) throws -> String {
        try String(contentsOfFile: cli.path(path), encoding: .utf8)
    }

    @Test("WordPress: pages point at the new pages, links out stay")
    func wordPressPages() throws {
        let cli = try Self.wordPressSite()
        defer { cli.cleanUp() }
        // "With tags" was at /tags/, which is the site's tag index: its page is elsewhere.
        let html = try text(cli, "output/posts/with-tags/index.html")
        for href in [
            "../../with-excerpt/index.html", "../../with-excerpt/index.html#comment-3", "../../posts/code-in-list/index.html",
            "../../contact/index.html", "https://example.org/elsewhere/", "http://thisisa.test/never/was/",
        ] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        #expect(html.contains("href=\"../../with-excerpt/index.html\">post eight</a>"))
        for old in ["thisisa.test/with-excerpt", "?p=", "page_id="] { #expect(!html.contains(old), "\(old)") }
        // Nothing the links point at is missing, and the archive lost nothing.
        let site = try cli.run(["check", "--site"])
        #expect(site.status == 0, "\(site.stdout)")
        let audit = try cli.run(["check", "--post", "http://thisisa.test/tags/"])
        #expect(audit.status == 0 && audit.stdout.contains("nothing lost"), "\(audit.stdout)")
    }

    @Test("WordPress: the RSS, Atom and JSON feeds point at the new pages")
    func wordPressFeeds() throws {
        let cli = try Self.wordPressSite()
        defer { cli.cleanUp() }
        for file in ["output/feed.xml", "output/atom.xml", "output/category/category-3/feed.xml"] {
            let feed = try text(cli, file)
            for url in ["with-excerpt/", "with-excerpt/#comment-3", "posts/code-in-list/", "contact/"] {
                #expect(feed.contains("href=&quot;\(Self.base)\(url)&quot;"), "\(file): \(url)")
            }
            #expect(feed.contains("href=&quot;https://example.org/elsewhere/&quot;"), "\(file)")
            #expect(feed.contains("href=&quot;http://thisisa.test/never/was/&quot;"), "\(file)")
            // The source's guids (`http://thisisa.test/?p=25`) are the items' ids: no link is left there.
            for old in ["thisisa.test/with-excerpt", "thisisa.test/?p=8&quot;", "thisisa.test/?p=175&quot;", "page_id="] {
                #expect(!feed.contains("href=&quot;http://" + old) && !feed.contains("href=&quot;https://" + old), "\(file): \(old)")
            }
            #expect(!feed.contains("www.thisisa.test"), "\(file)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("output/feed.json"))))
        let items = (json as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let body = try #require(items.first { $0["title"] as? String == "With tags" }?["content_html"] as? String)
        #expect(body.contains("href=\"\(Self.base)with-excerpt/#comment-3\""), "\(body)")
        #expect(body.contains("href=\"\(Self.base)contact/\""), "\(body)")
        #expect(body.contains("href=\"https://example.org/elsewhere/\""), "\(body)")
        #expect(!body.contains("?p=") && !body.contains("page_id="), "\(body)")
    }

    @Test("WordPress: Hugo and Jekyll files link to the posts' paths in the export", arguments: [
        ("hugo", "content/posts/with-tags.md"), ("jekyll", "_posts/2012-02-04-with-tags.md"),
        ("zola", "content/posts/with-tags.md"), ("eleventy", "posts/with-tags.md"),
    ])
    func wordPressExports(generator: String, file: String) throws {
        let cli = try Self.wordPressSite()
        defer { cli.cleanUp() }
        let export = try cli.run(["export", "--format", generator, "--output", "site"])
        #expect(export.status == 0, "\(export.stderr)")
        let markdown = try text(cli, "site/" + file)
        for destination in [
            "/with-excerpt/", "/with-excerpt/#comment-3", "/posts/code-in-list/", "/contact/",
            "https://example.org/elsewhere/", "http://thisisa.test/never/was/",
        ] {
            #expect(markdown.contains("](\(destination))"), "\(destination) in \(markdown)")
        }
        for old in ["thisisa.test/with-excerpt", "?p=", "page_id="] { #expect(!markdown.contains(old), "\(old)") }
        // The post linked to is at that path in the export, as its front matter says.
        let target = try text(cli, "site/" + file.replacingOccurrences(of: "with-tags", with: "with-excerpt"))
        #expect(target.contains(" \"/with-excerpt/\"\n") || target.contains(" \"with-excerpt/\"\n"), "\(target)")
    }

    /// Imports the Blogger export with the links in its post, and builds with `base`.
    static func bloggerSite() throws -> CommandLine {
        let cli = try CommandLine()
        let export = try withLinks("exports/blogger-export.xml", after: "<content type=\"html\">It was a cold Winter's night.", bloggerLinks, in: cli)
        #expect(try cli.run(["import", export]).status == 0)
        let build = try cli.run(["build", "--base-url", base])
        #expect(build.status == 0, "\(build.stderr)")
        return cli
    }

    @Test("Blogger: .html and ?m=1 links follow in pages, feeds and exports")
    func blogger() throws {
        let cli = try Self.bloggerSite()
        defer { cli.cleanUp() }
        let html = try text(cli, "output/2010/11/the-steel-windpipe/index.html")
        for href in [
            "../../../p/test-page/index.html", "../../../p/test-page/index.html#top", "../../../2010/11/the-steel-windpipe/index.html#c1",
            "https://www.blogger.com/profile/000082957",
        ] {
            #expect(html.contains("href=\"\(href)\""), "\(href)")
        }
        #expect(!html.contains("blogspot.com/p/") && !html.contains("?m=1"))
        for file in ["output/feed.xml", "output/atom.xml"] {
            let feed = try text(cli, file)
            for url in ["p/test-page/", "p/test-page/#top", "2010/11/the-steel-windpipe/#c1"] {
                #expect(feed.contains("href=&quot;\(Self.base)\(url)&quot;"), "\(file): \(url)")
            }
            #expect(!feed.contains("?m=1"), "\(file)")
        }
        let json = try text(cli, "output/feed.json")
        #expect(json.contains("\(Self.base)p/test-page/#top") && !json.contains("?m=1"), "\(json)")
        for (generator, file) in [("hugo", "content/posts/the-steel-windpipe.md"), ("jekyll", "_posts/2010-11-27-the-steel-windpipe.md")] {
            #expect(try cli.run(["export", "--format", generator, "--output", generator]).status == 0)
            let markdown = try text(cli, generator + "/" + file)
            for destination in ["/p/test-page/", "/p/test-page/#top", "/2010/11/the-steel-windpipe/#c1", "https://www.blogger.com/profile/000082957"] {
                #expect(markdown.contains("](\(destination))"), "\(generator): \(destination) in \(markdown)")
            }
            #expect(!markdown.contains("?m=1"), "\(generator)")
        }
    }
}
