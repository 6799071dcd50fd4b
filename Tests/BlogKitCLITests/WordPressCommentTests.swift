import Foundation
import GRDB
import Testing

/// The approved comments of a WordPress export: stored with their post (never an e-mail or IP
/// address), exported, and shown under the post as a static, read-only thread.
@Suite("blogkit keeps and shows a WordPress export's comments")
struct WordPressCommentTests {
    static let export = CommandLine.fixture("exports/comments.xml")

    /// The commenters' e-mail and IP addresses in the export, approved comments or not.
    static let addresses = [
        "superuser1@aol.com", "superuser2@gmail.com", "blablah@gmail.com", "mallory@attacker.example",
        "trent@example.org", "pills@spam.example", "superadmin@super.eu", "79.141.141.73", "97.36.113.1",
        "74.200.244.101", "128.243.253.117", "203.0.113.66", "198.51.100.7", "192.0.2.10", "233.252.0.99",
    ]

    func imported() throws -> CommandLine {
        let cli = try CommandLine()
        let result = try cli.run(["import", Self.export])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(Self.export): WordPress export: 3 posts, 6 comments\n"), "\(result.stdout)")
        return cli
    }

    func thread(of title: String, in cli: CommandLine) throws -> (count: Int?, thread: [[String: Any]]) {
        let post = try #require(try cli.export().first { $0["title"] as? String == title })
        return (post["comments"] as? Int, try #require(post["comment_thread"] as? [[String: Any]]))
    }

    @Test func approvedCommentsAreKeptWithTheirThreadAndCounted() throws {
        let cli = try imported()
        defer { cli.cleanUp() }
        let (count, thread) = try thread(of: "Post with comments. One is not approved", in: cli)
        #expect(count == 3)
        #expect(thread.compactMap { $0["id"] as? String } == ["8", "13", "14"], "the unapproved comment 9 is skipped")
        #expect(thread.map { $0["parent"] as? String } == [nil, nil, "13"])
        #expect(thread.compactMap { $0["author"] as? String } == [
            "SuperUser1", "Wednesday Reading « Cynwise's Battlefield Manual", "SuperUser3",
        ])
        #expect(thread[0]["author_url"] as? String == "http://superuser1.blogspot.com")
        #expect(thread[0]["published"] as? String == "2010-07-20T12:08:08Z")
        #expect(thread[0]["html"] as? String == "<p>I do catch myself</p>\n")
        #expect((thread[1]["markdown"] as? String)?.contains("I’m glad I’m not the only one.") == true)

