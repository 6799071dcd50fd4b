import Feeds
import Testing

/// Bodies a generator escaped twice (`&amp;lt;p&amp;gt;`), which read as literal tags, are read
/// as HTML once more, with a warning; a body that shows escaped tags beside real markup, or in
/// prose, is left as written.
@Suite struct EscapedTwiceTests {
    @Test func aBodyOfNothingButEscapedMarkupIsReadAsHTML() throws {
        let (items, reader) = try Fixture.read("escaped/needs-review.xml")
        #expect(items.count == 3)
        #expect(items[0].summaryHTML?.hasPrefix(
            "<p>person-update of <a href=\"/person/2009\">Tessa Jowell (2009)</a> by new_only_one") == true)
        #expect(items[0].summaryHTML?.hasSuffix("<div style=\"color: red\">Fake diff</div>") == true)
        #expect(items[1].summaryHTML?.contains("<li>One of the first 3 edits of user morbid_vandal</li>") == true)
        #expect(reader.warnings.map(\.description) == [
            "escaped/needs-review.xml:3: warning: item 'Tessa Jowell (2009) - person-update' (line 3): "
                + "its summary is HTML escaped twice (it starts '&lt;p&gt;'); read as HTML",
            "escaped/needs-review.xml:7: warning: item 'constituency-lock' (line 7): "
                + "its summary is HTML escaped twice (it starts '&lt;p&gt;'); read as HTML",
        ])
    }

    @Test func escapedTagsBesideRealMarkupOrInProseStayText() throws {
        let (items, _) = try Fixture.read("escaped/needs-review.xml")
        let post = try #require(items.last)
        #expect(post.contentHTML?.hasSuffix("may render as <code>&amp;lt;p&amp;gt;</code></p>") == true)
        #expect(post.summaryHTML == "If it’s double-escaped a paragraph tag may render as &lt;p&gt;")
    }
}
