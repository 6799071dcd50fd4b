import Archive
import Content
import Foundation
import Import
import Site
import Testing

/// What the converter makes of shortcodes and embeds is on the built page, not only in the
/// archive: the link of an `[audio]` shortcode and of a YouTube frame.
@Suite("Shortcodes and embeds on the page")
struct EmbedPageTests {
    @Test("an imported export's [audio] shortcode is a link on its post's page")
    func audioShortcodeLink() throws {
        let site = try SampleSite()
        let archive = try Archive(path: site.directory.appendingPathComponent("blog.sqlite").path)
        let export = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("exports/wxr-audio-shortcode.xml")
        _ = try Importer(archive: archive).importFeed(export.path)
        _ = try SiteBuilder(options: SiteOptions(outputDirectory: site.output.path, baseURL: "https://example.com/blog/"))
            .build(from: archive)
        let page = try site.page("2010/07/02/post-format-audio/index.html")
        #expect(page.contains("<p>Audio shortcode:</p>\n<p><a href=\"https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3\">St. Louis Blues</a></p>"))
    }

    /// The frame as YouTube's share button writes it (cpbotha/cpbotha.github.io,
    /// `content/posts/2021/whv-222-scotty-we-need-more-power/index.md`).
    @Test("a YouTube frame is a link to the video on the page")
    func youTubeFrameLink() throws {
        let body = HTMLConverter().convert(html: """
            <p>Facebook (they own Oculus) has some interesting work-focused ideas with this:</p>
            <iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/5_bVkbG1ZCo" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>
            """)
        let site = try SampleSite()
        try site.build([Post(id: 1, guid: "1", title: "Scotty", link: "https://example.org/scotty/", markdown: body.markdown, html: body.html)])
        let page = try site.page("scotty/index.html")
        #expect(page.contains("<p><a href=\"https://www.youtube.com/watch?v=5_bVkbG1ZCo\">YouTube video player</a></p>"))
        #expect(!page.contains("<iframe"))
    }
}