        let hostile = try self.thread(of: "Hostile comments", in: cli)
        #expect(hostile.count == 3, "the spam comment is not counted")
        #expect(hostile.thread.map { $0["parent"] as? String } == [nil, "32", "31"])
        #expect(hostile.thread[0]["author_url"] is NSNull, "a javascript: author URL is dropped")
        #expect(hostile.thread[2]["html"] as? String == "<p>Please don't.<br />\nReally.</p>\n", "WordPress's autop")
        #expect(hostile.thread[1]["html"] as? String == "<p>A reply to a reply. More at "
            + #"<a href="https://trent.example.org/notes?a=1&amp;b=2">https://trent.example.org/notes?a=1&amp;b=2</a>, "#
            + #"(see <a href="http://www.example.com/x_(y)">www.example.com/x_(y)</a>) or "#
            + #"<a href="https://trent.example.org/">https://trent.example.org/</a>.</p>"# + "\n",
            "bare URLs are links, as WordPress's make_clickable makes them; a link is not linked again")

        let quiet = try self.thread(of: "Quiet post", in: cli)
        #expect(quiet.count == nil)
        #expect(quiet.thread.isEmpty)
    }

    @Test func noEmailOrIPAddressReachesTheArchiveFile() throws {
        let cli = try imported()
        defer { cli.cleanUp() }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cli.path("blogkit.sqlite")))
        if let log = try? Data(contentsOf: URL(fileURLWithPath: cli.path("blogkit.sqlite-wal"))) { bytes += log }
        #expect(bytes.count > 0)
        for address in Self.addresses {
            #expect(bytes.range(of: Data(address.utf8)) == nil, "\(address) is in the archive")
        }
        for text in ["inherent in the game", "Buy now"] {
            #expect(bytes.range(of: Data(text.utf8)) == nil, "an unapproved or spam comment's text is in the archive")
        }
    }

    @Test func reimportingTheExportUpdatesNothingAndDuplicatesNoComment() throws {
        let cli = try imported()
        defer { cli.cleanUp() }
        let before = try cli.run(["export"]).stdout
        let again = try cli.run(["import", Self.export])
        #expect(again.stdout.contains("imported 3 posts (0 new, 0 updated, 3 unchanged) from 1 feed"), "\(again.stdout)")
        #expect(try cli.run(["export"]).stdout == before)
        let rows = try DatabaseQueue(path: cli.path("blogkit.sqlite")).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM comment")
        }
        #expect(rows == 6)
    }

    @Test func aChangedThreadReplacesTheStoredOneOnReimport() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let original = try String(contentsOfFile: Self.export, encoding: .utf8)
        let pending = "<wp:comment_approved><![CDATA[0]]></wp:comment_approved>"
        #expect(original.contains(pending))
        // An export made while comment 9 was approved, then the one made after it was unapproved.
        let export = cli.path("comments.xml")
        try original.replacingOccurrences(of: pending, with: "<wp:comment_approved>1</wp:comment_approved>")
            .write(toFile: export, atomically: true, encoding: .utf8)
        try cli.run(["import", export])
        #expect(try thread(of: "Post with comments. One is not approved", in: cli).thread.count == 4)
        try original.write(toFile: export, atomically: true, encoding: .utf8)
        let again = try cli.run(["import", export])
        #expect(again.stdout.contains("(0 new, 1 updated, 2 unchanged)"), "\(again.stdout)")
        let (count, thread) = try thread(of: "Post with comments. One is not approved", in: cli)
        #expect(count == 3)
        #expect(thread.compactMap { $0["id"] as? String } == ["8", "13", "14"])
    }

    @Test func thePostPageShowsTheThreadOldestFirstWithRepliesNested() throws {
        let cli = try imported()
        defer { cli.cleanUp() }
        #expect(try cli.run(["build"]).status == 0)
        let page = try String(
            contentsOf: cli.directory.appendingPathComponent("output/2010/07/do-you-rp/index.html"), encoding: .utf8)
        let range = try #require(page.range(of: #"<section class="comments"[\s\S]*</section>"#, options: .regularExpression))
        let section = String(page[range])
        #expect(section.contains(#"<h2 id="comments-heading">3 comments</h2>"#))
        let marks = [
            #"<a class="comment-author" href="http://superuser1.blogspot.com" rel="nofollow ugc">SuperUser1</a>"#,
            #"<time datetime="2010-07-20T12:08:08Z">July 20, 2010</time>"#,
            "<p>I do catch myself</p>",
            "Wednesday Reading « Cynwise&#39;s Battlefield Manual</a>",
            #"<ol class="replies">"#,
            #"rel="nofollow ugc">SuperUser3</a>"#,
            "Mekkatorque was over in that tent",
            "</ol>\n</li>\n</ol>",
        ]
        let positions = marks.map { section.range(of: $0)?.lowerBound }
        #expect(!positions.contains(nil), "\(zip(marks, positions).filter { $0.1 == nil }.map(\.0))")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(section)")
        #expect(!page.contains("inherent in the game"))

        let quiet = try String(
            contentsOf: cli.directory.appendingPathComponent("output/2010/10/quiet/index.html"), encoding: .utf8)
        #expect(!quiet.contains("class=\"comments\""), "no thread and no heading without comments")
    }

    @Test func hostileCommentsAreNeutralizedOnThePage() throws {
        let cli = try imported()
        defer { cli.cleanUp() }
        #expect(try cli.run(["build"]).status == 0)
        let page = try String(
            contentsOf: cli.directory.appendingPathComponent("output/2010/09/hostile-comments/index.html"),
            encoding: .utf8)
        let lowered = page.lowercased()
        for trick in ["<script", "onerror", "onclick", "javascript:", "<style", "alert("] {
            #expect(!lowered.contains(trick), "\(trick) survived")
        }
        #expect(page.contains("<p>Second paragraph.</p>"))
        #expect(page.contains("this") && page.contains("that"), "the text of a link whose URL is dropped stays")
        let order = ["Mallory", "<ol class=\"replies\">", "Please don't.", "<ol class=\"replies\">", "A reply to a reply."]
        var rest = Substring(page)
        for mark in order {
            let found = try #require(rest.range(of: mark), "\(mark) missing or out of order")
            rest = rest[found.upperBound...]
        }
    }

    @Test func anArchiveFromBeforeCommentsIsReadOnAReadOnlyMount() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let directory = cli.path("backup")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let db = directory + "/blogkit.sqlite"
        try cli.run(["import", "--db", db, Self.export])
        // What the previous schema left: no comment table, no migration that made it.
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: "DROP TABLE comment")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        }
        let exported = try cli.start(["export", "--db", db], launcher: ReadOnlyArchiveTests.readOnlyMount(directory)).wait()
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("\"comment_thread\":[]"))
    }
}
