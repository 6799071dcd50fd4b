import Archive
import ArchiveTestSupport
import Feeds
import Foundation
import GRDB
import Import
import Testing

/// A post's comments: stored through the feed's transaction by post key, read back in order
/// with the post, counted, and removed with it.
@Suite struct CommentStoreTests {
    static let source = "comment-tests.xml"
    static let thread = [
        PostComment(
            id: "8", authorName: "SuperUser1", authorURL: "http://superuser1.blogspot.com",
            published: Date(timeIntervalSince1970: 1_279_627_688), markdown: "I do catch myself\n",
            html: "<p>I do catch myself</p>\n"),
        PostComment(
            id: "14", parentID: "8", authorName: "SuperUser3", authorURL: "javascript:alert(1)",
            markdown: "Mekkatorque\n", html: "<p>Mekkatorque</p>\n"),
    ]

    /// An archive holding one post keyed `post-1`, given `comments`.
    func withCommentedPost(_ comments: [PostComment], _ body: (Archive) throws -> Void) throws {
        try withTemporaryArchive { archive in
            try Importer(archive: archive).save(FeedItem(title: "Do you RP?", guid: "post-1", contentHTML: "<p>Meet Grokknomel?</p>"),
                             fromSource: Self.source)
            let stored = try archive.writing(feed: Self.source, conversion: 0) { feed in
                try feed.replaceComments(ofPostKeyed: "post-1", with: comments)
            }
            #expect(stored)
            try body(archive)
        }
    }

    @Test func commentsAreReadBackInOrderWithTheirCount() throws {
        try withCommentedPost(Self.thread) { archive in
            let post = try #require(try archive.posts().first)
            var expected = Self.thread
            expected[1].authorURL = nil
            #expect(post.comments == expected, "a javascript: author URL is not stored")
            #expect(post.commentCount == 2)
        }
    }

    @Test func replacingCommentsDoesNotDuplicateThem() throws {
        try withCommentedPost(Self.thread) { archive in
            let stored = try archive.writing(feed: Self.source, conversion: 0) { feed in
                try feed.replaceComments(ofPostKeyed: "post-1", with: [Self.thread[0]])
            }
            #expect(stored)
            let post = try #require(try archive.posts().first)
            #expect(post.comments == [Self.thread[0]])
            #expect(post.commentCount == 1)
        }
    }

    @Test func commentsOfAPostTheArchiveDoesNotHoldAreNotStored() throws {
        try withCommentedPost([]) { archive in
            let stored = try archive.writing(feed: Self.source, conversion: 0) { feed in
                try feed.replaceComments(ofPostKeyed: "no-such-post", with: Self.thread)
            }
            #expect(!stored)
            #expect(try archive.posts().first?.comments == [])
            #expect(try archive.posts().first?.commentCount == nil, "no comments leave the feed's count")
        }
    }

    @Test func storingCommentsChangesTheRevision() throws {
        try withCommentedPost([]) { archive in
            let before = try archive.revision()
            try archive.writing(feed: Self.source, conversion: 0) { feed in
                _ = try feed.replaceComments(ofPostKeyed: "post-1", with: Self.thread)
            }
            #expect(try archive.revision() > before, "a build must see that the page changed")
        }
    }

    @Test func theSameThreadAgainWritesNothing() throws {
        try withCommentedPost(Self.thread) { archive in
            let before = try archive.revision()
            try archive.writing(feed: Self.source, conversion: 0) { feed in
                _ = try feed.replaceComments(ofPostKeyed: "post-1", with: Self.thread)
            }
            #expect(try archive.revision() == before)
        }
    }

    @Test func removingAPostRemovesItsComments() throws {
        try withCommentedPost(Self.thread) { archive in
            #expect(try archive.remove(["post-1"], forever: false).removed.count == 1)
            let left = try archiveDatabase(archive.path).read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM comment")
            }
            #expect(left == 0)
        }
    }
}
