import Archive
import Foundation
import Import
import Testing

/// The text of a WordPress export's comments, made as WordPress shows it (links, paragraphs), in
/// time linear in its length whatever it holds.
@Suite struct CommentTextTests {
    /// The post of a one-post export whose only comment says `text`, as imported.
    func importedComment(_ text: String) throws -> (comment: PostComment?, time: Duration) {
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
            let time = try ContinuousClock().measure { _ = try archive.importFeed(file.path) }
            return (try archive.posts().first?.comments.first, time)
        }
    }

    @Test func bareURLsBecomeLinksButNotInsideCodeOrLinks() throws {
        let (comment, _) = try importedComment(
            "Try https://example.org/a, <code>http://example.org/b</code> and <a href=\"https://example.org/c\">www.example.org</a>.")
        #expect(comment?.html == #"<p>Try <a href="https://example.org/a">https://example.org/a</a>, "#
            + #"<code>http://example.org/b</code> and <a href="https://example.org/c">www.example.org</a>.</p>"# + "\n")
    }

    @Test(arguments: [
        ("unclosed links", String(repeating: "<a>x ", count: 40_000) + " http://example.com"),
        ("closing parentheses", "see http://example.com/" + String(repeating: ")", count: 100_000)),
        ("unclosed code", String(repeating: "<code>", count: 30_000) + String(repeating: "http://x.example ", count: 3_000)),
        ("unclosed pre", String(repeating: "<pre>\n", count: 20_000)),
    ])
    func hostileTextTakesLinearTime(name: String, text: String) throws {
        let (comment, time) = try importedComment(text)
        #expect(comment != nil)
        #expect(time < .seconds(10), "\(name): \(time)")
    }
}
