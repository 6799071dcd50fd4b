import Archive
import Export
import Foundation
import Testing

@Suite("Export's JSON contract")
struct ExportedPostTests {
    func json(_ post: Post) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = ExportedPost.outputFormatting
        return String(decoding: try encoder.encode(ExportedPost(post)), as: UTF8.self)
    }

    @Test func exactlyTheContractKeysInSortedOrderWithNullsForMissingValues() throws {
        let post = Post(id: 7, guid: "g", title: "T")
        let text = try json(post)
        let keys = ["id", "guid", "title", "link", "published", "author", "categories", "summary",
                    "markdown", "html", "excerpt_html", "code", "comments", "feeds", "kind", "tags", "media",
                    "comment_thread", "earlier_links"]
        let positions = try keys.sorted().map { try #require(text.range(of: "\"\($0)\":")).lowerBound }
        #expect(positions == positions.sorted())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(keys))
        #expect(object["link"] is NSNull)
        #expect(object["published"] is NSNull)
        #expect(object["comments"] is NSNull)
        #expect(object["kind"] as? String == "post")
        #expect((object["earlier_links"] as? [String]) == [])
    }

    @Test func earlierLinksOldestFirst() throws {
        let post = Post(id: 7, guid: "g", title: "T", link: "http://example.com/slug/",
                        earlierLinks: ["http://example.com/?p=7", "http://example.com/2011/11/03/slug/"])
        #expect(try json(post).contains(#""earlier_links":["http://example.com/?p=7","http://example.com/2011/11/03/slug/"]"#))
    }

    @Test func aCommentHasEveryKeyItsMissingValuesNull() throws {
        let comment = PostComment(
            id: "14", parentID: "13", authorName: "SuperUser3", published: Date(timeIntervalSince1970: 1_282_144_754),
            markdown: "Mekkatorque\n", html: "<p>Mekkatorque</p>\n")
        let post = Post(id: 7, guid: "g", title: "T", commentCount: 1, comments: [comment])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try json(post).utf8)) as? [String: Any])
        #expect(object["comments"] as? Int == 1, "the count keeps its key")
        let thread = try #require(object["comment_thread"] as? [[String: Any]])
        #expect(thread.count == 1)
        #expect(Set(thread[0].keys) == ["id", "parent", "author", "author_url", "published", "markdown", "html"])
        #expect(thread[0]["id"] as? String == "14")
        #expect(thread[0]["parent"] as? String == "13")
        #expect(thread[0]["author_url"] is NSNull)
        #expect(thread[0]["published"] as? String == "2010-08-18T15:19:14Z")
        #expect(thread[0]["html"] as? String == "<p>Mekkatorque</p>\n")
    }

    @Test func aMediaFileWithoutTitleHasANullTitle() throws {
        let post = Post(id: 7, guid: "g", title: "T", kind: .page, media: [PostMedia(url: "http://example.com/a.jpg")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try json(post).utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "page")
        let media = try #require(object["media"] as? [[String: Any]])
        #expect(media.first?["url"] as? String == "http://example.com/a.jpg")
        #expect(media.first?["title"] is NSNull)
    }

    @Test func datesAreRFC3339InUTCAndListingsCarryTheirLanguage() throws {
        let post = Post(
            id: 1, guid: "g", title: "T", link: "http://example.com/a/",
            published: Date(timeIntervalSince1970: 1_320_993_032),
            code: [PostListing(language: "objc", code: "NSLog(@\"hi\");"), PostListing(language: nil, code: "x")],
            commentCount: 3)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(try json(post).utf8)) as? [String: Any])
        #expect(object["published"] as? String == "2011-11-11T06:30:32Z")
        #expect(object["link"] as? String == "http://example.com/a/")
        #expect(object["comments"] as? Int == 3)
        let code = try #require(object["code"] as? [[String: Any]])
        #expect(code.count == 2)
        #expect(code[0]["language"] as? String == "objc")
        #expect(code[0]["code"] as? String == "NSLog(@\"hi\");")
        #expect(code[1]["language"] is NSNull)
    }

    /// A listing's detected language goes beside its stated one, never in its place.
    @Test func aListingCarriesItsDetectedLanguageApartFromItsStatedOne() throws {
        let post = Post(id: 1, guid: "g", title: "T", code: [
            PostListing(language: nil, code: "$ brew install sqlite-utils", detectedLanguage: "shell"),
            PostListing(language: "ruby", code: "print(\"stated wins\")"),
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(try json(post).utf8)) as? [String: Any])
        let code = try #require(object["code"] as? [[String: Any]])
        #expect(code.map { Set($0.keys) } == [["language", "code", "detected_language"], ["language", "code", "detected_language"]])
        #expect(code[0]["language"] is NSNull)
        #expect(code[0]["detected_language"] as? String == "shell")
        #expect(code[1]["language"] as? String == "ruby")
        #expect(code[1]["detected_language"] is NSNull)
    }
}
