import Foundation
import ProcessTestSupport
import Testing

/// `blogkit export --format hugo|jekyll|zola|eleventy` on the sample feeds and a WordPress
/// export, built with the real Hugo and Jekyll (Debian's `hugo` and `jekyll`, which `make test`
/// installs).
@Suite("blogkit export for static site generators")
struct GeneratorExportTests {
    static let inputs = [
        "feeds/nathanhjones-development.xml", "feeds/nathanhjones-enterprise.xml", "exports/pelican-wordpress.xml",
    ].map(CommandLine.fixture)

    /// Exports for `generator` into `site/`, builds it with `command` there, and checks that every
    /// post with a path of its own is at that path, and every listing is in a `<pre>` of its page
    /// byte for byte.
    func exportAndBuild(_ generator: String, with command: [String], into built: String) throws {
        let binary = "/usr/bin/" + command[0]
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) missing: run `make test`, which installs it")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.inputs)
        let export = try cli.run(["export", "--format", generator, "--output", "site"])
        #expect(export.status == 0 && export.stderr == "", "\(export.stderr)")
        let (status, output) = try Self.run(binary, Array(command.dropFirst()), in: cli.path("site"), log: cli.path("generator.log"))
        #expect(status == 0, "\(output)")
        #expect(!output.localizedCaseInsensitiveContains("error"), "\(output)")
        #expect(!output.localizedCaseInsensitiveContains("warn"), "\(output)")

