import Feeds
import Foundation
import FoundationXML
import Testing

/// The real sample feeds, imported and built: the site a user of `blogkit build` gets.
@Suite("Site from the sample feeds")
struct PipelineTests {
    @Test("every internal link and asset of every page resolves to a file in the output")
    func noBrokenLinks() throws {
        let site = try ImportedSite()
        #expect(try LinkChecker.brokenLinks(in: site.output, basePath: "/blog/") == [])
        #expect(site.report.posts == 9)
    }

    @Test("the site is titled after what the feeds' titles share")
    func title() throws {
        let home = try ImportedSite().site.page("index.html")
        #expect(home.contains("<title>NathanHJones.com</title>"))
        #expect(home.contains(#"<html lang="en">"#))
    }

    @Test("the single sign-on post shows its date, author, categories, labelled code, origin and neighbours")
    func singleSignOnPage() throws {
        let page = try ImportedSite().site.page(SampleSite.singleSignOnPage)
        #expect(page.contains(#"<time datetime="2011-11-11T06:30:32Z">November 11, 2011</time>"#))
        #expect(page.contains(#"<span class="author">Nathan</span>"#))
        #expect(page.contains(#"<a href="../../../../category/development/index.html">development</a>"#))
        // A category of one post is listed with it on the categories' page.
        #expect(page.contains(#"<a href="../../../../category/index.html#single-sign-on">single sign-on</a>"#))
        #expect(page.components(separatedBy: "<figcaption>Objective-C</figcaption><pre><code class=\"language-objc\">").count - 1 >= 4)
        #expect(page.contains(#"Originally published at <a href="http://nathanhjones.com/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/">"#))
        #expect(page.contains(#"<a class="previous" rel="prev" href="../../../../2011/11/03/getting-started-with-json-in-ios/index.html">"#))
        #expect(!page.contains(#"class="next""#), "the newest post has no newer neighbour")
    }

    @Test("the RSS feed parses back with blogkit's own FeedReader, every link absolute")
    func rssRoundTrip() throws {
        let site = try ImportedSite()
        let reader = try FeedReader(path: site.output.appendingPathComponent("feed.xml").path)
        var items: [FeedItem] = []
        while let item = try reader.nextItem() { items.append(item) }
        #expect(reader.warnings == [])
        #expect(reader.channel.title == "NathanHJones.com")
        #expect(items.count == 9)
        let first = try #require(items.first)
        #expect(first.title == "A Single Sign-on Pattern for Enterprise iOS Applications")
        #expect(first.link == "https://example.com/blog/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/")
        #expect(first.published == Date(timeIntervalSince1970: 1_320_993_032))
        #expect(first.categories.map(\.name).contains("single sign-on"))
        #expect(first.contentHTML?.contains("keychain") == true)
        #expect(items.allSatisfy { $0.link?.hasPrefix("https://example.com/blog/") == true })
    }

    @Test("the Atom feed and the sitemap are well-formed XML")
    func wellFormedXML() throws {
        let site = try ImportedSite()
        for file in ["atom.xml", "sitemap.xml", "feed.xml"] {
            let parser = XMLParser(data: try Data(contentsOf: site.output.appendingPathComponent(file)))
            #expect(parser.parse(), "\(file): \(parser.parserError.map { "\($0)" } ?? "")")
        }
        let sitemap = try site.site.page("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/blog/2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/</loc><lastmod>2011-11-11</lastmod>"))
        #expect(try site.site.page("robots.txt").contains("Sitemap: https://example.com/blog/sitemap.xml"))
    }

    @Test("the home page shows each post's excerpt with a link to continue reading")
    func homePage() throws {
        let home = try ImportedSite().site.page("index.html")
        #expect(home.components(separatedBy: #"<article class="summary">"#).count - 1 == 9)
        #expect(home.contains("Continue reading"))
        #expect(home.contains(#"<a href="2011/11/11/a-single-sign-on-pattern-for-enterprise-ios-applications/index.html">A Single Sign-on Pattern"#))
        #expect(!home.contains(#"class="pagination""#), "nine posts fit on one page")
    }
}
