import Content
import Foundation
import Testing

/// The audit sees the shortcodes a WordPress author wrote, not only what their expansion made:
/// one that expansion drops, or whose expansion the kept Markdown lacks, is reported as a lost
/// shortcode, named; the real export fixtures lose none.
@Suite struct ShortcodeAuditTests {
    /// The audit of a WordPress body written as `authored`: expanded with `attachments`,
    /// converted, then the Markdown changed by `change`.
    private func audit(
        _ authored: String, attachments: WordPressAttachments = WordPressAttachments(), postID: Int? = 7,
        change: (inout String) -> Void = { _ in }
    ) -> AuditReport {
        let expanded = WordPressShortcodes(postID: postID, attachments: attachments).expand(authored)
        let body = HTMLConverter(baseURL: "https://example.com/2011/05/post/").convert(html: expanded)
        var markdown = body.markdown
        change(&markdown)
        return MigrationAudit.audit(AuditedBody(
            sourceHTML: expanded, baseURL: "https://example.com/2011/05/post/", markdown: markdown, listings: body.code,
            authoredHTML: authored))
    }

    private func descriptions(_ report: AuditReport) -> [String] {
        report.lost.map(\.description)
    }

    @Test func aGalleryWhoseImagesTheExportLacksIsLost() {
        // Expansion writes nothing for it (no image attachment in the export): the source the
        // converter saw has nothing left to compare.
        let authored = "<p>Our trip:</p>\n[gallery ids=\"12,13\" columns=\"2\"]\n<p>More soon.</p>"
        let expanded = WordPressShortcodes(postID: 7).expand(authored)
        let markdown = HTMLConverter().convert(html: expanded).markdown
        #expect(MigrationAudit.audit(AuditedBody(sourceHTML: expanded, markdown: markdown)).isLossless, "the expansion alone shows no loss")
        let report = audit(authored)
        #expect(descriptions(report) == ["1 [gallery] shortcode lost"])
        #expect(report.lost.first?.examples == [#"[gallery ids="12,13" columns="2"]"#])
        #expect(report.tallies.contains(AuditTally(name: "shortcodes", source: 1, kept: 0)))
    }

    @Test func anAudioShortcodeWithoutItsLinkInTheMarkdownIsLost() {
        let authored = "<p>Audio shortcode:</p>\n[audio src=\"https://example.com/uploads/talk.mp3\"]"
        #expect(audit(authored).isLossless, "\(descriptions(audit(authored)))")
        let report = audit(authored) { $0 = "Audio shortcode:\n" }
        #expect(descriptions(report).contains("1 [audio] shortcode lost"), "\(descriptions(report))")
        // No file named and none attached: WordPress plays nothing, and nothing is kept.
        #expect(descriptions(audit("<p>Listen:</p>\n[audio]")) == ["1 [audio] shortcode lost"])
    }

    @Test func embedsVideosAndPlaylistsNeedTheirLinks() {
        let authored = """
            [embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]

            [video mp4="https://example.com/clip.mp4"][/video]
            """
        #expect(audit(authored).isLossless, "\(descriptions(audit(authored)))")
        let report = audit(authored) { $0 = "\n" }
        #expect(descriptions(report).filter { $0.hasSuffix("shortcode lost") } == ["1 [embed] shortcode lost", "1 [video] shortcode lost"],
                "\(descriptions(report))")
        #expect(descriptions(audit("[playlist ids=\"5\"]")) == ["1 [playlist] shortcode lost"])
    }

    @Test func aCaptionNeedsItsImageAndItsWords() {
        let authored = #"[caption id="attachment_9" align="alignnone" width="300"]<img src="/uploads/bridge.jpg" alt="Bridge" /> The old bridge at dawn.[/caption]"#
        #expect(audit(authored).isLossless, "\(descriptions(audit(authored)))")
        let report = audit(authored) { $0 = "![Bridge](https://example.com/uploads/bridge.jpg)\n" }
        #expect(descriptions(report).contains("1 [caption] shortcode lost"), "\(descriptions(report))")
    }

    @Test func anUnknownShortcodeIsKeptAsTextElseLost() {
        let authored = #"<p>Write to us:</p>[contact-form-7 id="3" title="Contact form 1"]"#
        #expect(audit(authored).isLossless, "\(descriptions(audit(authored)))")
        let report = audit(authored) { $0 = "Write to us:\n" }
        #expect(descriptions(report).contains("2 [contact-form-7] shortcodes lost") == false)
        #expect(descriptions(report).contains("1 [contact-form-7] shortcode lost"), "\(descriptions(report))")
    }

    @Test func aCodeShortcodeNeedsACodeBlock() {
        let authored = "[sourcecode language=\"python\"]\nprint(1)\n[/sourcecode]"
        #expect(audit(authored).isLossless, "\(descriptions(audit(authored)))")
        let report = audit(authored) { $0 = "print(1)\n" }
        #expect(descriptions(report).contains("1 [sourcecode] shortcode lost"), "\(descriptions(report))")
    }

    @Test func shortcodesInCodeTagsAndCommentsAndEscapedOnesAreNoShortcodes() {
        let authored = #"<pre>[gallery]</pre><p><code>[audio]</code> <!-- [video] --> [[playlist]]</p>"#
        let report = audit(authored)
        #expect(report.isLossless, "\(descriptions(report))")
        #expect(!report.tallies.contains { $0.name == "shortcodes" })
    }

    @Test func theThemeUnitTestExportLosesNoShortcode() throws {
        let export = try WordPressShortcodesTests.export.get()
        #expect(!export.posts.isEmpty)
        for (id, item) in export.posts.sorted(by: { $0.key < $1.key }) {
            let authored = try #require(item.contentHTML)
            let report = audit(authored, attachments: export.attachments, postID: id)
            #expect(report.isLossless, "post \(id): \(descriptions(report)) \(report.lost.map(\.examples))")
        }
    }
}
