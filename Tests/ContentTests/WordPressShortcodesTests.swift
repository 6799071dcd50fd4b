import Content
import Feeds
import Foundation
import Testing

/// WordPress shortcodes in export bodies expanded the way the site showed them, then converted:
/// `[caption]` a figure whose caption follows the image, `[gallery]` the images, `[embed]` and
/// auto-embedded URLs links; code, tags and escaped shortcodes untouched.
@Suite struct WordPressShortcodesTests {
    /// The posts of a WordPress export fixture, and its attachments as the import collects them.
    struct Export {
        var posts: [Int: FeedItem] = [:]
        var attachments = WordPressAttachments()

        init(_ fixture: String) throws {
            let reader = try FeedReader(path: try #require(Fixtures.directory).appendingPathComponent(fixture).path)
            while let item = try reader.nextItem() {
                if let attachment = WordPressAttachment(item) {
                    attachments.insert(attachment)
                } else if let id = item.wordPress?.postID {
                    posts[id] = item
                }
            }
        }

        func markdown(of postID: Int) throws -> String {
            let body = try #require(posts[postID]?.contentHTML)
            return HTMLConverter().convert(html: WordPressShortcodes(postID: postID, attachments: attachments).expand(body)).markdown
        }
    }

    static let export = Result { try Export("wordpress/theme-unit-test-shortcodes.xml") }

    static func expanded(_ html: String, _ attachments: [WordPressAttachment] = [], postID: Int? = nil) -> String {
        WordPressShortcodes(postID: postID, attachments: WordPressAttachments(attachments)).expand(html)
    }

    // MARK: Real exports

