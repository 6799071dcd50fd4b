import Feeds
import Foundation
import Testing

/// JSON string literals: text that needs no escape is copied as it is, and every character that
/// needs one is escaped, whichever way the text is read.
@Suite("JSON string literals")
struct JSONStringTests {
    @Test(arguments: [
        ("plain words", #""plain words""#),
        ("café 清单 naïve €5 \u{A0}\u{FFFD}\u{1F600}", "\"café 清单 naïve €5 \u{A0}\u{FFFD}\u{1F600}\""),
        ("a \"quote\" and a \\ backslash", #""a \"quote\" and a \\ backslash""#),
        ("line\nfeed\r\ttab\u{1}", #""line\nfeed\r\ttab\u0001""#),
        ("del\u{7F} c1\u{85}\u{9F}", #""del\u007f c1\u0085\u009f""#),
        ("separators \u{2028}\u{2029} bom \u{FEFF} nonchars \u{FFFE}\u{FFFF}", #""separators \u2028\u2029 bom \ufeff nonchars \ufffe\uffff""#),
        ("", #""""#),
    ])
    func literal(text: String, expected: String) throws {
        let literal = JSON.string(text)
        #expect(literal == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded == [text])
    }
}
