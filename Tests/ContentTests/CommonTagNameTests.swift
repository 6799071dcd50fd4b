// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// An element's name is read as a constant when it is a common one, and as the parser's bytes
/// otherwise: either way, the name the bytes spell.
@Suite("DOM: common tag names")
struct CommonTagNameTests {
    @Test func namesReadAsTheirBytes() {
        let names = [
            "a", "ab", "abbr", "abbrx", "b", "br", "bro", "h1", "h6", "h7", "hr", "span", "spa", "spans",
            "strong", "strongest", "tt", "ttt", "u", "ul", "uls", "z", "video", "videos", "x-custom", "é", "",
        ]
        for name in names {
            let read = name.withCString { text in
                text.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) { bytes in
                    CommonTagNames.name(at: bytes) ?? String(cString: bytes)
                }
            }
            #expect(read == name)
        }
    }

    @Test func elementsOfAParsedPostKeepTheirNames() throws {
        let html = "<p><spans>x</spans><h7>y</h7><abbr>z</abbr><strong>w</strong><ttt>v</ttt></p>"
        let document = try #require(HTMLDocument(html: html))
        var names: [String] = []
        func walk(_ node: DOMNode) {
            if node.isElement { names.append(node.name) }
            node.children.forEach(walk)
        }
        walk(try #require(document.root))
        #expect(names == ["html", "body", "p", "spans", "h7", "abbr", "strong", "ttt"])
    }
}
#endif
