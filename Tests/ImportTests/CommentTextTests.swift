import Archive
import ArchiveTestSupport
import Foundation
import Import
import Testing

/// The text of a WordPress export's comments, made as WordPress shows it (links, paragraphs);
/// `CommentTextLinearityTests` shows the work stays linear in its length whatever it holds.
@Suite struct CommentTextTests {
    /// The post of a one-post export whose only comment says `text`, as imported.
    func importedComment(_ text: String) throws -> PostComment? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-comment-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            <?xml version="1.0"?>
            <rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>B</title>
            <link>https://b.example</link><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>P</title><wp:post_id>1</wp:post_id><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
            <wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_content><![CDATA[\(text)]]></wp:comment_content>
            <wp:comment_approved>1</wp:comment_approved></wp:comment></item></channel></rss>
            """.write(to: file, atomically: true, encoding: .utf8)
        return try withTemporaryArchive { archive in
            _ = try Importer(archive: archive).importFeed(file.path)
            return try archive.posts().first?.comments.first
        }
    }

    @Test func bareURLsBecomeLinksButNotInsideCodeOrLinks() throws {
        let comment = try importedComment(
            "Try https://example.org/a, <code>http://example.org/b</code> and <a href=\"https://example.org/c\">www.example.org</a>.")
        #expect(comment?.html == #"<p>Try <a href="https://example.org/a">https://example.org/a</a>, "#
            + #"<code>http://example.org/b</code> and <a href="https://example.org/c">www.example.org</a>.</p>"# + "\n")
    }
}
