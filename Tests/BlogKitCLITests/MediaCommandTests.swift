import Foundation
import Testing

/// `blogkit media` downloads the images posts show from a real loopback server; `blogkit build`
/// copies them into the site and points the pages at them.
@Suite struct MediaCommandTests {
    /// The SHA-256 of `images/git-logo.png`, as `sha256sum` prints it: the name it is kept under.
    static let logoHash = "ecc07dc6faa45d6368fa2867483636e6b2579f1eeac1a9fb174bd9388d982714"

    /// A folder served by `FeedServer` holding the image fixtures (the logo three times, under
    /// three names) and `feed.xml`, an RSS feed whose posts show `images` (written once the port is known).
    struct Served {
        let cli: CommandLine
        let server: FeedServer

        init(_ cli: CommandLine) throws {
            self.cli = cli
            let folder = cli.path("served")
            try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
            for name in ["git-logo.png", "Libxslt-Logo-90x34.gif", "thin-white-stripe.jpg", "js-flavor-esm.svg", "README.md"] {
                try FileManager.default.copyItem(atPath: CommandLine.fixture("images/" + name), toPath: folder + "/images/" + name)
            }
            for copy in ["logo-copy.png", "logo é.png"] {
                try FileManager.default.copyItem(atPath: folder + "/images/git-logo.png", toPath: folder + "/images/" + copy)
            }
            server = try FeedServer(in: cli, directory: folder)
        }

