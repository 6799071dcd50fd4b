import Archive
import Content
import Foundation
import Site
import Testing

/// Listings on the site's pages: labelled and classed from Content's one table of languages, and
/// the highlighter (highlight.js + listing.js) written and loaded only where there is code.
@Suite("Highlighted listings")
struct HighlightedListingTests {
    static func post(id: Int64, slug: String, html: String) -> Post {
        let body = HTMLConverter().convert(html: html)
        return Post(
            id: id, guid: slug, title: slug, link: "https://example.org/\(slug)/", markdown: body.markdown, html: body.html,
            code: body.code.map { PostListing(language: $0.language, code: $0.code) })
    }

    @Test("a post with a Swift listing gets the language class, its label and the scripts; a post without code does not")
    func scriptsOnlyWhereThereIsCode() throws {
        let site = try SampleSite()
        try site.build([
            Self.post(id: 1, slug: "swift", html: #"<pre><code class="language-swift">let answer = 42 // "&lt;ok&gt;"</code></pre>"#),
            Self.post(id: 2, slug: "prose", html: "<p>No code here.</p>"),
        ])
        let swift = try site.page("swift/index.html")
        #expect(swift.contains(#"<figure class="listing"><figcaption>Swift</figcaption><pre><code class="language-swift">let answer = 42 // &quot;&lt;ok&gt;&quot;"#))
        #expect(swift.contains(#"<script defer src="../highlight.js"></script>"#))
        #expect(swift.contains(#"<script defer src="../listing.js"></script>"#))
        #expect(!swift.contains("onclick"), "no inline handlers: the copy button is listing.js's")
        let prose = try site.page("prose/index.html")
        #expect(!prose.contains("<script"))
        #expect(!(try site.page("index.html")).contains("highlight.js"))
        #expect(site.exists("highlight.js") && site.exists("listing.js"))
        let bundle = try Data(contentsOf: site.output.appendingPathComponent("highlight.js"))
        #expect(bundle == FileManager.default.contents(atPath: "/usr/share/javascript/highlight.js/highlight.min.js"),
                "Debian's libjs-highlight.js bundle, as packaged")
    }

    @Test("a site without any listing writes no highlighter")
    func noCodeNoHighlighter() throws {
        let site = try SampleSite()
        try site.build([Self.post(id: 2, slug: "prose", html: "<p>No code here.</p>")])
        #expect(!site.exists("highlight.js") && !site.exists("listing.js"))
        #expect(site.exists("style.css"))
    }

    @Test("an unknown language keeps its name as class and label; plain text has neither")
    func unknownAndPlain() throws {
        let site = try SampleSite()
        try site.build([Self.post(id: 1, slug: "mixed", html: #"<pre><code class="language-doscon">dir</code></pre><pre>plain</pre>"#)])
        let page = try site.page("mixed/index.html")
        #expect(page.contains(#"<figure class="listing"><figcaption>doscon</figcaption><pre><code class="language-doscon">dir"#))
        #expect(page.contains("<pre><code>plain</code></pre>"))
    }
}
