import Content
import Foundation
import Testing

/// Embeds become links to what they show, never silently gone: frames of YouTube, Vimeo,
/// SoundCloud and TED link the provider's page, a gist's script the gist, a tweet keeps its text
/// and link, any other frame or object its URL (real markup: `Fixtures/embeds`, sources in its
/// README; the Gutenberg embed blocks of WordPress's theme unit test).
@Suite struct EmbedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        /// What the Markdown holds.
        let markdown: String
        let link: String
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "youtube-jetpack", markdown: "YouTube video: <https://www.youtube.com/watch?v=SqayDnQ2wmw>",
             link: "https://www.youtube.com/watch?v=SqayDnQ2wmw"),
        Case(fixture: "youtube-nocookie", markdown: "[YouTube video player](https://www.youtube.com/watch?v=5_bVkbG1ZCo)",
             link: "https://www.youtube.com/watch?v=5_bVkbG1ZCo"),
        Case(fixture: "vimeo-figure", markdown: "Vimeo video: <https://vimeo.com/257364428/6f8aa672b4>",
             link: "https://vimeo.com/257364428/6f8aa672b4"),
        Case(fixture: "soundcloud", markdown: "SoundCloud audio: <https://api.soundcloud.com/tracks/28875905>",
             link: "https://api.soundcloud.com/tracks/28875905"),
        Case(fixture: "ted", markdown: "TED talk: <https://www.ted.com/talks/ben_goldacre_battling_bad_science>",
             link: "https://www.ted.com/talks/ben_goldacre_battling_bad_science"),
        Case(fixture: "gist-script", markdown: "Gist: <https://gist.github.com/bf4/5594532>",
             link: "https://gist.github.com/bf4/5594532"),
        Case(fixture: "tweet", markdown: "— Enrico Bertini (@FILWD) [January 3, 2017](https://twitter.com/FILWD/status/816374094212067328?ref_src=twsrc%5Etfw)",
             link: "https://twitter.com/FILWD/status/816374094212067328?ref_src=twsrc%5Etfw"),
    ]

    @Test(arguments: cases) func anEmbedIsALinkToWhatItShows(_ example: Case) throws {
        let body = HTMLConverter().convert(html: try Fixtures.text("embeds/\(example.fixture).html"))
        #expect(body.markdown.contains(example.markdown), "\(body.markdown)")
        #expect(body.links.contains(example.link))
        #expect(body.html.contains("<a href=\"\(example.link.replacingOccurrences(of: "&", with: "&amp;"))\">"))
        #expect(!body.html.contains("<iframe") && !body.html.contains("<script"))
    }

    @Test func theTextAroundAnEmbedStays() throws {
        let body = HTMLConverter().convert(html: try Fixtures.text("embeds/vimeo-figure.html"))
        #expect(body.markdown.hasPrefix("There’s a really big dude with a cowbell dancing around in my head:\n\nVimeo video: <"))
        #expect(body.markdown.contains("[More Cowbell From Saturday Night Live](https://vimeo.com/257364428)"))
    }

    /// WordPress keeps an embed block as the bare URL; its frame is made on display.
    @Test func aGutenbergEmbedBlockIsALinkToItsURL() throws {
        let post = try #require(WordPressShortcodesTests.export.get().posts[1738]?.contentHTML)
        let body = HTMLConverter().convert(html: post)
        for url in ["https://twitter.com/WordPress/status/1057136472321613824", "https://youtu.be/ex8fMxXJDJw",
                    "https://www.facebook.com/6427302910/posts/10156380423617911/",
                    "https://www.instagram.com/p/BpmueLLgEn_/?utm_source=ig_share_sheet&igshid=1hcxphic7p9e2",
                    "https://wordpress.tv/2018/10/14/kjell-reigstad-allan-cole-how-we-made-our-first-gutenberg-powered-theme/"] {
            #expect(body.links.contains(url), "\(url)")
        }
        #expect(body.markdown.contains("YouTube video: <https://youtu.be/ex8fMxXJDJw>\n\nYouTube\n"))
        #expect(body.markdown.contains("Tweet: <https://twitter.com/WordPress/status/1057136472321613824>\n\nTwitter,"))
    }

    static let frames: [(html: String, markdown: String)] = [
        (#"<p><iframe src="https://www.youtube.com/embed/videoseries?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs"></iframe></p>"#,
         "YouTube playlist: <https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs>\n"),
        (#"<object width="425" height="344"><param name="movie" value="http://www.youtube.com/v/kJQP7kiw5Fk&hl=en&fs=1"></param><embed src="http://www.youtube.com/v/kJQP7kiw5Fk&hl=en&fs=1" type="application/x-shockwave-flash"></embed></object>"#,
         "YouTube video: <https://www.youtube.com/watch?v=kJQP7kiw5Fk>\n"),
        (#"<p>Map: <iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Our office"></iframe></p>"#,
         "Map: [Our office](https://www.google.com/maps/embed?pb=!1m18)\n"),
        (#"<p>before <embed src="http://v.wordpress.com/hrPKeL5t" type="application/x-shockwave-flash"> and</p><p>after</p>"#,
         "before <http://v.wordpress.com/hrPKeL5t> and\n\nafter\n"),
        (#"<iframe data-src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC" src="about:blank"></iframe>"#,
         "Spotify: <https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC>\n"),
        (#"<p><a href="https://e.org/"><iframe src="https://player.vimeo.com/video/1"></iframe></a></p>"#,
         "[Vimeo video: https://vimeo.com/1](https://e.org/)\n"),
        (#"<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<p>x</p>"></iframe><iframe src="/relative"></iframe>"#, ""),
    ]

    @Test(arguments: frames.indices) func framesAndObjects(_ index: Int) {
        let (html, markdown) = Self.frames[index]
        #expect(HTMLConverter().convert(html: html).markdown == markdown)
    }

    /// WordPress's own post embeds show the `<blockquote>` link and hide the frame until it loads.
    @Test func aWordPressPostEmbedIsItsQuotedLinkOnce() {
        let html = #"<blockquote class="wp-embedded-content" data-secret="x"><a href="https://e.org/p/">A post</a></blockquote><iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" title="“A post” — Site" src="https://e.org/p/embed/#?secret=x" data-secret="x"></iframe>"#
        let body = HTMLConverter().convert(html: html)
        #expect(body.markdown == "> [A post](https://e.org/p/)\n")
        #expect(body.links == ["https://e.org/p/"])
    }
}
