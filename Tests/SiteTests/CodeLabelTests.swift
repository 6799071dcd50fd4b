import Archive
import Content
import Foundation
import Site
import Testing

/// A post's code listings are labelled on its page with the name Content's one table of
/// languages gives: a display name for a known language, the name itself for any other.
@Suite("Code labels")
struct CodeLabelTests {
    @Test("every stated language is labelled: known aliases by their display name, others as written")
    func statedLanguagesAreLabelled() throws {
        let body = HTMLConverter().convert(html: """
            <pre class="brush: ps1; gutter: true">Get-Item</pre>
            <pre><code class="hljs objective_c">[x y];</code></pre>
            <figure class="highlight doscon"><table><tr><td class="code"><pre>dir</pre></td></tr></table></figure>
            <pre>plain</pre>
            """)
        let site = try SampleSite()
        try site.build([Post(id: 1, guid: "1", title: "Listings", link: "https://example.org/listings/", markdown: body.markdown, html: body.html,
            code: body.code.map { PostListing(language: $0.language, code: $0.code) })])
        let page = try site.page("listings/index.html")
        let captions = page.components(separatedBy: "<figcaption>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(captions == ["PowerShell", "Objective-C", "doscon"])
        #expect(page.contains("<figcaption>doscon</figcaption><pre><code class=\"language-doscon\">dir</code></pre>"))
    }

    @Test("a detected language is labelled as detected and highlighted; a stated one and plain text as before")
    func detectedLanguagesAreLabelledAsDetected() throws {
        let body = HTMLConverter().convert(html: """
            <pre>$ git status
            $ git log --oneline</pre>
            <pre class="lang-ruby">puts 1</pre>
            <pre>just words</pre>
            """)
        let site = try SampleSite()
        try site.build([Post(id: 1, guid: "1", title: "Listings", link: "https://example.org/listings/", markdown: body.markdown, html: body.html,
            code: body.code.map { PostListing(language: $0.language, code: $0.code, detectedLanguage: $0.detectedLanguage) })])
        let page = try site.page("listings/index.html")
        #expect(page.contains("""
            <figure class="listing detected"><figcaption title="Detected from the code: the post states no language">Shell (detected)</figcaption>\
            <pre><code class="language-shell">$ git status
            $ git log --oneline</code></pre></figure>
            """))
        #expect(page.contains("<figure class=\"listing\"><figcaption>Ruby</figcaption><pre><code class=\"language-ruby\">puts 1</code></pre></figure>"))
        #expect(page.contains("<pre><code>just words</code></pre>"))
        #expect(!page.contains("<figcaption>just"))
    }
}
