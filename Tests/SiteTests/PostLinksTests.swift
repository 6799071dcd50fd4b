import Archive
import Site
import Testing

/// The addresses a link between imported posts is recognised by: compared without scheme,
/// `www.`, trailing slash, fragment or surrounding whitespace, host in any case.
@Suite("Links between imported posts: the forms of an address")
struct PostLinksTests {
    static let links = PostLinks(posts: [
        Post(id: 1, guid: "g1", title: "A", link: "http://example.com/a-post/"),
        Post(id: 2, guid: "g2", title: "B", link: "https://Bücher.example/bände/b"),
        Post(id: 3, guid: "g3", title: "C", link: "https://example.com/page?p=3"),
    ])

    @Test(arguments: [
        ("https://www.example.com/a-post", 1), ("HTTP://WWW.EXAMPLE.COM/a-post//", 1),
        ("hTtPs://example.com/a-post/#comment-3", 1), (" \u{A0}\thttp://example.com/a-post\n\u{2003}", 1),
        ("https://bücher.example/bände/b/", 2), ("http://BÜCHER.example/bände/b#x", 2),
        ("https://example.com/page/?p=3", 3), ("http://www.example.com/page?p=3#c", 3),
    ])
    func sameAddress(url: String, id: Int64) {
        #expect(Self.links.post(for: url) == id, "\(url)")
    }

    @Test(arguments: [
        "ftp://example.com/a-post", "mailto:a@example.com", "", "   ", "https://", "https:///a-post",
        "http//example.com/a-post", "https://example.com/A-POST", "https://example.com/a-post?x=1",
        "https://example.com/page?p=4", "https://other.example/a-post", "//example.com/a-post",
    ])
    func otherAddress(url: String) {
        #expect(Self.links.post(for: url) == nil, "\(url)")
    }
}
