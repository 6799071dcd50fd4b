import Archive
import ArchiveTestSupport
import Foundation
import Import
import Testing

/// A WordPress export's shortcodes, expanded on import: a `[gallery]` shows the post's
/// attachments even when the export lists them after the post.
@Suite struct WordPressShortcodeImportTests {
    static let fixture = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("wxr-gallery-before-attachments.xml").path

    /// WordPress's theme unit test: `[audio URL]` names its file without an attribute.
    @Test func anAudioShortcodeIsALinkNamedByItsAttachmentListedAfterThePost() throws {
        let fixture = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("wxr-audio-shortcode.xml").path
        try withTemporaryArchive { archive in
            let report = try Importer(archive: archive).importFeed(fixture)
            #expect(report.backup?.posts == 1)
            let post = try #require(try archive.posts().first { $0.title == "Post Format: Audio" })
            let link = "[St. Louis Blues](https://wpthemetestdata.files.wordpress.com/2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3)"
            #expect(post.markdown.hasSuffix("Audio shortcode:\n\n" + link + "\n"))
            #expect(!post.markdown.contains("[audio"))
        }
    }

    /// SyntaxHighlighter's language shortcodes (`[bash]`, `[php]`, `[text]`) are listings, kept
    /// out of the classic editor's paragraphs as `[sourcecode]` and `[code]` are: no `<br />` in
    /// their code, and a listing in a paragraph of prose is a listing of its own.
    @Test func languageShortcodesAreListingsOutsideTheParagraphs() throws {
        let fixture = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("wxr-code-shortcodes.xml").path
        try withTemporaryArchive { archive in
            _ = try Importer(archive: archive).importFeed(fixture)
            let post = try #require(try archive.posts().first)
            #expect(post.markdown.contains("``` shell\nssh -l root ip.address\n```\n"))
            #expect(post.markdown.contains("输入：\n\n``` php\n<?php\n  phpinfo();\n?>\n```\n\n再访问"))
            #expect(post.markdown.contains("```\nF1G1NS1.DNSPOD.NET\nF1G1NS2.DNSPOD.NET\n```\n"))
            #expect(!post.markdown.contains("[php]"))
        }
    }

    @Test func aGalleryShowsAttachmentsListedAfterItsPost() throws {
        try withTemporaryArchive { archive in
            let report = try Importer(archive: archive).importFeed(Self.fixture)
            #expect(report.backup?.posts == 3)
            let posts = try archive.posts()
            let gallery = try #require(posts.first { $0.title == "Post Format: Gallery" })
            #expect(!gallery.markdown.contains("[gallery"))
            #expect(gallery.markdown.contains("2013/09/dsc20050604_133440_34211.jpg"))
            #expect(gallery.markdown.contains("2014/01/dsc20050315_145007_132.jpg"))
            // The .mov is attached to no post and is no image: no gallery shows it.
            #expect(!gallery.markdown.contains(".mov"))
            for post in posts { #expect(!post.markdown.contains("[caption id=")) }
            // Importing the same export again changes nothing.
            let again = try Importer(archive: archive).importFeed(Self.fixture)
            #expect(again.outcomes.values.allSatisfy { $0 == .unchanged })
        }
    }
}
