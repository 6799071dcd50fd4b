import Foundation
import Testing

/// Files in the output directory that blogkit did not write are the user's: no post's link
/// makes a build overwrite, remove or trip over them, and names static hosts give a meaning
/// (`CNAME`, `_redirects`, `media/`...) are never a post's path.
@Suite("the user's own files in output/")
struct OutputOwnershipTests {
    private func read(_ name: String, in cli: CommandLine) throws -> String {
        try String(contentsOfFile: cli.path(name), encoding: .utf8)
    }

    @Test func aPostNeverReplacesOrRemovesAFileBlogkitDidNotWrite() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.write(BuildConfinementTests.feed([]), to: "first.xml")
        #expect(try cli.run(["import", "first.xml"]).status == 0)
        let first = try cli.run(["build"])
        #expect(first.status == 0, "\(first.stderr)")
        // The user adds their own pages and files next to what blogkit wrote.
        try cli.write("<p>My own about page</p>\n", to: "output/about/index.html")
        try cli.write("blog.example.org\n", to: "output/CNAME")
        try cli.write("%PDF-1.4\n", to: "output/resume.pdf")
        try cli.write(BuildConfinementTests.feed([
            ("http://h.example/about/", "About the feed"),
            ("http://h.example/CNAME/", "Cname"),
            ("http://h.example/resume.pdf/", "Resume"),
        ]), to: "second.xml")
        #expect(try cli.run(["import", "second.xml"]).status == 0)

        for run in 1...2 {
            let build = try cli.run(["build"])
            #expect(build.status == 0, "build \(run): \(build.stderr)")
            // The second build finds everything up to date and renders nothing: it says nothing either.
            #expect(build.stderr.contains("blogkit: warning: the post linked to about/ would replace output/about/index.html,"
                + " which blogkit did not write; it is at posts/about-the-feed/ instead\n") == (run == 1), "build \(run): \(build.stderr)")
            #expect(build.stderr.contains("blogkit: warning: the post linked to resume.pdf/ would need output/resume.pdf,"
                + " which blogkit did not write, to be a folder; it is at posts/resume/ instead\n") == (run == 1), "build \(run): \(build.stderr)")
            #expect(try read("output/about/index.html", in: cli) == "<p>My own about page</p>\n")
            #expect(try read("output/CNAME", in: cli) == "blog.example.org\n")
            #expect(try read("output/resume.pdf", in: cli) == "%PDF-1.4\n")
            #expect(try read("output/posts/resume/index.html", in: cli).contains("Resume"))
            #expect(try read("output/posts/about-the-feed/index.html", in: cli).contains("About the feed"))
            #expect(try read("output/posts/cname/index.html", in: cli).contains("Cname"))
        }

        // The post goes; the user's page stays.
        #expect(try cli.run(["remove", "hostile-0"]).status == 0)
        let after = try cli.run(["build"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(try read("output/about/index.html", in: cli) == "<p>My own about page</p>\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("output/posts/about-the-feed")))
    }

    @Test func aPostNeverTakesAPageBlogkitWillNotWriteUnderPosts() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.write(BuildConfinementTests.feed([]), to: "first.xml")
        #expect(try cli.run(["import", "first.xml"]).status == 0)
        #expect(try cli.run(["build"]).status == 0)
        try cli.write("<p>mine</p>\n", to: "output/about/index.html")
        try cli.write("<p>mine too</p>\n", to: "output/posts/about/index.html")
        try cli.write(BuildConfinementTests.feed([("http://h.example/about/", "About")]), to: "second.xml")
        #expect(try cli.run(["import", "second.xml"]).status == 0)
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try read("output/about/index.html", in: cli) == "<p>mine</p>\n")
        #expect(try read("output/posts/about/index.html", in: cli) == "<p>mine too</p>\n")
        #expect(try read("output/posts/about-2/index.html", in: cli).contains("About"))
    }

    static let reservedLinks = [
        "CNAME", "cname", "_redirects", "_headers", "_routes.json", "_worker.js", "netlify.toml", "vercel.json",
        "favicon.ico", "ads.txt", "humans.txt", "web.config", "media", "media/ab/cdef.png",
    ]

    @Test("a name a static host gives a meaning is never a post's path", arguments: reservedLinks)
    func reservedNamesAreNoPostPath(name: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.write(BuildConfinementTests.feed([("http://h.example/\(name)/", "Reserved")]), to: "feed.xml")
        #expect(try cli.run(["import", "feed.xml"]).status == 0)
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("output/posts/reserved/index.html")))
        if name == "_redirects" {
            // The build's own redirect rules are there, never the post.
            let rules = try String(contentsOfFile: cli.path("output/_redirects"), encoding: .utf8)
            #expect(rules.hasPrefix("# The old addresses of this blog"))
        } else {
            #expect(!FileManager.default.fileExists(atPath: cli.path("output/\(name)")))
        }
    }

    /// The feed's author knows the hash of an image they serve: a post linked where its copy
    /// goes made every build fail.
    @Test func aPostLinkedAtAnImagesCopyDoesNotBreakTheBuild() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try MediaCommandTests.Served(cli)
        defer { served.server.stop() }
        try served.feed(["<p><img src=\"BASE/images/git-logo.png\" alt=\"\"></p>"])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        let hash = MediaCommandTests.logoHash
        try cli.write(BuildConfinementTests.feed([("http://h.example/media/\(hash.prefix(2))/\(hash.dropFirst(2)).png/", "Squatter")]),
                  to: "squatter.xml")
        #expect(try cli.run(["import", "squatter.xml"]).status == 0)
        #expect(try cli.run(["media"]).status == 0)
        for _ in 1...2 {
            let build = try cli.run(["build"])
            #expect(build.status == 0, "\(build.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: cli.path("output/posts/squatter/index.html")))
        #expect(FileManager.default.contents(atPath: cli.path("output/media/\(hash.prefix(2))/\(hash.dropFirst(2)).png"))
            == FileManager.default.contents(atPath: CommandLine.fixture("images/git-logo.png")))
    }
}

extension CommandLine {
    /// Writes `text` to `name` in the scratch directory, creating the folders it needs.
    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: path(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
