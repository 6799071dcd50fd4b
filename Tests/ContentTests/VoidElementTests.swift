import Content
import Testing

/// HTML5 void elements that libxml2 2.9 does not know as void (`<embed>`, `<source>`, `<track>`)
/// must not take the rest of the post with them when they are dropped.
@Suite struct VoidElementTests {
    @Test(arguments: [
        "<p>before</p><embed src=\"http://example.com/movie.swf\"><p>after</p>",
        "<p>before</p><embed src=\"http://example.com/movie.swf\" type=\"application/x-shockwave-flash\"></embed><p>after</p>",
        "<p>before</p><audio controls><source src=\"a.mp3\"></audio><p>after</p>",
        "<p>before</p><source src=\"a.webm\"><track src=\"a.vtt\"><p>after</p>",
        "<p>before <embed src=\"x.swf\"> and</p><p>after</p>",
    ])
    func contentAfterAnUnclosedEmbedIsKept(_ html: String) {
        let body = HTMLConverter(baseURL: "http://example.com/").convert(html: html)
        #expect(body.text.contains("before"))
        #expect(body.text.contains("after"))
        #expect(body.html.contains("<p>after</p>"))
        #expect(!body.html.contains("<embed"))
        #expect(!body.html.contains("<source"))
    }

    @Test func whatAnEmbedSwallowsIsStillSanitized() {
        let body = HTMLConverter().convert(html: "<embed src=x.swf><script>alert(1)</script><p onclick=\"alert(2)\">after</p>")
        #expect(body.markdown == "after\n")
        #expect(!body.html.contains("alert"))
    }
}
