import Foundation
import ProcessTestSupport
import Testing

@Suite("blogkit.toml and blogkit init, end to end")
struct SiteConfigTests {
    static let noBaseURLWarning = "no base URL (base_url in blogkit.toml or --base-url), so links are relative and these need absolute URLs:"
        + " left out feed.xml, atom.xml, feed.json, category/*/feed.xml, tags/*/feed.xml and sitemap.xml;"
        + " no canonical links, og:url or Sitemap line in robots.txt"

    private func write(_ text: String, to name: String, in cli: CommandLine) throws {
        try text.write(toFile: cli.path(name), atomically: true, encoding: .utf8)
    }

    private func read(_ name: String, in cli: CommandLine) throws -> String {
        try String(contentsOfFile: cli.path(name), encoding: .utf8)
    }

    @Test func theFileIsReadAndFlagsOverrideIt() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        try write("""
            title = "From the File"
            base_url = "https://blog.example.org/notes/"
            author = "Config Author"
            description = "Configured description"
            language = "fr-CA"
            posts_per_page = 4
            output = "public"

            """, to: "blogkit.toml", in: cli)
        let fromFile = try cli.run(["build"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stderr == "")
        #expect(fromFile.stdout.hasPrefix("built 36 pages from 9 posts in public/"), "posts_per_page = 4 gives 36 pages")
        let home = try read("public/index.html", in: cli)
        #expect(home.contains("<title>From the File</title>"))
        #expect(home.contains("<html lang=\"fr-CA\">"))
        #expect(home.contains("<meta name=\"description\" content=\"Configured description\">"))
        #expect(try read("public/feed.xml", in: cli).contains("<link>https://blog.example.org/notes/</link>"))

        let flags = try cli.run(["build", "--title", "From a Flag", "--output", "site", "--posts-per-page", "10"])
        #expect(flags.status == 0, "\(flags.stderr)")
        #expect(flags.stdout.hasPrefix("built 32 pages from 9 posts in site/"))
        #expect(try read("site/index.html", in: cli).contains("<title>From a Flag</title>"))
        #expect(try read("site/feed.xml", in: cli).contains("https://blog.example.org/notes/"), "the file's base_url still applies")
    }

    @Test func initWritesAFileThatBuildAccepts() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["init"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote blogkit.toml: set base_url before deploying, then run blogkit build\n")
        let file = try read("blogkit.toml", in: cli)
        for key in ["title", "base_url", "author", "description", "language", "posts_per_page", "output", "templates", "db"] {
            #expect(file.contains("\(key) = "), "\(key) is documented")
        }
        #expect(file.contains("# base_url = "), "the base URL is left commented out")
        try cli.run(["import"] + BuildCommandTests.feeds)
        let build = try cli.run(["build"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("built 32 pages from 9 posts in output/"))
    }

    @Test func initRefusesToReplaceAFileUnlessForced() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try write("title = \"Mine\"\n", to: "blogkit.toml", in: cli)
        let refused = try cli.run(["init"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "blogkit: error: blogkit.toml already exists; edit it, or run blogkit init --force to replace it\n")
        #expect(try read("blogkit.toml", in: cli) == "title = \"Mine\"\n")
        let forced = try cli.run(["init", "--force"])
        #expect(forced.status == 0)
        #expect(try read("blogkit.toml", in: cli).hasPrefix("# blogkit.toml: the settings of `blogkit build`."))
    }

    @Test(arguments: [
        ("title = \"Blog\"\n\ntitel = \"Typo\"\n", "blogkit.toml:3: unknown key 'titel'; did you mean 'title'?"),
        ("title = \"Blog\"\n  posts_per_page = \"10\"\n", "blogkit.toml:2: 'posts_per_page' must be an integer, not a string"),
        ("output = 1\n", "blogkit.toml:1: 'output' must be a string, not an integer"),
        ("posts_per_page = 0\n", "blogkit.toml:1: 'posts_per_page' must be at least 1, not 0"),
        ("term_page_min_posts = 0\n", "blogkit.toml:1: 'term_page_min_posts' must be at least 1, not 0"),
        ("term_page_min_posts = \"2\"\n", "blogkit.toml:1: 'term_page_min_posts' must be an integer, not a string"),
        ("base_url = \"example.com\"\n", "blogkit.toml:1: 'base_url' must be an absolute http(s) URL with a host and no white space, control characters or quotes, e.g. https://example.com/blog/, not 'example.com'"),
        ("title = \"Blog\"\n\n[theme]\ncolor = \"red\"\n", "blogkit.toml:3: unknown key 'theme'; known keys: title, base_url, author, description, language, posts_per_page, term_page_min_posts, output, templates, db, redirects"),
    ])
    func aWrongKeyOrValueIsAUsageErrorNamingFileLineAndKey(file: String, message: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        try write(file, to: "blogkit.toml", in: cli)
        let result = try cli.run(["build"])
        #expect(result.status == 2)
        #expect(result.stderr == "blogkit: error: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("output/index.html")))
    }

    @Test func brokenTOMLAndAMissingConfigAreUsageErrors() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try write("title = \"Blog\"\noutput = \n", to: "blogkit.toml", in: cli)
        let broken = try cli.run(["build"])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("blogkit: error: blogkit.toml:2: not valid TOML: "), "\(broken.stderr)")
        let missing = try cli.run(["build", "--config", "elsewhere.toml"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "blogkit: error: elsewhere.toml: no such configuration file\n")
    }

