import Feeds
import Testing

/// Inputs that are not feeds fail at `init`, with one line naming the file.
@Suite struct NotAFeedTests {
    @Test(arguments: [
        ("notafeed/page.html", FeedError.notAFeed(file: "notafeed/page.html", reason: "root element is <html>: an HTML page")),
        ("notafeed/doctype-lowercase.html", .notAFeed(file: "notafeed/doctype-lowercase.html", reason: "starts with <!doctype html>: an HTML page")),
        ("notafeed/doctype-after-bom.html", .notAFeed(file: "notafeed/doctype-after-bom.html", reason: "starts with <!doctype html>: an HTML page")),
        ("notafeed/feed.json", .notAFeed(file: "notafeed/feed.json", reason: "looks like JSON")),
        ("notafeed/pixel.png", .notAFeed(file: "notafeed/pixel.png", reason: "looks like binary data (a PNG image)")),
        ("notafeed/feed-no-namespace.xml", .notAFeed(file: "notafeed/feed-no-namespace.xml", reason: "a <feed> in no Atom namespace (Atom 1.0 or 0.3), without <entry>")),
        ("notafeed/opml.xml", .notAFeed(file: "notafeed/opml.xml", reason: "root element is <opml>, not <rss>, <rdf:RDF> or <feed>")),
        ("notafeed/notes.txt", .notAFeed(file: "notafeed/notes.txt", reason: "starts with text, not XML: 'Hello, this is plain text.'")),
        ("notafeed/empty.xml", .empty(file: "notafeed/empty.xml")),
        ("notafeed/whitespace.xml", .empty(file: "notafeed/whitespace.xml")),
        ("notafeed/no-root.xml", .malformed(file: "notafeed/no-root.xml", line: 4, reason: "Start tag expected, '<' not found")),
        ("notafeed/missing.xml", .unreadable(file: "notafeed/missing.xml", reason: "no such file")),
        ("notafeed", .unreadable(file: "notafeed", reason: "is a directory")),
    ])
    func rejected(file: String, expected: FeedError) throws {
        #expect(throws: expected) { try FeedReader(path: try Fixture.path(file), displayName: file) }
    }

    @Test func messagesAreOneLineNamingTheFile() {
        #expect(FeedError.notAFeed(file: "a.xml", reason: "looks like JSON").description == "a.xml: not a feed: looks like JSON")
        #expect(FeedError.malformed(file: "a.xml", line: 4, reason: "x").description == "a.xml:4: malformed XML: x")
        #expect(FeedError.empty(file: "a.xml").description == "a.xml: empty file, not a feed")
    }
}