    @Test func captionsOfTheThemeUnitTestAreFiguresWithTheCaptionAfterTheImage() throws {
        let markdown = try Self.export.get().markdown(of: 1177)
        #expect(markdown.contains("""
            ![Image Alignment 580x300](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg "Image Alignment 580x300")

            Look at 580x300 getting some [caption](https://en.support.wordpress.com/images/image-settings/ "Image Settings") love.

            """))
        #expect(markdown.contains("""
            ![Image Alignment 1200x400](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/03/image-alignment-1200x4002.jpg "Image Alignment 1200x400")

            This massive image is centered.

            """))
        #expect(!markdown.contains("[caption id") && !markdown.contains("[/caption]"))
    }

    @Test func galleryOfTheThemeUnitTestIsItsAttachedImagesLinkedToTheirFiles() throws {
        let markdown = try Self.export.get().markdown(of: 555)
        let gallery = """
            [![dsc20050604\\_133440\\_34211](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/09/dsc20050604_133440_34211.jpg)](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/09/dsc20050604_133440_34211.jpg)

            [![dsc20050315\\_145007\\_132](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2014/01/dsc20050315_145007_132.jpg)](https://i0.wp.com/wpthemetestdata.files.wordpress.com/2014/01/dsc20050315_145007_132.jpg)

            """
        #expect(markdown.hasPrefix(gallery), "the post's own attachments, by menu order then id")
        #expect(markdown.components(separatedBy: gallery).count == 4, "three galleries: columns change nothing")
        #expect(!markdown.contains("[gallery"))
        #expect(!markdown.contains(".mov"), "an attachment of no post is in no gallery")
    }

    @Test func urlAloneOnItsLineIsALink() throws {
        let markdown = try Self.export.get().markdown(of: 1179)
        #expect(markdown.hasPrefix("<https://twitter.com/nacin/status/319508408669708289>"))
        #expect(try HTMLConverter().convert(html: #require(Self.export.get().posts[1179]?.contentHTML)).links
            .contains("https://twitter.com/nacin/status/319508408669708289") == false, "a bare URL was no link before")
    }

    @Test func audioShortcodeOfTheThemeUnitTestIsALinkNamedByItsAttachment() throws {
        let markdown = try Self.export.get().markdown(of: 587)
        // The paragraphs are made on import (AutoParagraph): here the body is one paragraph.
        #expect(markdown.hasSuffix(
            "Audio shortcode: [St. Louis Blues](https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3)\n"))
    }

    // MARK: The shortcodes

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let html: String
        let expanded: String
        /// The post expanded: 5 has images, audio and video attached, 6 one image.
        var postID = 5
        var testDescription: String { name }
    }

    static let attachments = [
        WordPressAttachment(id: 7, parentID: 5, url: "https://e.org/up/b.png", title: "Bee", menuOrder: 2),
        WordPressAttachment(id: 3, parentID: 5, url: "https://e.org/up/a.jpg", title: "Ant", alt: "An ant & a leaf"),
        WordPressAttachment(id: 4, parentID: 5, url: "https://e.org/up/talk.pdf", title: "Talk"),
        WordPressAttachment(id: 9, parentID: 6, url: "https://e.org/up/c.gif?w=300", title: "Cat"),
        WordPressAttachment(id: 12, parentID: 5, url: "https://e.org/up/talk.webm", title: "The talk"),
        WordPressAttachment(id: 11, parentID: 5, url: "https://e.org/up/song.mp3", title: "A <song>"),
        WordPressAttachment(id: 13, parentID: 5, url: "https://e.org/up/Take%20Five.ogg"),
    ]

    static let ant = #"<p><a href="https://e.org/up/a.jpg"><img src="https://e.org/up/a.jpg" alt="An ant &amp; a leaf" /></a></p>"#
    static let bee = #"<p><a href="https://e.org/up/b.png"><img src="https://e.org/up/b.png" alt="Bee" /></a></p>"#
    static let cat = #"<p><a href="https://e.org/up/c.gif?w=300"><img src="https://e.org/up/c.gif?w=300" alt="Cat" /></a></p>"#

    static let cases: [Case] = [
        Case(name: "caption around a linked image",
             html: #"[caption id="attachment_1" align="alignnone" width="300"]<a href="https://e.org/full.jpg"><img src="https://e.org/a.jpg" alt="A" /></a> The <em>caption</em>[/caption]"#,
             expanded: #"<figure><a href="https://e.org/full.jpg"><img src="https://e.org/a.jpg" alt="A" /></a><figcaption>The <em>caption</em></figcaption></figure>"#),
        Case(name: "older caption attribute",
             html: #"[caption id="attachment_448" align="aligncenter" width="632" caption="Pas Firewall-Friendly?"]<a href="https://e.org/i.jpg"><img src="https://e.org/i.jpg" /></a>[/caption]"#,
             expanded: #"<figure><a href="https://e.org/i.jpg"><img src="https://e.org/i.jpg" /></a><figcaption>Pas Firewall-Friendly?</figcaption></figure>"#),
        Case(name: "caption without text: the image alone",
             html: #"[caption width="150"]<img src="a.jpg" />  [/caption]"#, expanded: #"<img src="a.jpg" />"#),
        Case(name: "wp_caption, single quotes, bare values",
             html: #"[wp_caption id='x' width=150]<IMG SRC="a.jpg"></A> Small[/wp_caption]"#,
             expanded: #"<figure><IMG SRC="a.jpg"></A><figcaption>Small</figcaption></figure>"#),
        Case(name: "embed", html: #"[embed width="500"]https://www.youtube.com/watch?v=kJQP7kiw5Fk[/embed]"#,
             expanded: #"<a href="https://www.youtube.com/watch?v=kJQP7kiw5Fk">https://www.youtube.com/watch?v=kJQP7kiw5Fk</a>"#),
        Case(name: "embed of a link the editor made, with an entity",
             html: #"[embed]<a href="https://vimeo.com/1?a=1&amp;b=2">https://vimeo.com/1?a=1&amp;b=2</a>[/embed]"#,
             expanded: #"<a href="https://vimeo.com/1?a=1&amp;b=2">https://vimeo.com/1?a=1&amp;b=2</a>"#),
        Case(name: "audio", html: #"[audio src="https://download.samplelib.com/mp3/sample-15s.mp3"]"#,
             expanded: #"<a href="https://download.samplelib.com/mp3/sample-15s.mp3">sample-15s.mp3</a>"#),
        Case(name: "self-closing video by file type", html: #"[video width="640" mp4="https://e.org/v.mp4" /]"#,
             expanded: #"<a href="https://e.org/v.mp4">v.mp4</a>"#),
        Case(name: "video: src before the file types", html: #"[video src="https://e.org/v.mp4?x=1" mp4="https://e.org/m.mp4" webm="https://e.org/w.webm"][/video]"#,
             expanded: #"<a href="https://e.org/v.mp4?x=1">v.mp4</a>"#),
        Case(name: "audio of an attachment: its title", html: #"[audio mp3="https://e.org/up/song.mp3"]"#,
             expanded: #"<a href="https://e.org/up/song.mp3">A &lt;song&gt;</a>"#),
        Case(name: "audio by a URL without a name, WordPress.com options after a bar",
             html: "[audio http://e.org/a%20b.mp3|titles=AB|artists=C]", expanded: #"<a href="http://e.org/a%20b.mp3">a b.mp3</a>"#),
        Case(name: "video of a page: the URL", html: #"[video src="https://www.youtube.com/watch?v=kJQP7kiw5Fk"]"#,
             expanded: #"<a href="https://www.youtube.com/watch?v=kJQP7kiw5Fk">https://www.youtube.com/watch?v=kJQP7kiw5Fk</a>"#),
        Case(name: "audio without a URL: the post's first audio file", html: "[audio]", expanded: #"<a href="https://e.org/up/song.mp3">A &lt;song&gt;</a>"#),
        Case(name: "video without a URL: the post's first video file", html: "[video width=\"1\"]", expanded: #"<a href="https://e.org/up/talk.webm">The talk</a>"#),
        Case(name: "playlist of the post, audio", html: "[playlist]",
             expanded: #"<ul><li><a href="https://e.org/up/song.mp3">A &lt;song&gt;</a></li><li><a href="https://e.org/up/Take%20Five.ogg">Take Five.ogg</a></li></ul>"#),
        Case(name: "playlist of named ids, video", html: "[playlist type=\"video\" ids=\"11,12\"]",
             expanded: #"<ul><li><a href="https://e.org/up/talk.webm">The talk</a></li></ul>"#),
        Case(name: "playlist of nothing playable", html: "[playlist ids=\"3,4\"]", expanded: ""),
        Case(name: "media without a URL, none attached", html: "a [audio] b [embed][/embed] c [video]", expanded: "a  b  c ", postID: 6),
        Case(name: "gallery of the post: images only, by menu order", html: "[gallery]", expanded: ant + "\n" + bee),
        Case(name: "gallery of named ids, in their order", html: "[gallery ids=\"9, 7,404\"]", expanded: cat + "\n" + bee),
        Case(name: "gallery of another post, descending", html: "[gallery id=5 order='DESC' exclude=\"7\"]", expanded: ant),
        Case(name: "gallery of no known image", html: "<p>[gallery ids=\"4\"]</p>", expanded: "<p></p>"),
        Case(name: "escaped shortcodes are literal", html: "[[caption]<img src=\"a.jpg\" /> x[/caption]] and [[gallery]]",
             expanded: "[caption]<img src=\"a.jpg\" /> x[/caption] and [gallery]"),
        Case(name: "one bracket more is kept", html: "[[embed]https://e.org/[/embed]",
             expanded: "[<a href=\"https://e.org/\">https://e.org/</a>"),
        Case(name: "names are exact and case-sensitive",
             html: "[Caption]x[/Caption] [captions] [caption-box]y[/caption-box] [contact-form-7 id=\"1\"]",
             expanded: "[Caption]x[/Caption] [captions] [caption-box]y[/caption-box] [contact-form-7 id=\"1\"]"),
        Case(name: "URL alone on its line", html: "Watch:\n  http://vimeo.com/14600175 \nthen", expanded: "Watch:\n  <a href=\"http://vimeo.com/14600175\">http://vimeo.com/14600175</a> \nthen"),
        Case(name: "URL alone in a paragraph", html: "<p>http://youtu.be/OTRmyXX6ipU</p><p>see http://e.org/ here</p>",
             expanded: "<p><a href=\"http://youtu.be/OTRmyXX6ipU\">http://youtu.be/OTRmyXX6ipU</a></p><p>see http://e.org/ here</p>"),
        Case(name: "URL already a link's text", html: "<a href=\"http://e.org/\">\nhttp://e.org/\n</a>\nftp://e.org/",
             expanded: "<a href=\"http://e.org/\">\nhttp://e.org/\n</a>\nftp://e.org/"),
    ]

    @Test(arguments: cases) func expansion(_ example: Case) {
        #expect(Self.expanded(example.html, Self.attachments, postID: example.postID) == example.expanded)
    }

    @Test func captionConvertsToTheImageThenItsCaption() {
        let html = #"[caption id="attachment_1" width="300"]<a href="https://e.org/full.jpg"><img src="https://e.org/a.jpg" alt="A" /></a> The <em>caption</em>[/caption]"#
        #expect(HTMLConverter().convert(html: Self.expanded(html)).markdown == "[![A](https://e.org/a.jpg)](https://e.org/full.jpg)\n\nThe *caption*\n")
    }

    @Test func unknownShortcodesAndFootnoteMarkersStayAsText() {
        let html = #"<p>Write to us: [contact-form-7 id="3" title="Contact"]</p><p>[foo bar="1"]kept[/foo] and a note[1].</p>"#
        let body = HTMLConverter().convert(html: Self.expanded(html, Self.attachments, postID: 5))
        #expect(body.text.contains(#"Write to us: [contact-form-7 id="3" title="Contact"]"#))
        #expect(body.text.contains(#"[foo bar="1"]kept[/foo] and a note[1]."#))
        #expect(body.html.contains("[foo bar=&quot;1&quot;]kept[/foo]"))
    }

    // MARK: What stays as written

    static let untouched = [
        "<pre>[caption width=\"1\"]<img src=\"a.jpg\" /> x[/caption]\nhttps://e.org/\n</pre>",
        "<PRE class=\"x\">[embed]https://e.org/[/embed]</Pre>[embed",
        "<code>[gallery]</code> and <code class=\"php\">[audio src=\"a.mp3\"]</code>",
        "[sourcecode language=\"html\"][caption width=\"1\"]<img src=\"a.jpg\" /> x[/caption]\nhttps://e.org/\n[/sourcecode]",
        "[php]echo '[embed]https://e.org/[/embed]';[/php]",
        "<img alt=\"[caption]x[/caption]\" src=\"a.jpg\"> <!-- [gallery] --> <script>s = \"[embed]x[/embed]\"</script>",
        "<pre>an element left open holds the rest: [gallery]\nhttps://e.org/",
        "[code]unclosed code shortcode is text[code] [embed",
    ]

    @Test(arguments: untouched) func codeTagsAndCommentsAreKept(_ html: String) {
        #expect(Self.expanded(html, Self.attachments, postID: 5) == html)
    }

    @Test func unclosedCodeShortcodeDoesNotHideWhatFollows() {
        #expect(Self.expanded("[code lang=x] then [embed]https://e.org/[/embed]")
            == "[code lang=x] then <a href=\"https://e.org/\">https://e.org/</a>")
    }

    // MARK: Hostile input

    /// A unit of hostile input, repeated, and what each repetition becomes.
    static let hostile: [(name: String, unit: String, expanded: String)] = [
        ("openings without a bracket", "[caption", "[caption"),
        ("escaped openings", "[[caption ", "[[caption "),
        ("captions never closed, so empty", "[caption]", ""),
        ("closings alone", "[/caption]", "[/caption]"),
        ("attributes never closed", "[gallery ids=\"1,", "[gallery ids=\"1,"),
        ("unterminated tags", "<a ", "<a "),
        ("kept elements never closed", "<pre", "<pre"),
        ("URL lines", "http://e.org/\n", "<a href=\"http://e.org/\">http://e.org/</a>\n"),
    ]

    /// The brief's case and its kin, 256 KB each: a backtracking regex, or a rescan to the end at
    /// every `[` or `<`, examines 16 times the bytes for 4 times the input; one pass 4 times (a
    /// little more: the lookups in ``ShortcodeSource``'s indexes are binary searches). The bytes
    /// examined are counted, no clock involved; `bench/content.sh` times a megabyte of each.
    @Test(arguments: hostile.indices) func hostileInputIsExpandedInOnePass(_ index: Int) {
        let (name, unit, expandedUnit) = Self.hostile[index]
        let count = 256 * 1024 / unit.utf8.count
        let (expanded, steps) = WorkMeter.measure { Self.expanded(String(repeating: unit, count: count)) }
        #expect(expanded == String(repeating: expandedUnit, count: count), "\(name)")
        let quarter = WorkMeter.measure { Self.expanded(String(repeating: unit, count: count / 4)) }.steps
        #expect(quarter > 0, "\(name)")
        #expect(steps <= 5 * quarter, "\(name): \(quarter) bytes examined for 64 KB, \(steps) for 256 KB")
    }
}
