import Archive
import ArchiveTestSupport
import Feeds
import Foundation
import GRDB
import Import
import Testing

/// A post's body read on its own (``Archive/bodies(of:)``), as a build reads it for each page of
/// posts it holds without their bodies.
@Suite struct PostBodyTests {
    @Test func bodiesAreThoseOfThePostsReadWhole() throws {
        try withTemporaryArchive { archive in
            let importer = Importer(archive: archive)
            let body = "<p>Before the listing.</p><pre><code class=\"language-swift\">let x = 1   \n</code></pre><p>After.</p>"
            try importer.save(
                FeedItem(title: "Code", guid: "code", summaryHTML: "The summary", contentHTML: body), fromSource: "bodies.xml")
            try importer.save(FeedItem(title: "Summary only", guid: "plain", summaryHTML: "Only a description"), fromSource: "bodies.xml")
            let stored = try archive.writing(feed: "bodies.xml", conversion: 0) { feed in
                try feed.replaceComments(ofPostKeyed: "code", with: [PostComment(id: "1", markdown: "Nice\n", html: "<p>Nice</p>\n")])
            }
            #expect(stored)
            let posts = try archive.posts()
            #expect(posts.count == 2)
            let bodies = try archive.bodies(of: posts.map(\.id) + [999])
            #expect(bodies.count == 2, "a post the archive does not hold has no body")
            for post in posts {
                #expect(bodies[post.id] == post.body)
                var bodiless = post
                bodiless.body = PostBody()
                #expect(bodiless.markdown.isEmpty && bodiless.summary == nil && bodiless.code.isEmpty && bodiless.comments.isEmpty)
                bodiless.body = try #require(bodies[post.id])
                #expect(bodiless == post)
            }
            let code = try #require(posts.first { $0.guid == "code" })
            // Parts not asked for are left empty.
            let prose = try #require(try archive.bodies(of: [code.id], parts: [.prose, .comments])[code.id])
            #expect(prose == PostBody(prose: code.prose, comments: code.comments))
            #expect(try archive.bodies(of: [code.id], parts: []) == [code.id: PostBody()])
            #expect(code.body.code.map(\.code) == ["let x = 1   "])
            #expect(code.body.comments.count == 1)
            #expect(code.body.summary == "The summary")
        }
    }

    @Test func digestsAreThoseOfTheTextsReadWhole() throws {
        try withTemporaryArchive { archive in
            let importer = Importer(archive: archive)
            let bodies = [
                "<p>Short.</p>", "<p>Café, 清单 and a longer paragraph of prose past eight bytes.</p><pre><code>x = 1  \n</code></pre>",
                "<p>Short!</p>",
            ]
            for (index, body) in bodies.enumerated() {
                try importer.save(FeedItem(title: "Post \(index)", guid: "post-\(index)", contentHTML: body), fromSource: "digests.xml")
            }
            let posts = try archive.posts()
            var read: [(Post, UInt64)] = []
            try archive.forEachPostDigest { read.append(($0, $1)) }
            #expect(read.map(\.0.id) == posts.map(\.id), "the same posts in the same order")
            for ((outline, digest), post) in zip(read, posts) {
                #expect(digest == PostTextDigest.of(post), "hashed in place as from the strings")
                #expect(outline.markdown.isEmpty && outline.html.isEmpty && outline.excerptHTML.isEmpty && outline.prose.isEmpty)
                var whole = outline
                whole.markdown = post.markdown
                whole.html = post.html
                whole.excerptHTML = post.excerptHTML
                whole.prose = post.prose
                #expect(whole == post, "everything else as read whole")
            }
            #expect(Set(read.map(\.1)).count == bodies.count)
        }
        // An archive older than a post's kind and source guid (a read-only archive is read as
        // it was left): its posts are posts, their texts hashed as before.
        try withTemporaryArchive { archive in
            try Importer(archive: archive).save(FeedItem(title: "Old", guid: "old", contentHTML: "<p>Kept.</p>"), fromSource: "old.xml")
            var before: [(Post, UInt64)] = []
            try archive.forEachPostDigest { before.append(($0, $1)) }
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "ALTER TABLE post DROP COLUMN kind; ALTER TABLE post DROP COLUMN sourceGuid")
            }
            var after: [(Post, UInt64)] = []
            try Archive(path: archive.path).forEachPostDigest { after.append(($0, $1)) }
            #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
            #expect(after.first?.0.kind == .post)
        }
        // A byte moved from one text to the next, or the texts swapped, is another digest.
        let post = Post(id: 1, guid: "g", title: "t", markdown: "ab", html: "c", excerptHTML: "", prose: "")
        var moved = post
        (moved.markdown, moved.html) = ("a", "bc")
        var swapped = post
        (swapped.markdown, swapped.html) = ("c", "ab")
        #expect(Set([post, moved, swapped].map(PostTextDigest.of)).count == 3)
    }
}
