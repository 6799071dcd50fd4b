import Foundation
import Testing

/// On a host without redirect rules (GitHub Pages), WordPress's `/?p=ID` reaches the home page;
/// its script (`moved.js`) sends the reader on to the post. Checked in headless Chromium, over
/// `blogkit serve` on the loopback interface (a static server: it reads no `_redirects`) and
/// from the built files.
@Suite("The home page sends ?p= links on", .enabled(if: !OpenPage.skipped, "\(OpenPage.skipVariable)=1"))
struct MovedScriptBrowserTests {
    static let post = "With excerpt · Moved"

    @Test func aQueryLinkServedByAStaticServerLandsOnThePost() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try ServeCommandTests.Server.start(
            ["--title", "Moved"], feeds: [CommandLine.fixture("exports/pelican-wordpress.xml")], in: cli)
        defer { _ = try? server.interrupt() }
        // Without the script, a static server shows the home page for it.
        #expect(try server.get("/?p=8").body.contains("<title>Moved</title>"))
        let page = try OpenPage("http://127.0.0.1:\(server.port)/?p=8")
        defer { page.close() }
        #expect(try page.waitForTitle(Self.post) == Self.post)
    }

    /// An earlier build gave every category its page; this one lists a category of one post on
    /// `category/`: the 404 page a static server answers the old page with sends it there.
    @Test func anEarlierBuildsPageOfACategoryOfOnePostLandsOnItsPlaceInTheList() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let items = [("one", "Lonely"), ("two", "Pair"), ("three", "Pair")].map { name, category in
            "<item><title>Post \(name)</title><link>https://example.org/\(name)/</link><guid>\(name)</guid>"
                + "<category>\(category)</category><description>Text.</description></item>"
        }
        try cli.write("<rss version=\"2.0\"><channel><title>Moved</title>\(items.joined())</channel></rss>", to: "feed.xml")
        let server = try ServeCommandTests.Server.start(
            ["--title", "Moved", "--base-url", "https://example.org/"], feeds: ["feed.xml"], in: cli)
        defer { _ = try? server.interrupt() }
        let old = try server.get("/category/lonely/")
        #expect(old.status == 404 && old.body.contains("moved-terms.js"), "\(old.body)")
        let page = try OpenPage("http://127.0.0.1:\(server.port)/category/lonely/")
        defer { page.close() }
        #expect(try page.waitForTitle("Categories · Moved") == "Categories · Moved")
        #expect(try page.url() == "http://127.0.0.1:\(server.port)/category/#lonely")
    }

    @Test func aQueryLinkOnTheBuiltFilesLandsOnThePost() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        #expect(try cli.run(["import", CommandLine.fixture("exports/pelican-wordpress.xml")]).status == 0)
        #expect(try cli.run(["build", "--title", "Moved", "--redirects", "aliases"]).status == 0)
        let home = cli.directory.appendingPathComponent("output/index.html")
        let script = try String(contentsOf: cli.directory.appendingPathComponent("output/moved.js"), encoding: .utf8)
        let table = try String(contentsOf: cli.directory.appendingPathComponent("output/moved-table.js"), encoding: .utf8)
        #expect(table.contains("\"page_id=334\":\"contact/\""), "\(table)")
        for text in [script, table] {
            #expect(!text.contains("eval(") && !text.contains("Function(") && !text.contains("innerHTML"), "\(text)")
        }
        let page = try OpenPage(home.absoluteString + "?page_id=334")
        defer { page.close() }
        #expect(try page.waitForTitle("Page · Moved") == "Page · Moved")
    }
}