    @Test func pathsInTheFileAreRelativeToItsFolder() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.path("blog/theme/partials"), withIntermediateDirectories: true)
        try cli.run(["import", "--db", "blog/archive.sqlite"] + BuildCommandTests.feeds)
        try write("<footer>Theme footer</footer>\n", to: "blog/theme/partials/footer.mustache", in: cli)
        try write("output = \"public\"\ntemplates = \"theme\"\ndb = \"archive.sqlite\"\n", to: "blog/blogkit.toml", in: cli)
        let result = try cli.run(["build", "--config", "blog/blogkit.toml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("built 32 pages from 9 posts in blog/public/"))
        #expect(try read("blog/public/index.html", in: cli).contains("<footer>Theme footer</footer>"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("public")))
    }

    @Test func withoutABaseURLTheSiteIsRelativeAndSaysWhatItLeftOut() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        #expect(try cli.run(["init"]).status == 0)
        let result = try cli.run(["build"])
        #expect(result.status == 0)
        #expect(result.stderr == "blogkit: warning: \(Self.noBaseURLWarning)\n")
        for file in ["feed.xml", "atom.xml", "feed.json", "sitemap.xml", "category/ios/feed.xml"] {
            #expect(!FileManager.default.fileExists(atPath: cli.path("output/" + file)), "\(file) left out")
        }
        #expect(try read("output/robots.txt", in: cli) == "User-agent: *\nAllow: /\n")
        let output = cli.directory.appendingPathComponent("output")
        let files = try #require(FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil))
        var pages = 0
        for case let url as URL in files where !url.hasDirectoryPath {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(!text.contains("localhost"), "\(url.path)")
            guard url.pathExtension == "html" else { continue }
            pages += 1
            #expect(!text.contains("rel=\"canonical\"") && !text.contains("og:url"), "\(url.path)")
            #expect(!text.contains("href=\"/") && !text.contains("src=\"/"), "no root-relative link in \(url.path)")
        }
        // 66 pages, 10 alias pages at the old blog's date archives (/2011/, /2011/11/...) and 9 at
        // its posts' comment feeds (/2011/11/11/slug/feed/).
        #expect(pages == 85)
    }

    @Test func makeSiteNoLongerInventsABaseURL() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dryRun = { (arguments: [String]) throws -> String in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/make")
            process.arguments = ["-n", "-C", root.path, "site"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitForExit()
            return String(decoding: output, as: UTF8.self)
        }
        let plain = try dryRun([])
        #expect(plain.contains("\n.build/release/blogkit build\n"), "\(plain)")
        #expect(!plain.contains("localhost"))
        #expect(try dryRun(["BASE_URL=https://example.com/blog/"]).contains("blogkit build --base-url https://example.com/blog/\n"))
    }
}
