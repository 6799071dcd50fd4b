import Foundation
import Testing

/// WordPress's resized copies of an upload (`photo-300x200.jpg`, `photo.jpg?w=604`, `srcset`
/// sizes) are shown by the upload, downloaded once from a real loopback server by `blogkit media`;
/// `blogkit build` points every copy at the upload's file. Fixtures: `Fixtures/variants/README.md`.
@Suite struct MediaVariantTests {
    /// A served folder: `files` (path in the folder → fixture), and `fixture` (`Fixtures/variants/`)
    /// as `feed.xml` with each of `hosts` replaced by the server's address.
    struct Served {
        let server: FeedServer
        let base: String

        init(_ cli: CommandLine, fixture: String, hosts: [String], files: [String: String]) throws {
            let folder = cli.path("served")
            for (path, source) in files {
                let target = folder + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: CommandLine.fixture(source), toPath: target)
            }
            server = try FeedServer(in: cli, directory: folder)
            base = String(server.url("").dropLast())
            var xml = try String(contentsOfFile: CommandLine.fixture("variants/" + fixture), encoding: .utf8)
            for host in hosts { xml = xml.replacingOccurrences(of: host, with: base) }
            try xml.write(toFile: folder + "/feed.xml", atomically: true, encoding: .utf8)
        }

