import Archive
import Content
import Foundation
import Site
import Testing

/// An image whose `alt` is empty is described by its title, else its file name, escaped.
@Suite("Image alt text")
struct ImageAltTests {
    @Test("an empty alt takes the title, else the decoded file name; a given alt is kept")
    func emptyAltIsFilled() throws {
        let body = HTMLConverter().convert(html: """
            <p><img src="https://example.org/img/a%22%3Cb%3E%20c.png?size=2" alt="">
            <img src="https://example.org/img/chart.svg" title="Sales &amp; costs">
            <img src="https://example.org/img/kept.png" alt="Kept"></p>
            """)
        let site = try SampleSite()
        try site.build([Post(id: 1, guid: "1", title: "Pictures", link: "https://example.org/pictures/", html: body.html)])
        let page = try site.page("pictures/index.html")
        #expect(page.contains("<img src=\"https://example.org/img/a%22%3Cb%3E%20c.png?size=2\" alt=\"a&quot;&lt;b&gt; c.png\" />"))
        #expect(page.contains("<img src=\"https://example.org/img/chart.svg\" alt=\"Sales &amp; costs\" title=\"Sales &amp; costs\" />"))
        #expect(page.contains("<img src=\"https://example.org/img/kept.png\" alt=\"Kept\" />"))
    }
}
