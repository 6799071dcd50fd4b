import Foundation
import Testing

/// The old addresses beyond posts, tags and feeds (issue 23): WordPress categories by the
/// export's slugs and parent/child paths, `?cat=` and `?tag=`, pages of archives, comment feeds
/// and attachment pages, on real exports (Fixtures/exports/README.md).
@Suite("Old category, page, comment feed and attachment URLs answer")
struct OldURLKindsTests {
    static let theme = "https://wpthemetestdata.wordpress.com"
    static let pelican = "http://thisisa.test"

    /// Lines of `check --urls` output for `urls` after importing `export` and building.
    static func landings(_ export: String, base: String, urls: [String], build: [String] = []) throws -> CommandLine.Result {
        let (result, cli) = try OldURLTests.check(export, base: base + "/", urls: urls, build: build)
        cli.cleanUp()
        return result
    }

    @Test("WordPress categories answer by the export's slug, with parents, feeds and ?cat=")
    func categories() throws {
        let result = try Self.landings("exports/theme-unit-test.xml", base: Self.theme, urls: [
            "\(Self.theme)/category/parent/child-1/child-2/", "\(Self.theme)/category/child-2/",
            "\(Self.theme)/category/parent-category/child-category-03/grandchild-category/",
            "\(Self.theme)/category/foo-parent/foo-a-foo-parent/", "\(Self.theme)/category/foo-a/",
            "\(Self.theme)/category/edge-case-2/", "\(Self.theme)/category/edge-case-2/feed/",
            "\(Self.theme)/category/parent/child-1/feed/", "\(Self.theme)/?cat=329026",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        // A category of one post is listed with it on the categories' page (term_page_min_posts).
        #expect(result.stdout.contains("/category/parent/child-1/child-2/: category/index.html#child-2 (_redirects)"), "\(result.stdout)")
        // Two "Foo A" categories, one in "Foo Parent": the site has one.
        #expect(result.stdout.contains("/category/foo-parent/foo-a-foo-parent/: category/index.html#foo-a"), "\(result.stdout)")
        // The category "Edge Case" (edge-case-2) and the tag "Edge Case" are one term on the site, a tag.
        #expect(result.stdout.contains("/category/edge-case-2/: tags/edge-case/index.html"), "\(result.stdout)")
        #expect(result.stdout.contains("/category/edge-case-2/feed/: tags/edge-case/feed.xml"), "\(result.stdout)")
        #expect(result.stdout.contains("/?cat=329026: category/media/index.html"), "\(result.stdout)")
        // The export's own nicename, not the name's slug: "Category 1" is categ-1.
        let pelican = try Self.landings("exports/pelican-wordpress.xml", base: Self.pelican, urls: [
            "\(Self.pelican)/category/categ-1/", "\(Self.pelican)/category/categ-1/feed/", "\(Self.pelican)/?cat=7",
        ])
        #expect(pelican.status == 0, "\(pelican.stdout)")
        #expect(pelican.stdout.contains("/category/categ-1/: category/index.html#category-1"), "\(pelican.stdout)")
    }

    @Test("pages of the home page, a category and a tag answer, at the page that holds their first post")
    func pages() throws {
        // 56 posts: WordPress's 10 a page made 6 pages; 37 in Classic; 12 tagged content-2, a tag
        // named like the tag content ("content περιεχόμενο": one term on the site, at tags/content/).
        let urls = [
            "\(Self.theme)/page/2/", "\(Self.theme)/page/6/", "\(Self.theme)/category/classic/page/4/",
            "\(Self.theme)/tag/content-2/page/2/",
        ]
        let same = try Self.landings("exports/theme-unit-test.xml", base: Self.theme, urls: urls)
        #expect(same.status == 0, "\(same.stdout)")
        #expect(same.stdout.contains("/page/6/: page/6/index.html\n"), "\(same.stdout)")
        #expect(same.stdout.contains("/tag/content-2/page/2/: tags/content/page/2/index.html"), "\(same.stdout)")
        let fewer = try Self.landings("exports/theme-unit-test.xml", base: Self.theme, urls: urls, build: ["--posts-per-page", "20"])
        #expect(fewer.status == 0, "\(fewer.stdout)")
        // Old page 6 began with post 51: on the new site's page 3.
        #expect(fewer.stdout.contains("/page/6/: page/3/index.html"), "\(fewer.stdout)")
        #expect(fewer.stdout.contains("/category/classic/page/4/: category/classic/page/2/index.html"), "\(fewer.stdout)")
        #expect(fewer.stdout.contains("/tag/content-2/page/2/: tags/content/index.html"), "\(fewer.stdout)")
    }

    @Test("plain permalinks' pages and date archives, and pages of date archives, answer")
    func plainPagesAndDates() throws {
        // 2010 held more than 10 posts, and 2018 too, all in November: WordPress paged them.
        let result = try Self.landings("exports/theme-unit-test.xml", base: Self.theme, urls: [
            "\(Self.theme)/?paged=2", "\(Self.theme)/?paged=6", "\(Self.theme)/?m=2010", "\(Self.theme)/?m=201811",
            "\(Self.theme)/2010/page/2/", "\(Self.theme)/2018/11/page/2/",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("/?paged=6: page/6/index.html (_redirects)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("/?m=201811: archive/2018/11/index.html (_redirects)\n"), "\(result.stdout)")
        // The site lists a year or a month on one page.
        #expect(result.stdout.contains("/2010/page/2/: archive/2010/index.html (_redirects)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("/2018/11/page/2/: archive/2018/11/index.html (_redirects)\n"), "\(result.stdout)")
    }

    @Test("comment feeds answer: the blog's with the site's feed, a post's with the post")
    func commentFeeds() throws {
        let result = try Self.landings("exports/pelican-wordpress.xml", base: Self.pelican, urls: [
            "\(Self.pelican)/comments/feed/", "\(Self.pelican)/with-excerpt/feed/",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("/comments/feed/: feed.xml (_redirects)"), "\(result.stdout)")
        #expect(result.stdout.contains("/with-excerpt/feed/: with-excerpt/index.html (_redirects)"), "\(result.stdout)")
        let blogger = try Self.landings("exports/blogger-export.xml", base: "http://youngdoctornotes.blogspot.com", urls: [
            "http://youngdoctornotes.blogspot.com/feeds/comments/default",
        ])
        #expect(blogger.status == 0, "\(blogger.stdout)")
    }

    @Test("attachment pages answer with the post they are in")
    func attachments() throws {
        let post = "\(Self.theme)/2010/09/10/post-format-gallery/"
        let result = try Self.landings("exports/theme-unit-test.xml", base: Self.theme, urls: [
            "\(post)canola2/", "\(post)attachment/canola2/", "\(Self.theme)/?attachment_id=611",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("/?attachment_id=611: 2010/09/10/post-format-gallery/index.html (_redirects)"), "\(result.stdout)")
        #expect(result.stdout.contains("/attachment/canola2/: 2010/09/10/post-format-gallery/index.html"), "\(result.stdout)")
    }

    @Test("without rule files, the home page's script answers the query links")
    func queryLinksWithoutRules() throws {
        let result = try Self.landings("exports/pelican-wordpress.xml", base: Self.pelican, urls: [
            "\(Self.pelican)/?p=8", "\(Self.pelican)/?page_id=334", "\(Self.pelican)/?cat=7", "\(Self.pelican)/?tag=tag2",
            "\(Self.pelican)/?feed=rss2",
        ], build: ["--redirects", "aliases"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("/?p=8: with-excerpt/index.html (moved.js)"), "\(result.stdout)")
        #expect(result.stdout.contains("/?tag=tag2: tags/index.html#tag2 (moved.js)"), "\(result.stdout)")
        let none = try Self.landings("exports/pelican-wordpress.xml", base: Self.pelican, urls: ["\(Self.pelican)/?p=8"], build: ["--redirects", "none"])
        #expect(none.status == 1, "\(none.stdout)")
    }

    /// An export is a stranger's file: a slug must not become server configuration (Caddy expands
    /// `{placeholders}`, nginx `$variables`).
    @Test("a hostile category or tag slug adds nothing to the server rules")
    func hostileSlugs() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel><title>H</title><link>http://h.example</link><wp:wxr_version>1.2</wp:wxr_version>
            <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>$host</wp:category_nicename><wp:category_parent>{env.HOME}</wp:category_parent><wp:cat_name>Odd</wp:cat_name></wp:category>
            <wp:tag><wp:term_id>4</wp:term_id><wp:tag_slug>{env.HOME}</wp:tag_slug><wp:tag_name>Odder</wp:tag_name></wp:tag>
            <item><title>Post</title><link>http://h.example/post/</link><content:encoded>Text</content:encoded>
            <wp:post_id>1</wp:post_id><wp:post_date_gmt>2020-01-01 00:00:00</wp:post_date_gmt><wp:status>publish</wp:status>
            <wp:post_type>post</wp:post_type>
            <category domain="category" nicename="$host">Odd</category><category domain="post_tag" nicename="{env.HOME}">Odder</category>
            </item></channel></rss>
            """, to: "export.xml")
        #expect(try cli.run(["import", "export.xml"]).status == 0)
        let build = try cli.run(["build", "--base-url", "http://h.example/", "--redirects", "nginx,caddy,netlify,apache,aliases"])
        #expect(build.status == 0, "\(build.stderr)")
        let output = cli.directory.appendingPathComponent("output")
        for file in ["redirects.caddy", "redirects.nginx.conf", "redirects.htaccess", "_redirects", "moved-table.js"] {
            let text = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("{env") && !text.contains("$host"), "\(file): \(text)")
        }
        // The slugs still answer, percent-encoded, where a rule can hold them.
        let rules = try String(contentsOf: output.appendingPathComponent("_redirects"), encoding: .utf8)
        #expect(rules.contains("/category/%7Benv.HOME%7D/%24host/ /category/#odd 301"), "\(rules)")
        #expect(rules.contains("/ cat=3 /category/#odd 301"), "\(rules)")
    }
}
