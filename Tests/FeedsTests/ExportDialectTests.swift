import Feeds
import Foundation
import Testing

/// WordPress (WXR) and Blogger exports: the reader delivers their own fields as data; which
/// items become posts, pages, media or comments is the Import stage's decision.
@Suite struct ExportDialectTests {
    @Test func wxrChannelHasItsVersionAndAuthors() throws {
        let (items, reader) = try Fixture.read("exports/wxr-1.1.xml")
        #expect(reader.channel.wxrVersion == "1.1")
        #expect(reader.channel.wordPressAuthors == ["john": "John Doe", "jane": "Jane Doe"])
        #expect(items.count == 2, "the channel's wp:category and wp:tag are not items")
        #expect(reader.warnings.isEmpty)
        let plain = try Fixture.read("formats/minimal.xml").reader
        #expect(plain.channel.wxrVersion == nil)
        #expect(plain.channel.wordPressAuthors.isEmpty)
    }

    @Test func wxrChannelHasItsCategoriesAndTagsWithSlugsParentsAndIDs() throws {
        let reader = try Fixture.read("exports/wxr-1.1.xml").reader
        #expect(reader.channel.wordPressTerms == [
            WordPressTerm(domain: "category", name: "alpha", slug: "alpha", id: 3),
            WordPressTerm(domain: "post_tag", name: "Clippable", slug: "clippable", id: 22),
        ])
    }

    @Test func wxrInTheHTTPSNamespaceIsAnExportToo() throws {
        let (items, reader) = try Fixture.read("exports/wxr-1.2-https-namespace.xml")
        #expect(reader.channel.wxrVersion == "1.2")
        let attachment = try #require(items.first?.wordPress)
        #expect(attachment.postID == 1687)
        #expect(attachment.postType == "attachment")
        #expect(attachment.parentID == 555)
        #expect(attachment.attachmentURL == "https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/09/dsc20050604_133440_34211.jpg")
    }

    @Test func wxrPostFields() throws {
        let post = try #require(try Fixture.read("exports/wxr-1.1.xml").items.first)
        let fields = try #require(post.wordPress)
        #expect(fields.postID == 1)
        #expect(fields.postType == "post")
        #expect(fields.status == "publish")
        #expect(fields.postDateGMT == (try Fixture.date("2010-10-16T20:53:18Z")))
        #expect(fields.postDate == "2010-10-16 20:53:18")
        #expect(fields.parentID == nil, "post_parent 0 is no parent")
        #expect(fields.attachmentURL == nil)
        #expect(post.author == "john", "dc:creator is the login; the channel maps it to a display name")
        #expect(post.categories == [
            FeedCategory(name: "alpha", domain: "category", nicename: "alpha"),
            FeedCategory(name: "Clippable", domain: "post_tag", nicename: "clippable"),
            FeedCategory(name: "bieup", domain: "post_tax", nicename: "bieup"),
        ])
    }

    @Test func onlyApprovedCommentsAreKeptWithoutAddresses() throws {
        let post = try #require(try Fixture.read("exports/wxr-1.1.xml").items.first)
        #expect(post.wordPress?.comments == [
            WordPressComment(
                id: 1, parentID: nil, authorName: "Mr WordPress", authorURL: "http://wordpress.org/", dateGMT: try Fixture.date("2010-10-16T20:53:18Z"),
                contentHTML: "Hi, this is a comment.<br />To delete a comment, just log in and view the post&#039;s comments. "
                    + "There you will have the option to edit or delete them.",
                type: nil),
        ], "the unapproved comment (with an e-mail and IP address) is dropped")
    }

    @Test func wxrPageAttachmentAndDraft() throws {
        let page = try Fixture.read("exports/wxr-1.1.xml").items[1]
        #expect(page.wordPress?.postType == "page")
        #expect(page.wordPress?.postID == 2)
        let (items, reader) = try Fixture.read("exports/wxr-1.2-attachment.xml")
        #expect(reader.channel.wxrVersion == "1.2")
        let attachment = try #require(items.first?.wordPress)
        #expect(attachment.postType == "attachment")
        #expect(attachment.status == "inherit")
        #expect(attachment.parentID == 555)
        #expect(attachment.attachmentURL == "https://wpthemetestdata.files.wordpress.com/2008/06/canola2.jpg")
        let draft = try #require(items.last?.wordPress)
        #expect(draft.status == "draft")
        #expect(draft.postDateGMT == nil, "0000-00-00 00:00:00 is no date")
        #expect(draft.postDate == "2011-01-10 06:20:00")
        #expect(reader.warnings.isEmpty, "WordPress's empty date is not reported as unparseable")
    }

    @Test func bloggerEntryKindsDraftsAndReplies() throws {
        let (items, reader) = try Fixture.read("exports/blogger-export.xml")
        #expect(reader.channel.generator == "Blogger")
        #expect(items.map { $0.blogger?.kind } == ["template", "settings", "post", "post", "page", "comment"])
        #expect(items.map { $0.blogger?.isDraft } == [false, false, true, false, false, false])
        let draft = items[2]
        #expect(draft.categories == [
            FeedCategory(name: "Interesting cases", domain: "http://www.blogger.com/atom/ns#"),
            FeedCategory(name: "amputations", domain: "http://www.blogger.com/atom/ns#"),
        ], "the kind category is never a category")
        let comment = items[5]
        #expect(comment.blogger?.inReplyTo == "tag:blogger.com,1999:blog-6303278419262689239.post-1858599377741856733")
        #expect(comment.author == "Thomas Isidore Noël Sankara")
        #expect(comment.blogger?.inReplyTo == items[3].guid, "the post it answers is in the export")
        #expect(items[3].blogger?.inReplyTo == nil)
        #expect(items[3].author == "Mikhail Afanasyevich Bulgakov", "the feed's author, inherited")
    }

    @Test func bloggerTakeoutExportsSayKindStatusAndParentInTheirOwnElements() throws {
        // Blogger's backups since 2018 (Google Takeout's feed.atom) have no kind category and no
        // app:draft: <blogger:type>, <blogger:status> and, for a comment, <blogger:parent>.
        let (items, reader) = try Fixture.read("exports/blogger-takeout-2018.xml")
        #expect(items.map { $0.blogger?.kind } == ["post", "post", "page", "comment"])
        #expect(items.map { $0.blogger?.isDraft } == [false, true, false, false])
        #expect(items[3].blogger?.inReplyTo == items[0].guid)
        #expect(items.map { $0.blogger?.inReplyTo == nil } == [true, true, true, false])
        #expect(items[0].title == "Nach Suzhou")
        #expect(items[0].author == "Bernd", "the author's own blogger:type is not the entry's")
        #expect(items[1].categories == [FeedCategory(name: "China", domain: "tag:blogger.com,1999:blog-408168245790957392")])
        #expect(reader.warnings.isEmpty)
    }

    @Test func plainFeedsHaveNoExportFields() throws {
        let (items, _) = try Fixture.read("formats/atom-1.0.xml")
        #expect(items.allSatisfy { $0.wordPress == nil && $0.blogger == nil })
    }

    @Test func commentsCountTowardsTheItemLimits() throws {
        let reader = try FeedReader(path: try Fixture.path("exports/wxr-1.1.xml"), limits: FeedLimits(itemTextBytes: 400))
        var items: [FeedItem] = []
        while let item = try reader.nextItem() { items.append(item) }
        #expect(items.map(\.title) == ["About"])
        #expect(reader.rejectedItems.map(\.subject) == ["item 'Hello world!'"], "its comments are part of its text")
    }
}