        /// Writes `feed.xml` with one post per entry of `posts` (its body HTML, `BASE` standing
        /// for the server's URL), to `path` in the served folder.
        func feed(_ posts: [String], to path: String = "served/feed.xml") throws {
            let base = String(server.url("").dropLast())
            let items = posts.enumerated().map { index, body in
                "<item><guid>post-\(index)</guid><title>Post \(index)</title><link>\(base)/post-\(index)</link>"
                    + "<pubDate>Mon, 0\(index + 1) Jan 2024 10:00:00 GMT</pubDate>"
                    + "<content:encoded><![CDATA[\(body.replacingOccurrences(of: "BASE", with: base))]]></content:encoded></item>"
            }
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
                <title>Pictures</title><link>\(base)/</link><description>Images</description>
                \(items.joined(separator: "\n"))
                </channel></rss>
                """
            try xml.write(toFile: cli.path(path), atomically: true, encoding: .utf8)
        }
    }

    @Test func imagesAreKeptOnceAndPagesPointAtThemWithTheirSize() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli)
        defer { served.server.stop() }
        let base = String(served.server.url("").dropLast())
        try served.feed([
            """
            <p>Logo <img src="BASE/images/git-logo.png" alt=""> and its copy <img src="BASE/images/logo-copy.png" alt="Copy">,
            <img src="BASE/images/Libxslt-Logo-90x34.gif" alt="" title="XSLT logo">
            <img src="BASE/images/thin-white-stripe.jpg" alt="stripe"> <img src="BASE/images/missing.png" alt="gone">
            <img src="BASE/images/logo é.png" alt=""></p>
            """,
            "<p>Again <img src=\"BASE/images/missing.png\" alt=\"\"> <img src=\"BASE/images/git-logo.png\" alt=\"logo\"></p>",
        ])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        // Built before the images are: the build after `media` must not think itself up to date.
        #expect(try cli.run(["build"]).status == 0)

        let media = try cli.run(["media"])
        #expect(media.status == 0, "\(media.stderr)")
        // The missing image is shown twice, reported once.
        #expect(media.stderr == "blogkit: warning: \(base)/images/missing.png: HTTP 404\n")
        #expect(media.stdout.hasPrefix("stored 5 images (2 already kept, "), "\(media.stdout)")
        let kept = try FileManager.default.subpathsOfDirectory(atPath: cli.path("blogkit.sqlite.media"))
            .filter { $0.contains(".") }.sorted()
        #expect(kept == [
            "68/c86cc7b33a452b5aad8e0405130a5e466a81b0993e13205523bddb40156620.gif",
            "a5/84e74203bcf974f21133b75129b810b33afd67e16767812e9b2f34a6e9393d.jpg",
            "ec/" + Self.logoHash.dropFirst(2) + ".png",
        ])

        // The failure was recorded: a second run neither downloads nor reports it again.
        let again = try cli.run(["media"])
        #expect(again.stderr == "")
        #expect(again.stdout.hasPrefix("stored 0 images (0 already kept, 0 bytes), 0 failed, 6 known from earlier runs"))
        let requests = served.server.requests().filter { $0.hasPrefix("/images/") }
        #expect(requests.count == 6)
        let retry = try cli.run(["media", "--retry"])
        #expect(retry.stderr == "blogkit: warning: \(base)/images/missing.png: HTTP 404\n")

        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        let logo = "media/ec/\(Self.logoHash.dropFirst(2)).png"
        #expect(FileManager.default.contents(atPath: cli.path("output/" + logo))
            == FileManager.default.contents(atPath: CommandLine.fixture("images/git-logo.png")))
        let page = try Self.page("post-0", in: cli.path("output"))
        let root = try #require(page.firstMatch(of: /<img src="((?:\.\.\/)+)media/)).1
        // An empty alt takes the file name, or the title; both URLs of the logo point at one file.
        #expect(page.contains("<img src=\"\(root)\(logo)\" alt=\"git-logo.png\" width=\"72\" height=\"27\" />"))
        #expect(page.contains("<img src=\"\(root)\(logo)\" alt=\"Copy\" width=\"72\" height=\"27\" />"))
        #expect(page.contains("alt=\"XSLT logo\" title=\"XSLT logo\" width=\"90\" height=\"34\" />"))
        #expect(page.contains("alt=\"stripe\" width=\"493\" height=\"58\" />"))
        // A name the renderer percent-encodes finds its copy too, and gives the decoded name as alt.
        #expect(page.contains("<img src=\"\(root)\(logo)\" alt=\"logo é.png\" width=\"72\" height=\"27\" />"))
        // The failed download keeps its URL.
        #expect(page.contains("<img src=\"\(base)/images/missing.png\" alt=\"gone\" />"))
        let second = try Self.page("post-1", in: cli.path("output"))
        #expect(second.contains("<img src=\"\(base)/images/missing.png\" alt=\"missing.png\" />"))

        // Nothing new since: up to date.
        #expect(try cli.run(["build"]).stdout.contains("up to date"))
    }

    @Test func oversizedNonImageAndPrivateRedirectsAreRefused() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli)
        defer { served.server.stop() }
        let base = String(served.server.url("").dropLast())
        let privateURL = "http://10.255.255.1:9/x.png"
        try served.feed([
            """
            <p><img src="BASE/length?bytes=2000000" alt="big"> <img src="BASE/images/README.md" alt="text">
            <img src="BASE/redirect?to=\(privateURL)" alt="moved"> <img src="BASE/images/git-logo.png" alt="ok">
            <img src="BASE/images/js-flavor-esm.svg" alt="svg"></p>
            """,
        ])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        let media = try cli.run(["media", "--max-image-size", "1MB"])
        #expect(media.status == 0)
        #expect(media.stderr.split(separator: "\n").sorted() == [
            "blogkit: warning: \(base)/images/README.md: not a PNG, GIF, JPEG, WebP or SVG image",
            "blogkit: warning: \(base)/images/js-flavor-esm.svg: an SVG image, which can carry script: kept at its own URL",
            "blogkit: warning: \(base)/length?bytes=2000000: larger than the 1 MB limit (see --max-image-size)",
            "blogkit: warning: \(base)/redirect?to=\(privateURL): refused a redirect to \(privateURL): 10.255.255.1 is a private address",
        ])
        #expect(media.stdout.hasPrefix("stored 1 image "))
    }

    /// Past `--max-total-size`, the images left wait for the next run.
    @Test func theTotalLimitLeavesTheRestForTheNextRun() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli)
        defer { served.server.stop() }
        try served.feed(["<p><img src=\"BASE/images/git-logo.png\" alt=\"\"> <img src=\"BASE/images/thin-white-stripe.jpg\" alt=\"\"></p>"])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        let first = try cli.run(["media", "--max-total-size", "100"])
        #expect(first.stderr == "blogkit: warning: 1 image not downloaded: over --max-total-size 100 bytes; run blogkit media again\n")
        #expect(first.stdout.hasPrefix("stored 1 image (0 already kept, 207 bytes), 0 failed, 0 known"))
        let second = try cli.run(["media", "--max-total-size", "100"])
        #expect(second.stderr == "")
        #expect(second.stdout.hasPrefix("stored 1 image (0 already kept, 6525 bytes), 0 failed, 1 known"))
    }

    /// A feed read from a file may show public images only: loopback is refused before curl runs.
    @Test func aFeedFromAFileCannotReachLoopbackImages() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli)
        defer { served.server.stop() }
        let url = served.server.url("images/git-logo.png")
        try served.feed(["<p><img src=\"\(url)\" alt=\"\"></p>"], to: "local.xml")
        #expect(try cli.run(["import", "local.xml"]).status == 0)
        let media = try cli.run(["media"])
        #expect(media.stderr == "blogkit: warning: \(url): refused: 127.0.0.1 is a loopback address\n")
        #expect(served.server.requests().isEmpty)
    }

    /// Links planted in the media folder or the output are never followed.
    @Test func nothingIsWrittenThroughALink() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli)
        defer { served.server.stop() }
        try served.feed(["<p><img src=\"BASE/images/git-logo.png\" alt=\"\"></p>"])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        let outside = cli.path("outside")
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cli.path("blogkit.sqlite.media"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.path("blogkit.sqlite.media/ec"), withDestinationPath: outside)
        let refused = try cli.run(["media"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("blogkit.sqlite.media/ec/"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)

        try FileManager.default.removeItem(atPath: cli.path("blogkit.sqlite.media/ec"))
        #expect(try cli.run(["media"]).status == 0)
        try FileManager.default.createDirectory(atPath: cli.path("output"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.path("output/media"), withDestinationPath: outside)
        let build = try cli.run(["build"])
        #expect(build.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    /// The page of the post whose link ends in `slug`: `posts/…/SLUG/index.html` under `folder`.
    static func page(_ slug: String, in folder: String) throws -> String {
        let file = try FileManager.default.subpathsOfDirectory(atPath: folder).first { ("/" + $0).hasSuffix("/\(slug)/index.html") }
        return try String(contentsOfFile: folder + "/" + #require(file), encoding: .utf8)
    }
}