        /// The image paths requested so far, sorted (the feed's own requests left out).
        func requests() -> [String] {
            server.requests().map { String($0.split(separator: " ")[0]) }.filter { $0 != "/feed.xml" }.sorted()
        }
    }

    static let graph = "variants/networkx-empty-graph.png"
    static let region = "variants/sympy-region-and.png"
    /// The names `networkx-empty-graph.png` and `sympy-region-and.png` are kept under.
    static let graphFile = "media/5e/c3a4042665b7ee79738d0497011aa4110d55f99d7384d9288175b9fb390f39.png"
    static let regionFile = "media/11/5d0b9b81ed40f93fe9e216b4f6384cf71093e3bbb64a5d648b8b9858c645a0.png"

    @Test func anExportsResizedCopiesShowTheirUploadDownloadedOnce() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try Served(cli, fixture: "theme-unit-test-images.xml", hosts: ["https://wpthemetestdata.files.wordpress.com"], files: [
            "2008/06/100_5540.jpg": Self.graph,
            "2013/03/image-alignment-580x300.jpg": "images/thin-white-stripe.jpg",
            "2013/03/image-alignment-150x150.jpg": "images/git-logo.png",
            "2013/03/image-alignment-300x200.jpg": "images/Libxslt-Logo-90x34.gif",
        ])
        defer { served.server.stop() }
        let base = served.base
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)

        let media = try cli.run(["media"])
        #expect(media.status == 0, "\(media.stderr)")
        // The upload of `100_5478.jpg?w=604` is not on the server: one warning names both.
        #expect(media.stderr == "blogkit: warning: \(base)/2008/06/100_5478.jpg: HTTP 404; "
            + "1 resized copy keeps its URL: \(base)/2008/06/100_5478.jpg?w=604\n")
        #expect(media.stdout.hasPrefix("stored 4 images (0 already kept, "), "\(media.stdout)")
        #expect(media.stdout.contains(", 1 failed, 0 known from earlier runs, 1 resized copy mapped to its original ("))
        // Each upload once, shown in the gallery and resized in a post; no size asked for; the
        // attachments named like sizes are uploads, downloaded as they are.
        #expect(served.requests() == [
            "/2008/06/100_5478.jpg", "/2008/06/100_5540.jpg", "/2013/03/image-alignment-150x150.jpg",
            "/2013/03/image-alignment-300x200.jpg", "/2013/03/image-alignment-580x300.jpg",
        ])

        #expect(try cli.run(["build"]).status == 0)
        let image = try MediaCommandTests.page("post-format-image", in: cli.path("output"))
        let root = try #require(image.firstMatch(of: /<img src="((?:\.\.\/)+)media/)).1
        // Shown at the size the post asked for (604 wide), in the upload's proportions (4:3).
        #expect(image.contains("<img src=\"\(root)\(Self.graphFile)\" alt=\"100_5540.jpg\" width=\"604\" height=\"453\" />"))
        // The link around it to the full-size upload leads to the same copy.
        #expect(image.contains("<a href=\"\(root)\(Self.graphFile)\"><img "), "\(image)")
        #expect(!image.contains("href=\"\(base)/2008/06/100_5540.jpg\""))
        let gallery = try MediaCommandTests.page("post-format-gallery", in: cli.path("output"))
        #expect(gallery.contains("\(Self.graphFile)\" alt=\"Golden Gate Bridge\" width=\"800\" height=\"600\" />"))
        // The copy whose upload failed keeps its URL.
        let caption = try MediaCommandTests.page("post-format-image-caption", in: cli.path("output"))
        #expect(caption.contains("<img src=\"\(base)/2008/06/100_5478.jpg?w=604\" alt=\"Bell on Wharf\" />"))
        let aligned = try MediaCommandTests.page("markup-image-alignment", in: cli.path("output"))
        #expect(aligned.contains("alt=\"Image Alignment 150x150\" title=\"Image Alignment 150x150\" width=\"72\" height=\"27\" />"))
        #expect(!aligned.contains("<img src=\"\(base)"))

        // Recorded: the next run downloads and reports nothing; --retry tries the upload once more.
        let again = try cli.run(["media"])
        #expect(again.stderr == "")
        #expect(again.stdout.hasPrefix("stored 0 images (0 already kept, 0 bytes), 0 failed, 7 known from earlier runs ("))
        let retry = try cli.run(["media", "--retry"])
        #expect(retry.stderr == media.stderr)
        #expect(served.requests().filter { $0.hasPrefix("/2008/06/100_5478") } == ["/2008/06/100_5478.jpg", "/2008/06/100_5478.jpg"])

        // Built on the old blog's address, the copy left at its URL is reported with the site's
        // other broken links, as any image that could not be downloaded; the copy shown by its
        // upload is not.
        try "base_url = \"\(base)/\"\n".write(toFile: cli.path("blogkit.toml"), atomically: true, encoding: .utf8)
        #expect(try cli.run(["build"]).status == 0)
        let check = try cli.run(["check", "--site"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("post-format-image-caption/index.html: broken link \(base)/2008/06/100_5478.jpg?w=604\n"))
        #expect(!check.stdout.contains("100_5540.jpg?w=604"))
    }

    @Test func aFeedsResizedCopiesShowTheUploadTheyLinkTo() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let uploads = "wp-content/uploads/2011/11/"
        let images = "img/wp-content/uploads/2018/07/"
        let served = try Served(cli, fixture: "wordpress-feed.xml", hosts: ["http://nathanhjones.com", "https://ryanhayes.net"], files: [
            uploads + "app1.png": Self.graph,
            uploads + "app1-300x136.png": "images/git-logo.png",
            uploads + "end-result-300x61.png": "images/git-logo.png",
            images + "image1.png": Self.region,
            images + "image1-1024x521.png": "images/git-logo.png",
            images + "image1-1080x550.png": "images/git-logo.png",
        ])
        defer { served.server.stop() }
        let base = served.base
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)

        let media = try cli.run(["media"])
        #expect(media.status == 0, "\(media.stderr)")
        #expect(media.stderr == "blogkit: warning: \(base)/\(uploads)end-result.png: HTTP 404; "
            + "1 resized copy keeps its URL: \(base)/\(uploads)end-result-300x61.png\n")
        #expect(media.stdout.hasPrefix("stored 2 images (0 already kept, "), "\(media.stdout)")
        #expect(media.stdout.contains(", 1 failed, 0 known from earlier runs, 3 resized copies mapped to their originals ("))
        // The uploads the posts link to, once each; none of the sizes, not even the one left
        // without its upload.
        #expect(served.requests() == ["/\(images)image1.png", "/\(uploads)app1.png", "/\(uploads)end-result.png"])

        #expect(try cli.run(["build"]).status == 0)
        let sso = try MediaCommandTests.page("a-single-sign-on-pattern-for-enterprise-ios-applications", in: cli.path("output"))
        let root = try #require(sso.firstMatch(of: /<img src="((?:\.\.\/)+)media/)).1
        // Within the 300 × 136 box the copy had, in the proportions of the upload served (4:3).
        #expect(sso.contains("<img src=\"\(root)\(Self.graphFile)\" alt=\"app1\" title=\"app1\" width=\"181\" height=\"136\" />"))
        #expect(sso.contains("<img src=\"\(base)/\(uploads)end-result-300x61.png\" alt=\"end-result\" title=\"end-result\" />"))
        // A link to an upload with a copy leads to the copy; one whose download failed keeps its URL.
        #expect(sso.contains("<a href=\"\(root)\(Self.graphFile)\"><img "), "\(sso)")
        #expect(sso.contains("<a href=\"\(base)/\(uploads)end-result.png\"><img "), "\(sso)")
        // The `src` and the `srcset`-only image both show the upload, at its size (smaller than
        // the sizes named); the page has no `srcset` left naming the old sizes.
        let docker = try MediaCommandTests.page("how-to-run-docker-windows-containers-with-mcafee-endpoint-security", in: cli.path("output"))
        let up = try #require(docker.firstMatch(of: /<img src="((?:\.\.\/)+)media/)).1
        let shown = "<img src=\"\(up)\(Self.regionFile)\" alt=\"What OS to target with .NET Containers\" width=\"640\" height=\"480\" />"
        #expect(docker.ranges(of: shown).count == 2, "\(docker)")
        #expect(!docker.contains("srcset"))
        #expect(!docker.contains("<img src=\"\(base)"))

        // A Hugo page bundle gets the one file, named by both images and a link (one file per bundle).
        let exported = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(exported.stdout.contains("; 2 images copied"), "\(exported.stdout)")
        let bundle = cli.path("site/content/posts/how-to-run-docker-windows-containers-with-mcafee-endpoint-security") + "/"
        let markdown = try String(contentsOfFile: bundle + "index.md", encoding: .utf8)
        let name = String(Self.regionFile.split(separator: "/").last ?? "")
        // Two images and the link of one of them to its upload.
        #expect(markdown.ranges(of: "](\(name))").count == 3, "\(markdown)")
        #expect(!markdown.contains("image1-"))
        #expect(FileManager.default.contents(atPath: bundle + name)
            == FileManager.default.contents(atPath: CommandLine.fixture(Self.region)))
        // The link to the full-size upload leads to the bundle's copy too.
        let sign = cli.path("site/content/posts/a-single-sign-on-pattern-for-enterprise-ios-applications/index.md")
        let signed = try String(contentsOfFile: sign, encoding: .utf8)
        let graph = String(Self.graphFile.split(separator: "/").last ?? "")
        #expect(signed.contains("[![](\(graph) \"app1\")](\(graph))"), "\(signed)")
        #expect(signed.contains("](\(base)/\(uploads)end-result.png)"), "\(signed)")
    }
}
