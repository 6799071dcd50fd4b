import Foundation
import Testing

/// The built site in headless Chromium: no sideways scrolling on a phone or a desktop,
/// screenshots for a person to look at, and search answering in the browser.
@Suite("Site in a browser", .enabled(if: !Browser.skipped, "\(Browser.skipVariable)=1"))
struct BrowserTests {
    /// `.screenshots/` at the top of the package, next to `output/`.
    static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".screenshots")

    static let pages = [("home", "index.html"), ("single-sign-on", SampleSite.singleSignOnPage)]

    @Test("the home page and the single sign-on post never scroll sideways", arguments: [(375, 812), (1280, 800)])
    func noHorizontalOverflow(width: Int, height: Int) throws {
        let browser = try Browser.find()
        let site = try ImportedSite()
        for (name, path) in Self.pages {
            let page = site.output.appendingPathComponent(path)
            let size = try browser.measure(page, width: width, height: height)
            #expect(size.scrollWidth <= size.viewportWidth, "\(path) at \(width)x\(height): \(size.scrollWidth) > \(size.viewportWidth)")
            try browser.screenshot(page, width: width, height: height,
                                   to: Self.screenshots.appendingPathComponent("\(name)-\(width)x\(height).png"))
        }
        let post = site.output.appendingPathComponent(SampleSite.singleSignOnPage)
        try browser.screenshot(post, width: width, height: 2400,
                               to: Self.screenshots.appendingPathComponent("single-sign-on-\(width)-full.png"))
    }

    @Test("the measurement sees a page that is wider than a phone")
    func measurementCatchesOverflow() throws {
        let browser = try Browser.find()
        let page = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("too-wide.html")
        let size = try browser.measure(page, width: 375, height: 812)
        #expect(size.scrollWidth > size.viewportWidth)
    }

    @Test("searching for keychain in the browser finds the single sign-on post, the passage around the word")
    func searchInTheBrowser() throws {
        let dom = try Self.search("keychain")
        #expect(dom.contains("1 post matches “keychain”."))
        #expect(dom.contains(#"<li><a href="../2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html">A Single Sign-on Pattern for Enterprise iOS Applications</a><time datetime="2011-11-11">November 11, 2011</time><p>…This is important because <mark>keychain</mark> activities do not function"#))
    }

    @Test("every query term must match, and matches are highlighted in the snippet")
    func searchHighlights() throws {
        let dom = try Self.search("Enterprise keychain")
        #expect(dom.contains("1 post matches “Enterprise keychain”."))
        #expect(dom.contains("<mark>enterprise</mark>"))
    }

    /// The search page's DOM once it has answered `query`, on the sample feeds' site.
    static func search(_ query: String) throws -> String {
        let browser = try Browser.find()
        let site = try ImportedSite()
        var search = try #require(URLComponents(
            url: site.output.appendingPathComponent("search/index.html"), resolvingAgainstBaseURL: false))
        search.queryItems = [URLQueryItem(name: "q", value: query)]
        return try browser.dom(try #require(search.url))
    }
}
