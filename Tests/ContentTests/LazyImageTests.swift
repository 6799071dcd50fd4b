import Content
import Foundation
import Testing

/// A lazy-loaded image is one Markdown image of its real URL, not of its placeholder, and its
/// `<noscript>` twin does not show it twice; the audit counts it once, by the same URL (real
/// markup of WP Rocket, Jetpack, lazysizes and jQuery Lazy Load: `Fixtures/lazy`, sources in its
/// README).
@Suite struct LazyImageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        /// The image URLs of the Markdown, in order.
        let images: [String]
        var testDescription: String { fixture }
    }

    static let baseURL = "https://example.com/blog/post/"

    static let cases: [Case] = [
        Case(fixture: "wp-rocket", images: [
            "https://generationvoyage.fr/wp-content/uploads/gravatar-cache/fa6483f0873331c19064e4d20e2e3727at.png",
            "https://naturalliving.ie/wp-content/uploads/2018/07/KOTANICAL-SPRING-BANNER-DESKTOP-2640-X-700-PX.jpg",
            "http://wordpress.test/wp-content/uploads/2013/03/image-alignement-580x300-1.jpg",
            "http://wordpress.test/wp-content/uploads/2013/03/image-alignement-150x150-1.jpg",
        ]),
        // Jetpack's `data-lazy-src` carries `is-pending-load=1`: the `<noscript>` twin has the plain URL.
        Case(fixture: "jetpack", images: [
            "http://jetpacksite.com/img/img_large.png", "http://jetpacksite.com/img/img_full.png",
            "http://jetpacksite.com/img/img_medium.png", "http://jetpacksite.com/img/img_thumb.png",
        ]),
        Case(fixture: "lazysizes", images: [
            "https://farm6.staticflickr.com/5531/9638435181_7e3e44c2b8_b.jpg",
            "https://farm5.staticflickr.com/4078/5441060528_31db7838ba_b.jpg",
            "http://placehold.it/2100x1550/117fe8/fff",
        ]),
        Case(fixture: "jquery-lazyload", images: [
            "https://example.com/blog/post/img/example.jpg", "http://foo.bar/item1.jpg", "http://foo.bar/item2.jpg",
        ]),
    ]

    @Test(arguments: cases) func theRealURLIsTheImageOnce(_ example: Case) throws {
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: try Fixtures.text("lazy/\(example.fixture).html"))
        #expect(Self.imageURLs(in: body.markdown) == example.images, "\(body.markdown)")
        #expect(!body.markdown.contains("data:image"))
        #expect(!body.html.contains("data:image"))
    }

    @Test(arguments: cases) func theAuditCountsEachImageOnceAndLosesNone(_ example: Case) throws {
        let html = try Fixtures.text("lazy/\(example.fixture).html")
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: html)
        let report = MigrationAudit.audit(AuditedBody(sourceHTML: html, baseURL: Self.baseURL, markdown: body.markdown, listings: body.code))
        #expect(report.isLossless, "\(report.lost.map(\.description)) \(report.lost.map(\.examples))")
        let images = try #require(report.tallies.first { $0.name == "images" })
        #expect(images.source == Set(example.images).count)
        #expect(images.kept == images.source)
        // A twin repeats its image: nothing of it is dropped.
        #expect(report.droppedByDesign["noscript"] == nil, "\(report.droppedByDesign)")
    }

    @Test func aPlaceholderWithOnlyANoscriptTwinShowsTheTwin() {
        let html = #"<p>Chart: <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="lazy" alt="chart"><noscript><img src="chart.png" alt="chart"></noscript></p>"#
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: html)
        #expect(body.markdown == "Chart: ![chart](https://example.com/blog/post/chart.png)\n")
    }

    @Test func aNoscriptThatIsNoTwinIsStillLeftOut() {
        let html = #"<p>Text.</p><noscript><p>Turn on scripts.</p></noscript>"#
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: html)
        #expect(body.markdown == "Text.\n")
        let report = MigrationAudit.audit(AuditedBody(sourceHTML: html, baseURL: Self.baseURL, markdown: body.markdown))
        #expect(report.droppedByDesign == ["noscript": 1])
    }

    @Test func aLazyImageInATableCellKeepsItsRealURL() {
        let html = """
            <table><tr><th>shot</th><th>note</th></tr>
            <tr><td><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="https://example.com/a.png" alt="a"></td><td>first<br>try</td></tr></table>
            """
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: html)
        #expect(body.html.contains(#"src="https://example.com/a.png""#), "\(body.html)")
        #expect(!body.html.contains("data:image"))
    }

    /// The destinations of the Markdown's images (`![alt](url)`), in order.
    static func imageURLs(in markdown: String) -> [String] {
        markdown.matches(of: /!\[[^\]]*\]\(([^)\s]+)/).map { String($0.1) }
    }
}
