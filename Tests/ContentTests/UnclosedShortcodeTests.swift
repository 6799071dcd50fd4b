// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds;
// bench/content.sh builds the tests in release mode for its figures, without this suite.
#if DEBUG
@testable import Content
import Testing

/// Code pasted into prose (`[code]` … `[/code]` over several paragraphs) is looked for within
/// ``ProseSpan/window`` siblings of each opening, each sibling's text searched once as it joins
/// the span: a body of thousands of openings that are never closed costs each opening its window
/// once. Searching the text gathered so far again at every sibling (45 s for these 4,000 once)
/// costs each opening the square of its window. The characters searched are counted, no clock
/// involved; `bench/content.sh` times this body.
@Suite struct UnclosedShortcodeTests {
    static let body = (0..<4000).map { "<p>[code]x\($0)</p>" }.joined()

    @Test func thousandsOfUnclosedCodeShortcodesAreSearchedOnceEach() {
        let (converted, searched) = WorkMeter.measure { HTMLConverter().convert(html: Self.body) }
        #expect(converted.code.isEmpty, "no opening is closed: no listing")
        #expect(converted.markdown.contains("code\\]x3999"))
        // Each character is searched by the openings of the window before it, about once each
        // (twice allows for the few characters searched again where two siblings join).
        let bound = 2 * ProseSpan.window * Self.body.utf8.count
        #expect(searched > 0)
        #expect(searched <= bound, "\(searched) characters searched for \(Self.body.utf8.count)")
    }
}
#endif
