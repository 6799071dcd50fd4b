import Archive
import Foundation
import Site
import Testing

/// The comment thread under a post, built from whatever an archive holds: replies nested under
/// what they answer, oldest first, bounded in depth, every value escaped.
@Suite("Comment threads")
struct CommentThreadTests {
    static let page = "2020/thread/index.html"

    static func post(_ comments: [PostComment], kind: PostKind = .post) -> Post {
        Post(id: 1, guid: "thread", title: "Thread", link: "https://example.com/2020/thread/",
             published: Date(timeIntervalSince1970: 1_600_000_000), html: "<p>Body.</p>\n", kind: kind,
             comments: comments)
    }

    static func comment(_ id: String, parent: String? = nil, day: Int?, text: String) -> PostComment {
        PostComment(id: id, parentID: parent, authorName: "Author \(id)",
                    published: day.map { Date(timeIntervalSince1970: 1_600_000_000 + Double($0) * 86_400) },
                    markdown: text + "\n", html: "<p>\(text)</p>\n")
    }

    /// The positions of `marks` in `text`, which must all be there.
    static func positions(of marks: [String], in text: String) throws -> [String.Index] {
        try marks.map { mark in try #require(text.range(of: mark), "\(mark) missing").lowerBound }
    }

    @Test("a loop of replies, a reply to a missing comment and an undated one are all shown, oldest first")
    func loopsAndOrphans() throws {
        let site = try SampleSite()
        try site.build([Self.post([
            Self.comment("a", parent: "b", day: 2, text: "Loop A"),
            Self.comment("b", parent: "a", day: 1, text: "Loop B"),
            Self.comment("c", parent: "gone", day: 3, text: "Orphan C"),
            Self.comment("d", day: nil, text: "Undated D"),
        ])])
        let page = try site.page(Self.page)
        #expect(page.contains(#"<h2 id="comments-heading">4 comments</h2>"#))
        let marks = ["Loop A", #"<ol class="replies">"#, "Loop B", "Orphan C", "Undated D"]
        let positions = try Self.positions(of: marks, in: page)
        #expect(positions == positions.sorted())
        #expect(page.components(separatedBy: #"<ol class="replies">"#).count == 2, "only B is nested")
    }

    @Test("nesting stops at six levels: deeper replies follow the sixth, in order")
    func depthIsBounded() throws {
        let site = try SampleSite()
        let chain = (0..<10).map { Self.comment("\($0)", parent: $0 == 0 ? nil : "\($0 - 1)", day: $0, text: "Reply \($0)") }
        try site.build([Self.post(chain)])
        let page = try site.page(Self.page)
        #expect(page.components(separatedBy: #"<ol class="replies">"#).count - 1 == 5)
        let positions = try Self.positions(of: (0..<10).map { "<p>Reply \($0)</p>" }, in: page)
        #expect(positions == positions.sorted())
    }

    @Test("author names are escaped and only http(s) author URLs are linked")
    func hostileValues() throws {
        let site = try SampleSite()
        let urls = ["javascript:alert(1)", "data:text/html,<script>alert(2)</script>", "//example.com/", "https://ok.example/?a=\"b\""]
        let comments = urls.enumerated().map { index, url in
            PostComment(id: "\(index)", authorName: "<script>alert(\(index))</script>", authorURL: url,
                        published: Date(timeIntervalSince1970: 1_600_000_000 + Double(index)), html: "<p>Hi</p>\n")
        }
        try site.build([Self.post(comments)])
        let page = try site.page(Self.page)
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.contains("javascript:") && !page.contains("data:text"))
        #expect(!page.contains(#"href="//example.com/""#))
        #expect(page.contains(#"<a class="comment-author" href="https://ok.example/?a=&quot;b&quot;" rel="nofollow ugc">"#))
        #expect(page.contains("&lt;script&gt;alert(0)&lt;/script&gt;"))
    }

    @Test("a page shows its comments too, and a changed comment rewrites it")
    func pagesAndRebuilds() throws {
        let site = try SampleSite()
        var page = Self.post([Self.comment("1", day: 1, text: "First")], kind: .page)
        try site.build([page])
        #expect(try site.page(Self.page).contains("<p>First</p>"))
        page.comments[0].html = "<p>Edited</p>\n"
        let report = try site.build([page])
        #expect(!report.upToDate)
        #expect(try site.page(Self.page).contains("<p>Edited</p>"))
    }
}
