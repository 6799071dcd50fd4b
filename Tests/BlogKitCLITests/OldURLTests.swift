import Foundation
import Testing

/// A moved blog keeps its addresses: after `blogkit build` with the old blog's own base URL,
/// every public URL of the old blog (post, page, label or tag archive, date archive, feed; the
/// WordPress `?p=` and `?page_id=` forms) answers, through a file, a `_redirects` rule or an
/// alias page, as `blogkit check --urls` reports. Checked on real Blogger and WordPress exports
/// (Fixtures/exports/README.md).
@Suite("Old URLs answer after a move")
struct OldURLTests {
    /// Imports `export`, builds with `base`, checks `urls`; the result of `check --urls`.
    static func check(_ export: String, base: String, urls: [String], build extra: [String] = []) throws -> (CommandLine.Result, CommandLine) {
        let cli = try CommandLine()
        #expect(try cli.run(["import", CommandLine.fixture(export)]).status == 0)
        let built = try cli.run(["build", "--base-url", base] + extra)
        #expect(built.status == 0, "\(built.stderr)")
        try urls.joined(separator: "\n").write(to: cli.directory.appendingPathComponent("old-urls.txt"), atomically: true, encoding: .utf8)
        return (try cli.run(["check", "--urls", "old-urls.txt"]), cli)
    }