        let root = cli.path("site/" + built)
        var everyPre = Set<String>()
        for file in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".html") {
            everyPre.formUnion(Self.preTexts(try String(contentsOfFile: root + "/" + file, encoding: .utf8)))
        }
        var checked = 0
        for post in try cli.export() {
            let code = (post["code"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            guard let link = (post["link"] as? String).flatMap(URLComponents.init(string:)),
                link.query == nil, !link.path.hasPrefix("/tags/")  // blogkit's own tag pages' path
            else {
                for listing in code { #expect(everyPre.contains(listing + "\n") || everyPre.contains(listing), "\(listing)") }
                continue
            }
            let page = root + link.path + "index.html"
            let html = try #require(try? String(contentsOfFile: page, encoding: .utf8), "no page at \(link.path)")
            let pres = Self.preTexts(html)
            for listing in code { #expect(pres.contains(listing + "\n") || pres.contains(listing), "\(link.path): \(listing)") }
            checked += 1
        }
        #expect(checked == 11)
    }

    @Test func hugoBuildsEveryPostAtItsOriginalPathWithItsCode() throws {
        try exportAndBuild("hugo", with: ["hugo", "--quiet"], into: "public")
    }

    @Test func jekyllBuildsEveryPostAtItsOriginalPathWithItsCode() throws {
        try exportAndBuild("jekyll", with: ["jekyll", "build", "--quiet"], into: "_site")
    }

    /// Hugo shortcodes and Liquid tags in prose and code, which Hugo or Jekyll would run (or fail
    /// on) unless escaped or turned off.
    @Test(arguments: [("hugo", ["--quiet"], "public"), ("jekyll", ["build", "--quiet"], "_site")])
    func templateSyntaxInAPostRendersAsWritten(generator: String, arguments: [String], built: String) throws {
        let binary = "/usr/bin/" + generator
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let code = #"{{< highlight go >}} {{% note %}} {{ page.title }} {% raw %} {% endraw %}"#
        let feed = """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link>
            <item><title>Templates</title><link>https://example.com/templates/</link><guid>t1</guid>
            <description><![CDATA[<p>Write {{< figure src="a.png" >}} or {{ page.title }} here.</p>\
            <pre><code>\(code.replacingOccurrences(of: "<", with: "&lt;"))</code></pre>]]></description></item>
            </channel></rss>
            """
        try feed.write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "feed.xml"])
        #expect(try cli.run(["export", "--format", generator, "--output", "site"]).status == 0)
        let (status, output) = try Self.run(binary, arguments, in: cli.path("site"), log: cli.path("generator.log"))
        #expect(status == 0, "\(output)")
        let html = try String(contentsOfFile: cli.path("site/\(built)/templates/index.html"), encoding: .utf8)
        #expect(Self.preTexts(html) == [code + "\n"])
        #expect(HTMLEntities.decode(html).contains(#"Write {{< figure src="a.png" >}} or {{ page.title }} here."#))
    }

    /// Images `blogkit media` kept go beside the post (Hugo's page bundle) or under `assets/`
    /// (Jekyll), and the built page shows them from there; the code is untouched.
    @Test(arguments: [
        ("hugo", ["--quiet"], "public", "post-0/"), ("jekyll", ["build", "--quiet"], "_site", "assets/media/"),
    ])
    func keptImagesAreCopiedAndThePageShowsThem(generator: String, arguments: [String], built: String, copies: String) throws {
        let binary = "/usr/bin/" + generator
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try MediaCommandTests.Served(cli)
        defer { served.server.stop() }
        let code = "let logo = \"BASE/images/git-logo.png\""
        try served.feed([
            """
            <p><img src="BASE/images/git-logo.png" alt="logo"> and <img src="BASE/images/missing.png" alt="gone"></p>
            <pre><code>\(code)</code></pre>
            """,
        ])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        try cli.run(["media"])
        let exported = try cli.run(["export", "--format", generator, "--output", "site"])
        #expect(exported.stdout.contains("; 1 image copied"), "\(exported.stdout)")
        let (status, output) = try Self.run(binary, arguments, in: cli.path("site"), log: cli.path("generator.log"))
        #expect(status == 0, "\(output)")
        let html = try String(contentsOfFile: cli.path("site/\(built)/post-0/index.html"), encoding: .utf8)
        let base = String(served.server.url("").dropLast())
        let source = try #require(html.firstMatch(of: /<img src="([^"]+)" alt="logo"/)).1
        #expect(!source.contains("127.0.0.1"), "\(source)")
        let page = URL(fileURLWithPath: cli.path("site/\(built)/post-0/index.html"))
        let root = URL(fileURLWithPath: cli.path("site/\(built)/"))
        let image = source.hasPrefix("/")
            ? root.appendingPathComponent(String(source.dropFirst()))
            : page.deletingLastPathComponent().appendingPathComponent(String(source))
        #expect(image.path.contains(copies))
        #expect(FileManager.default.contents(atPath: image.path) == FileManager.default.contents(
            atPath: CommandLine.fixture("images/git-logo.png")))
        // A failed download keeps its URL; the listing keeps the URL it shows.
        #expect(html.contains("\(base)/images/missing.png"))
        #expect(Self.preTexts(html) == [code.replacingOccurrences(of: "BASE", with: base) + "\n"])
    }

    @Test func rerunningUpdatesRemovesWhatItWroteAndLeavesOtherFilesAlone() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.inputs)
        try FileManager.default.createDirectory(atPath: cli.path("site/content/posts"), withIntermediateDirectories: true)
        try "mine\n".write(toFile: cli.path("site/content/posts/with-excerpt.md"), atomically: true, encoding: .utf8)
        try "# mine\n".write(toFile: cli.path("site/hugo.toml"), atomically: true, encoding: .utf8)
        let first = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(first.stdout == "exported 13 files for hugo to site: 13 written, 0 unchanged, 0 removed; wrote layouts/_default/single.html, layouts/_default/list.html\n")
        #expect(try String(contentsOfFile: cli.path("site/content/posts/with-excerpt.md"), encoding: .utf8) == "mine\n")
        #expect(FileManager.default.fileExists(atPath: cli.path("site/content/posts/with-excerpt-2.md")))
        #expect(try String(contentsOfFile: cli.path("site/hugo.toml"), encoding: .utf8) == "# mine\n")
        #expect(try cli.run(["remove", "http://nathanhjones.com/2010/01/14/gone-mobile-with-wptouch/"]).status == 0)
        let second = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(second.stdout == "exported 12 files for hugo to site: 0 written, 12 unchanged, 1 removed\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("site/content/posts/gone-mobile-with-wptouch.md")))
        #expect(try String(contentsOfFile: cli.path("site/content/posts/with-excerpt.md"), encoding: .utf8) == "mine\n")
    }

    /// Zola is not packaged by Debian: the escaping is checked on the file, in the form Zola's
    /// documentation gives (`{{/* name(...) */}}` renders as `{{ name(...) }}`).
    @Test func zolaShortcodesAreEscapedAndOtherBracesLeftAlone() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = """
            <rss version="2.0"><channel><title>T</title><link>https://example.com/</link>
            <item><title>Tera</title><link>https://example.com/tera/</link><guid>t1</guid>
            <description><![CDATA[<pre><code>{{ youtube(id="x") }} {% quote(by="a") %}q{% end %} {{ page.title }}</code></pre>]]></description></item>
            </channel></rss>
            """
        try feed.write(toFile: cli.path("feed.xml"), atomically: true, encoding: .utf8)
        try cli.run(["import", "feed.xml"])
        #expect(try cli.run(["export", "--format", "zola", "--output", "site"]).status == 0)
        let text = try String(contentsOfFile: cli.path("site/content/posts/tera.md"), encoding: .utf8)
        #expect(text.contains(#"{{/* youtube(id="x") */}} {%/* quote(by="a") */%}q{%/* end */%} {{ page.title }}"#))
    }

    /// `import --drafts` keeps a WordPress export's drafts: each generator gets them marked as
    /// drafts, and Hugo does not publish them.
    @Test func draftsStayDrafts() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/hugo"), "hugo missing: run `make test`")
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import", "--drafts", CommandLine.fixture("exports/pelican-wordpress.xml")])
        for generator in ["hugo", "jekyll", "zola", "eleventy"] {
            #expect(try cli.run(["export", "--format", generator, "--output", generator]).status == 0)
        }
        let hugo = try String(contentsOfFile: cli.path("hugo/content/posts/complete-draft.md"), encoding: .utf8)
        #expect(hugo.contains("\ndraft = true\n"))
        #expect(FileManager.default.fileExists(atPath: cli.path("jekyll/_drafts/complete-draft.md")))
        let zola = try String(contentsOfFile: cli.path("zola/content/posts/complete-draft.md"), encoding: .utf8)
        #expect(FrontMatter.parse(zola, fence: "+++")?["draft"] == .bare("true"))
        let eleventy = try String(contentsOfFile: cli.path("eleventy/posts/complete-draft.md"), encoding: .utf8)
        #expect(FrontMatter.parse(eleventy, fence: "---")?["permalink"] == .bare("false"))
        let (status, output) = try Self.run("/usr/bin/hugo", ["--quiet"], in: cli.path("hugo"), log: cli.path("hugo.log"))
        #expect(status == 0, "\(output)")
        let built = FileManager.default.enumerator(atPath: cli.path("hugo/public"))?.compactMap { $0 as? String } ?? []
        #expect(built.contains("with-excerpt/index.html"))
        #expect(!built.contains { $0.contains("draft") || $0.contains("untitled") }, "\(built)")
    }

    @Test func aLinkInTheExportDirectoryIsNeverFollowed() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.inputs)
        try FileManager.default.createDirectory(atPath: cli.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cli.path("site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.path("site/_posts"), withDestinationPath: cli.path("elsewhere"))
        let result = try cli.run(["export", "--format", "jekyll", "--output", "site"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("_posts is a symbolic link; blogkit never writes or deletes through one"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("elsewhere")).isEmpty)
    }

    @Test func zolaAndEleventyFrontMatterHasTheirRequiredKeys() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + Self.inputs)
        let titles = Set(try cli.export().compactMap { $0["title"] as? String })
        for (generator, folder, fence, required) in [
            ("zola", "content/posts", "+++", ["title", "date", "path", "extra.guid", "extra.original_url"]),
            ("eleventy", "posts", "---", ["title", "date", "permalink", "guid", "original_url", "templateEngineOverride"]),
        ] {
            #expect(try cli.run(["export", "--format", generator, "--output", generator]).status == 0)
            let directory = cli.path("\(generator)/\(folder)")
            var seen = Set<String>()
            for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
                let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                let fields = try #require(FrontMatter.parse(text, fence: fence), "\(generator) \(file)")
                for key in required {
                    #expect(fields[key] != nil, "\(generator) \(file): no \(key)")
                }
                seen.insert(try #require(fields["title"]?.string))
                if generator == "zola", file.hasPrefix("a-single-sign-on") {
                    #expect(fields["taxonomies.categories"]?.list?.contains("iOS") == true)
                    #expect(fields["extra.code_languages"]?.list == ["objc"])
                }
            }
            #expect(seen == titles.subtracting(["Page"]), "\(generator)")
        }
    }

    /// Runs `binary` with `arguments` in `directory`; its exit status, and its standard output
    /// and error together (through the file `log`).
    static func run(_ binary: String, _ arguments: [String], in directory: String, log: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitForExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }

    /// The text content of each `<pre>` of `html`: tags dropped, entities decoded.
    static func preTexts(_ html: String) -> [String] {
        html.matches(of: /<pre[^>]*>(.*?)<\/pre>/.dotMatchesNewlines()).map { match in
            HTMLEntities.decode(String(match.1).replacing(/<[^>]*>/, with: ""))
        }
    }
}
