// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
import Archive
@testable import Export
import Site
import Testing

/// The one-pass rewrite of link destinations the generator exports use for links between posts
/// and to kept media.
@Suite("Export: link destinations rewritten in one pass")
struct MarkdownDestinationsTests {
    @Test func everyFormCmarkWritesIsRewrittenAndNothingElse() {
        let markdown = """
            [a](https://old.example/a/) and [b](<https://old.example/b/>) and \
            [c](https://old.example/a/ "Title") and [d](<https://old.example/b/> "T") and \
            [out](https://elsewhere.example/) and https://old.example/a/ as text and \
            [prefix](https://old.example/a/more) and [x](https://old.example/a/
            """
        let links = ["https://old.example/a/": "/a/", "https://old.example/b/": "/b/"]
        #expect(MarkdownDestinations.replacing(links, in: markdown) == """
            [a](/a/) and [b](</b/>) and \
            [c](/a/ "Title") and [d](</b/> "T") and \
            [out](https://elsewhere.example/) and https://old.example/a/ as text and \
            [prefix](https://old.example/a/more) and [x](https://old.example/a/
            """)
        #expect(MarkdownDestinations.replacing([:], in: markdown) == markdown)
    }

    /// A page of the Python documentation links to a thousand others: each link is found by
    /// one scan, and the text between links is copied once.
    @Test func aThousandLinks() {
        let markdown = (0..<1_000).map { "See [page \($0)](https://docs.example/p\($0).html) é.\n" }.joined()
        let links = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("https://docs.example/p\($0).html", "/p\($0)/") })
        let expected = (0..<1_000).map { "See [page \($0)](/p\($0)/) é.\n" }.joined()
        #expect(MarkdownDestinations.replacing(links, in: markdown) == expected)
    }

    /// A destination also written inside code is left as it is there and everywhere: the code
    /// of a post is never changed. The others are still rewritten.
    @Test func codeIsNeverRewritten() {
        let posts = [
            Post(id: 1, guid: "1", title: "A", link: "https://blog.example/a/"),
            Post(id: 2, guid: "2", title: "B", link: "https://blog.example/b/"),
        ]
        let links = GeneratorLinks(links: PostLinks(posts: posts), paths: [1: "/2012/a/", 2: "/2012/b/"])
        let markdown = "[a](https://blog.example/a/) and [b](https://blog.example/b/)\n\n    see [b](https://blog.example/b/)\n"
        #expect(links.rewrite(markdown) == "[a](/2012/a/) and [b](https://blog.example/b/)\n\n    see [b](https://blog.example/b/)\n")
        let plain = "[a](https://blog.example/a/) and [b](https://blog.example/b/)\n"
        #expect(links.rewrite(plain) == "[a](/2012/a/) and [b](/2012/b/)\n")
    }

    /// `](` with no end on its line, over and over (a hostile post's escaped brackets): each
    /// candidate is read no further than the longest destination.
    @Test func unendedDestinationsAreLeftAlone() {
        let markdown = String(repeating: "\\](x", count: 10_000) + "\n[a](https://old.example/a/)"
        #expect(MarkdownDestinations.replacing(["https://old.example/a/": "/a/"], in: markdown)
            == String(repeating: "\\](x", count: 10_000) + "\n[a](/a/)")
    }
}
#endif
