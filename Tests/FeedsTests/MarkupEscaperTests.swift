import Feeds
import Testing

/// `MarkupEscaper`: the one escaper the reader, the converter and the site write markup with.
@Suite struct MarkupEscaperTests {
    @Test func textEscapesNoQuotes() {
        #expect(MarkupEscaper.text(#"a < b && c > "d" 'e'"#) == #"a &lt; b &amp;&amp; c &gt; "d" 'e'"#)
    }

    @Test func attributeEscapesDoubleQuotes() {
        #expect(MarkupEscaper.attribute(#"x?a=1&b="2"'"#) == #"x?a=1&amp;b=&quot;2&quot;'"#)
    }

    @Test func markupEscapesBothQuotesAndDropsWhatXMLForbids() {
        #expect(MarkupEscaper.markup("It's \"<ok>\"\u{1}\u{FFFE}\t\n") == "It&#39;s &quot;&lt;ok&gt;&quot;\t\n")
        #expect(MarkupEscaper.xmlCharacters("a\u{0}b\u{FFFF}c\r") == "abc\r")
    }

    @Test func bytesAndTextAgree() {
        let text = "café <b class=\"x\">&</b> 'q'"
        #expect(MarkupEscaper.escaped(Array(text.utf8)) == Array(MarkupEscaper.attribute(text).utf8))
    }
}
