// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// The text helpers that read UTF-8 bytes rather than Characters: the references a second
/// escaping left in code, the no-break spaces highlighters put on empty lines, the words the
/// audit counts.
@Suite("Text read as bytes: residual entities, empty-line fillers, words")
struct ByteLevelTextTests {
    @Test(arguments: [
        ("x &#8217; y", "x \u{2019} y"), ("&#x2019;&rsquo;", "\u{2019}\u{2019}"), ("a &amp;&amp; b", "a && b"),
        ("& alone", "& alone"), ("&unknown;", "&unknown;"), ("&amp", "&amp"), ("&&amp;", "&&"),
        ("&averyveryverylongname;", "&averyveryverylongname;"), ("&é;", "&é;"), ("清&lt;清", "清<清"),
        // A combining mark after the reference marks the character it stands for.
        ("&amp;\u{301}", "&\u{301}"),
    ])
    func residualEntities(text: String, decoded: String) {
        #expect(ResidualEntities.decoded(text) == decoded)
    }

    @Test(arguments: [
        ("a\n\u{A0}\nb", "a\n\nb"), ("a\r\n\u{A0}\r\nb", "a\r\n\r\nb"), ("\u{A0}", ""), ("\u{A0}\u{A0}\n\u{A0}", "\u{A0}\u{A0}\n"),
        ("x\u{A0}\n\u{A0}y", "x\u{A0}\n\u{A0}y"), ("no filler", "no filler"), ("é\n\u{A0}\n", "é\n\n"),
    ])
    func emptyLineFillers(code: String, removed: String) {
        #expect(EmptyLineFiller.removed(from: code) == removed)
    }

    @Test func words() {
        var bag = WordBag()
        bag.append("Don’t soft\u{AD}ly ZERO\u{200B}width café Ωmega 清单 ")
        bag.append("hel")
        bag.append("lo")
        bag.separate()
        #expect(bag.counts == ["don": 1, "t": 1, "softly": 1, "zerowidth": 1, "café": 1, "Ωmega": 1, "清单": 1, "hello": 1])
    }
}
#endif
