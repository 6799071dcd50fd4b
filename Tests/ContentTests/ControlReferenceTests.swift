import Content
import Testing

/// A double-escaped reference to a control character in a body (`&amp;#27;[31m`) is not decoded
/// into one: prose feeds search snippets printed on terminals.
@Suite struct ControlReferenceTests {
    @Test func escapeReferencesStayText() {
        let body = HTMLConverter().convert(html: "<p>Red &amp;#27;[31m alert &amp;#x7; and &amp;#8217;quoted&amp;#8217;</p>")
        for text in [body.text, body.html, body.markdown] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text)")
        }
        #expect(body.text.contains("&#8217;quoted&#8217;"))
    }
}