    @Test("a Blogger blog's posts, pages, date archives and feeds answer")
    func blogger() throws {
        let old = "http://youngdoctornotes.blogspot.com"
        let urls = [
            "\(old)/2010/11/the-steel-windpipe.html", "\(old)/2010/11/the-steel-windpipe.html?m=1", "\(old)/p/test-page.html",
            "\(old)/2010/", "\(old)/2010/11/",
            "\(old)/feeds/posts/default", "\(old)/feeds/posts/default?alt=rss", "\(old)/", "\(old)/atom.xml",
        ]
        let (result, cli) = try Self.check("exports/blogger-export.xml", base: old + "/", urls: urls)
        defer { cli.cleanUp() }
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("does not answer"), "\(result.stdout)")
        #expect(result.stdout.contains("9 old URLs of 9 answer"), "\(result.stdout)")
        // The old file itself answers on a host without rules: an alias page, canonical link included.
        let alias = try String(contentsOf: cli.directory.appendingPathComponent("output/2010/11/the-steel-windpipe.html"), encoding: .utf8)
        #expect(alias.contains("http-equiv=\"refresh\" content=\"0; url=../../2010/11/the-steel-windpipe/index.html\""))
        #expect(alias.contains("<link rel=\"canonical\" href=\"\(old)/2010/11/the-steel-windpipe/\">"))
        let rules = try String(contentsOf: cli.directory.appendingPathComponent("output/_redirects"), encoding: .utf8)
        #expect(rules.contains("/2010/11/the-steel-windpipe.html /2010/11/the-steel-windpipe/ 301\n"))
        #expect(rules.contains("/feeds/posts/default alt=rss /feed.xml 301\n"))
        // Feed readers follow no refresh: the old feed path holds the feed itself.
        let feed = try String(contentsOf: cli.directory.appendingPathComponent("output/feeds/posts/default"), encoding: .utf8)
        #expect(feed.contains("<feed"))
    }

    @Test("a WordPress blog's ?p= and ?page_id= links, pretty links, tags and feeds answer")
    func wordPress() throws {
        let old = "http://thisisa.test"
        let urls = [
            "\(old)/with-excerpt/", "\(old)/?p=8", "\(old)/?p=175", "\(old)/?page_id=334", "\(old)/contact/",
            "\(old)/tag/tag-1/", "\(old)/tag/tag2/", "\(old)/feed/", "\(old)/feed/atom/", "\(old)/?feed=rss2",
        ]
        let (result, cli) = try Self.check("exports/pelican-wordpress.xml", base: old + "/", urls: urls)
        defer { cli.cleanUp() }
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("10 old URLs of 10 answer"), "\(result.stdout)")
        let rules = try String(contentsOf: cli.directory.appendingPathComponent("output/_redirects"), encoding: .utf8)
        #expect(rules.contains("/ p=8 /with-excerpt/ 301\n"))
        #expect(rules.contains("/tag/tag-1/ /tags/tag-1/ 301\n"))
    }

    @Test("a URL nothing answers fails the check, named")
    func missing() throws {
        let old = "http://thisisa.test"
        let (result, cli) = try Self.check("exports/pelican-wordpress.xml", base: old + "/", urls: ["\(old)/never/was/", "\(old)/?p=99999"])
        defer { cli.cleanUp() }
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(old)/never/was/: does not answer"))
        #expect(result.stdout.contains("\(old)/?p=99999: does not answer"))
    }

    @Test("--redirects writes nginx, Apache and Caddy rules; none writes no redirects")
    func formats() throws {
        let old = "http://youngdoctornotes.blogspot.com"
        let (_, cli) = try Self.check("exports/blogger-export.xml", base: old + "/", urls: [], build: ["--redirects", "nginx,apache,caddy"])
        defer { cli.cleanUp() }
        let output = cli.directory.appendingPathComponent("output")
        let nginx = try String(contentsOf: output.appendingPathComponent("redirects.nginx.conf"), encoding: .utf8)
        #expect(nginx.contains("\"/2010/11/the-steel-windpipe.html\" /2010/11/the-steel-windpipe/;"))
        let apache = try String(contentsOf: output.appendingPathComponent("redirects.htaccess"), encoding: .utf8)
        #expect(apache.contains("RewriteRule ^2010/11/the-steel-windpipe\\.html$ /2010/11/the-steel-windpipe/ [R=301,L]"))
        let caddy = try String(contentsOf: output.appendingPathComponent("redirects.caddy"), encoding: .utf8)
        #expect(caddy.contains("redir \"/2010/11/the-steel-windpipe.html\" /2010/11/the-steel-windpipe/ 301"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("_redirects").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("2010/11/the-steel-windpipe.html").path))
        #expect(try cli.run(["build", "--base-url", old + "/", "--redirects", "none"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("redirects.caddy").path))
    }

    /// A post link is a stranger's: its old path must not become server configuration. Caddy
    /// expands `{placeholders}` and nginx `$variables`; such a path gets no nginx or Caddy rule.
    @Test("a hostile old path adds nothing to the server rules")
    func hostilePathsStayOutOfServerRules() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let links = [
            "http://h.example/{env.HOME}.html", "http://h.example/$host.html", "http://h.example/a%0Ab.html",
            "http://h.example/x%0ARewriteRule%20.*%20http://evil.example/%20[R=302,L].html",
        ]
        try cli.write(BuildConfinementTests.feed(links.map { ($0, "Odd") }), to: "feed.xml")
        #expect(try cli.run(["import", "feed.xml"]).status == 0)
        let build = try cli.run(["build", "--base-url", "http://h.example/", "--redirects", "nginx,caddy,netlify,apache"])
        #expect(build.status == 0, "\(build.stderr)")
        let output = cli.directory.appendingPathComponent("output")
        let caddy = try String(contentsOf: output.appendingPathComponent("redirects.caddy"), encoding: .utf8)
        let nginx = try String(contentsOf: output.appendingPathComponent("redirects.nginx.conf"), encoding: .utf8)
        let apache = try String(contentsOf: output.appendingPathComponent("redirects.htaccess"), encoding: .utf8)
        for text in [caddy, nginx, apache] {
            #expect(!text.contains("{env") && !text.contains("$host") && !text.contains("a\nb"), "\(text)")
        }
        // Every line of the Apache rules is one blogkit writes: no link starts a line of its own.
        let starts = ["#", "RewriteEngine On", "RewriteCond %{QUERY_STRING} ", "RewriteRule ^"]
        for line in apache.split(separator: "\n") {
            #expect(starts.contains { line.hasPrefix($0) }, "\(line)")
        }
        // Netlify reads the path as sent, percent-encoded: nothing to expand there.
        let netlify = try String(contentsOf: output.appendingPathComponent("_redirects"), encoding: .utf8)
        #expect(netlify.contains("/%7Benv.HOME%7D.html /posts/odd/ 301") || netlify.contains("%7Benv.HOME%7D.html"), "\(netlify)")
    }
}
