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
        // Lead bytes of escaped characters, in characters left as they are.
        ("\u{A0}\u{A9}\u{2027}\u{202A}\u{20AC}\u{FEFE}\u{FFFD}\u{FB01}", "\"\u{A0}\u{A9}\u{2027}\u{202A}\u{20AC}\u{FEFE}\u{FFFD}\u{FB01}\""),
        ("ends in a C1 control\u{9F}", #""ends in a C1 control\u009f""#),
    ])
    func literal(text: String, expected: String) throws {
        let literal = JSON.string(text)
        #expect(literal == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded == [text])
    }

    /// Every scalar of the Basic Multilingual Plane and a few past it, alone and after a
    /// line break (which takes the escaping path), against the literal escaped scalar by scalar.
    @Test func everyScalarAsEscapedOneByOne() {
        func reference(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}":
                    result += String(format: "\\u%04x", scalar.value)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init) + ["\u{10000}", "\u{1F600}", "\u{10FFFF}"]
        var mismatches: [UInt32] = []
        for scalar in scalars {
            for text in [String(scalar), "\n" + String(scalar), "\n" + String(scalar) + "x"] where JSON.string(text) != reference(text) {
                mismatches.append(scalar.value)
            }
        }
        #expect(mismatches.isEmpty)
        let all = String(String.UnicodeScalarView(scalars))
        #expect(JSON.string(all) == reference(all))
    }
}
