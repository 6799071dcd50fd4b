import Content
import Foundation
import Testing

/// The migration audit finds each kind of loss in a post built to lose it, and finds nothing
/// lost in what the converter makes of real posts.
@Suite struct MigrationAuditTests {
    /// The audit of `html` against what the converter makes of it, changed by `change` first.
    private func audit(
        _ html: String, baseURL: String? = "https://example.com/2011/05/post/", change: (inout AuditedBody) -> Void = { _ in }
    ) -> AuditReport {
        let body = HTMLConverter(baseURL: baseURL).convert(html: html)
        var audited = AuditedBody(sourceHTML: html, baseURL: baseURL, markdown: body.markdown, listings: body.code)
        change(&audited)
        return MigrationAudit.audit(audited)
    }

    private func descriptions(_ report: AuditReport) -> [String] {
        report.lost.map(\.description)
    }

    @Test func wordsLostAreCountedAndNamed() {
        let report = audit("<p>Logging in Java is <em>never</em> simple.</p>") { $0.markdown = "Logging in Java is simple.\n" }
        #expect(descriptions(report) == ["1 word lost"])
        #expect(report.lost.first?.examples == ["never"])
    }

    @Test func whitespacePunctuationAndEntitiesAreNotLosses() {
        let report = audit("<p>Don&#8217;t&nbsp;&nbsp;panic &amp; <b>re</b>try&hellip;</p>") {
            $0.markdown = "Don’t panic & **re**try…\n"
        }
        #expect(report.isLossless, "\(descriptions(report))")
    }

    @Test func linksAndImagesLost() {
        let html = #"<p>See <a href="/docs/">the docs</a> and <img src="chart.png" alt="chart"></p>"#
        let report = audit(html) { $0.markdown = "See the docs and\n" }
        #expect(descriptions(report) == ["1 link lost", "1 image lost"])
        #expect(report.lost.map(\.examples) == [["https://example.com/docs/"], ["https://example.com/2011/05/post/chart.png"]])
    }

    @Test func audioKeptAsALinkToItsFileElseLost() {
        let html = #"<p>Listen:</p><audio controls src="https://example.com/talk.mp3"></audio>"#
        #expect(audit(html).isLossless)
        #expect(descriptions(audit(html) { $0.markdown = "Listen:\n" }) == ["1 audio lost"])
    }

    @Test func anIframeIsKeptByALinkToWhatItShows() {
        let html = #"<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"></iframe>"#
        let asLink = audit(html) { $0.markdown = "Watch:\n\n[video](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n" }
        #expect(asLink.isLossless, "\(descriptions(asLink))")
        let gone = audit(html) { $0.markdown = "Watch:\n" }
        #expect(descriptions(gone) == ["1 iframe lost"])
    }

    @Test func aStatedLanguageDroppedIsNamedAsTheSourceSpellsIt() {
        // Octopress's figure: the language is only a bare class on <code>.
        let html = """
            <figure class='code'><div class="highlight"><table><tr><td class="gutter"><pre class="line-numbers">\
            <span class='line-number'>1</span></pre></td><td class='code'><pre><code class='bash'>\
            <span class='line'>echo hello</span></code></pre></td></tr></table></div></figure>
            """
        let report = audit(html) { body in body.listings = body.listings.map { CodeListing(language: nil, code: $0.code) } }
        #expect(descriptions(report).contains(#"listing 1 language "bash" dropped"#))
        let kept = audit(html) { body in body.listings = body.listings.map { CodeListing(language: "shell", code: $0.code) } }
        #expect(!descriptions(kept).contains { $0.hasPrefix("listing 1 language") && !$0.hasSuffix("in the markdown") })
    }

    @Test func aListingLostOrChanged() {
        let html = "<p>Run:</p><pre>make test\nmake site</pre><p>Then:</p><pre>make bench</pre>"
        let changed = audit(html) { $0.listings[1].code = "make" }
        #expect(descriptions(changed).contains("listing 2 text changed"))
        let lost = audit(html) { $0.listings.removeFirst() }
        #expect(descriptions(lost).contains("listing 1 lost"))
    }

    @Test func theMarkdownMustHoldEachListing() {
        let html = #"<pre><code class="language-python">print(1)</code></pre>"#
        let report = audit(html) { $0.markdown = "```\nprint(1)\n```\n" }
        #expect(descriptions(report) == [#"listing 1 language "python" dropped in the markdown"#])
    }

    @Test func noBreakSpacesMadeSpacesAreANoteNotALoss() {
        let html = "<pre>if x:\n\u{A0}\u{A0}\u{A0}\u{A0}pass</pre>"
        let report = audit(html) { body in body.listings[0].code = "if x:\n    pass" }
        #expect(!descriptions(report).contains("listing 1 text changed"))
        #expect(report.notes.contains("listing 1: no-break spaces made spaces"))
    }

    @Test func tablesAndHeadingsLost() {
        let html = "<h2>Results</h2><table><thead><tr><th>run</th><th>time</th></tr></thead><tbody><tr><td>1</td><td>2 s</td></tr></tbody></table>"
        #expect(audit(html).isLossless, "\(descriptions(audit(html)))")
        let report = audit(html) { $0.markdown = "Results\n\nrun time 1 2 s\n" }
        #expect(descriptions(report) == ["1 table lost", "1 heading lost"])
    }

    @Test func aFootnoteWhoseTextIsGoneIsLost() {
        let html = """
            <p>Claim<sup id="fnref:1"><a href="#fn:1" class="footnote">1</a></sup>.</p>
            <div class="footnotes"><ol><li id="fn:1"><p>Source: the manual.</p></li></ol></div>
            """
        #expect(audit(html).isLossless, "\(descriptions(audit(html)))")
        let report = audit(html) { $0.markdown = "Claim[1](https://example.com/2011/05/post/#fn:1).\n" }
        #expect(descriptions(report).contains("1 footnote lost"))
    }

    @Test func commentsTheSourceHadButTheArchiveLacks() {
        let notImported = audit("<p>Hi</p>") { $0.statedComments = 5; $0.storedComments = 3 }
        #expect(descriptions(notImported) == ["2 comments not imported"])
        // A feed that only counts its comments (slash:comments) carries none to keep.
        let counted = audit("<p>Hi</p>") { $0.statedComments = 18 }
        #expect(counted.isLossless)
        #expect(counted.notes == ["18 comments counted by the source, which carries no thread"])
    }

    @Test func whatTheConverterDropsOnPurposeIsReportedByKindNotLost() {
        let html = """
            <p>Sign up</p><script>track()</script><style>p{}</style>
            <form><input type="text" name="q"><button>Go</button></form><a href="javascript:alert(1)">x</a>
            """
        let report = audit(html)
        #expect(report.isLossless, "\(descriptions(report))")
        #expect(report.droppedByDesign == ["script": 1, "style": 1, "form control": 2, "unsafe link": 1])
    }

    @Test(arguments: try MigrationAuditTests.fixturePaths())
    func convertedFixturesLoseNothing(_ path: String) throws {
        let html = try Fixtures.text(path)
        let report = audit(html, baseURL: "https://example.com/blog/post/")
        #expect(report.isLossless, "\(path): \(descriptions(report)) \(report.lost.map(\.examples))")
    }

    /// Every HTML post fixture: the sample posts, real listings, listing formats.
    static func fixturePaths() throws -> [String] {
        let directory = try #require(Fixtures.directory)
        return try ["posts", "real", "listings"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".html") }.sorted().map { "\(folder)/\($0)" }
        }
    }
}
