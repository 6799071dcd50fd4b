import Foundation
import Testing

/// A `blogkit.toml` comes with a cloned repository: what it says may be hostile. Its `output`
/// and `templates` stay inside its own folder, only the templates' static assets are copied,
/// `base_url` and the numbers are checked, and no build lands in `/`, the home directory or a
/// folder of someone else's files without `--force`.
@Suite("blogkit.toml is input too")
struct ConfigPolicyTests {
    /// A scratch directory with the sample feeds imported into `repo/blogkit.sqlite`, a
    /// `victim/index.html` and `private/id_rsa` beside `repo/`.
    private func scratch() throws -> CommandLine {
        let cli = try CommandLine()
        try cli.write("<p>the victim's page</p>\n", to: "victim/index.html")
        try cli.write("-----BEGIN OPENSSH PRIVATE KEY-----\n", to: "private/id_rsa")
        try FileManager.default.createDirectory(atPath: cli.path("repo"), withIntermediateDirectories: true)
        let imported = try cli.run(["import", "--db", "repo/blogkit.sqlite"] + BuildCommandTests.feeds)
        guard imported.status == 0 else { throw CommandError(result: imported) }
        return cli
    }

    @Test(arguments: [
        ("output = \"../victim\"\n", "output", "../victim"),
        ("output = \"site/../../victim\"\n", "output", "site/../../victim"),
        ("output = \"linked\"\n", "output", "linked"),
        ("templates = \"../private\"\n", "templates", "../private"),
        ("templates = \"ABSOLUTE/private\"\n", "templates", "ABSOLUTE/private"),
        ("db = \"../private/journal.sqlite\"\n", "db", "../private/journal.sqlite"),
    ])
    func pathsInTheFileMustStayInItsFolder(file: String, key: String, value: String) throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try FileManager.default.createSymbolicLink(atPath: cli.path("repo/linked"), withDestinationPath: "../victim")
        let absolute = cli.directory.path
        try cli.write(file.replacingOccurrences(of: "ABSOLUTE", with: absolute) + "title = \"Cloned\"\n", to: "repo/blogkit.toml")
        let result = try cli.run(["build", "--config", "repo/blogkit.toml"])
        #expect(result.status == 2, "\(result.stdout)")
        let shown = value.replacingOccurrences(of: "ABSOLUTE", with: absolute)
        #expect(result.stderr == "blogkit: error: repo/blogkit.toml:1: '\(key)' must lie inside the settings file's folder, not '\(shown)';"
            + " give --\(key) on the command line to use one elsewhere\n")
        #expect(try String(contentsOfFile: cli.path("victim/index.html"), encoding: .utf8) == "<p>the victim's page</p>\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("victim")) == ["index.html"])
        #expect(!FileManager.default.fileExists(atPath: cli.path("repo/output/id_rsa")))
    }

    @Test func theCommandLineMayNameAFolderElsewhere() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try cli.write("title = \"Elsewhere\"\ndb = \"blogkit.sqlite\"\n", to: "repo/blogkit.toml")
        let result = try cli.run(["build", "--config", "repo/blogkit.toml", "--output", "public", "--templates", "private"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("public/index.html")))
        #expect(!FileManager.default.fileExists(atPath: cli.path("public/id_rsa")), "a key is no asset, wherever the templates are")
    }

    @Test func onlyTheTemplatesStaticAssetsAreCopied() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        let assets = ["style.css", "js/menu.js", "img/logo.png", "img/photo.JPEG", "img/icon.svg", "fonts/body.woff2", "favicon.ico"]
        let secrets = ["id_rsa", "id_ed25519", "server.pem", "tls/server.key", "cron.d/backup", ".env", "notes.txt",
                       "deploy.sh", "keys/.ssh/id_rsa.png", "README.md", "settings.json"]
        for name in assets + secrets { try cli.write("x\n", to: "repo/theme/" + name) }
        try cli.write("SECRET\n", to: "private/credentials.css")
        try FileManager.default.createSymbolicLink(atPath: cli.path("repo/theme/leak.css"), withDestinationPath: "../../private/credentials.css")
        try FileManager.default.createSymbolicLink(atPath: cli.path("repo/theme/private"), withDestinationPath: "../../private")
        try cli.write("templates = \"theme\"\noutput = \"output\"\ndb = \"blogkit.sqlite\"\n", to: "repo/blogkit.toml")
        let result = try cli.run(["build", "--config", "repo/blogkit.toml"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = cli.path("repo/output")
        for name in assets { #expect(FileManager.default.fileExists(atPath: output + "/" + name), "\(name) is copied") }
        for name in secrets + ["leak.css", "private/credentials.css", "private/id_rsa"] {
            #expect(!FileManager.default.fileExists(atPath: output + "/" + name), "\(name) is not copied")
        }
        #expect(result.stderr.contains("blogkit: warning: repo/theme: left out 11 files that are not static assets"), "\(result.stderr)")
    }

    @Test func aFolderOfSomeoneElsesFilesNeedsForce() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        let refused = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", "victim"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "blogkit: error: victim: not empty and not written by blogkit build (no .blogkit-build in it);"
            + " build into a new or empty folder, or add --force to build here\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("victim")) == ["index.html"])
        let forced = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", "victim", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("victim/.blogkit-build")))
        let again = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", "victim", "--title", "Again"])
        #expect(again.status == 0, "once blogkit built there, no --force is needed: \(again.stderr)")
    }

    /// The repository's own `output/` holds a `.gitkeep` so that git keeps the folder: `make site`
    /// builds there from a fresh clone. A placeholder file is no one's site; it stays as it is.
    @Test(arguments: [".gitkeep", ".keep", ".DS_Store"])
    func aFolderHoldingOnlyAPlaceholderIsEmpty(placeholder: String) throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try cli.write("", to: "out/\(placeholder)")
        let built = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", "out"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("out/index.html")))
        #expect(try String(contentsOfFile: cli.path("out/\(placeholder)"), encoding: .utf8) == "")
        try cli.write("<p>mine</p>\n", to: "mine/index.html")
        try cli.write("", to: "mine/\(placeholder)")
        let refused = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", "mine"])
        #expect(refused.status == 1, "a placeholder beside someone's files does not make them blogkit's")
    }

    @Test func theHomeDirectoryNeedsForce() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.path("home"), withIntermediateDirectories: true)
        for output in ["home", "home/", "repo/../home"] {
            let refused = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--output", output], environment: ["HOME": cli.path("home")])
            #expect(refused.status == 1)
            #expect(refused.stderr == "blogkit: error: \(output): is your home directory; build into a folder of its own, or add --force to build here\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.path("home")) == [])
    }

    @Test(arguments: [
        ("base_url = \"https://example.com/\\nDisallow: /\"\n", "'https://example.com/\\nDisallow: /'"),
        ("base_url = \"https://example.com/ x\"\n", "'https://example.com/ x'"),
        ("base_url = \"https://example.com/\\\"><script>\"\n", "'https://example.com/\\\"><script>'"),
        ("base_url = \"https:///blog/\"\n", "'https:///blog/'"),
        ("base_url = \"https://exa\\u001Bmple.com/\"\n", "'https://exa\\u{1B}mple.com/'"),
    ])
    func aBaseURLMustBeOneURL(file: String, shown: String) throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try cli.write(file + "db = \"blogkit.sqlite\"\n", to: "repo/blogkit.toml")
        let result = try cli.run(["build", "--config", "repo/blogkit.toml"])
        #expect(result.status == 2)
        #expect(result.stderr == "blogkit: error: repo/blogkit.toml:1: 'base_url' must be an absolute http(s) URL with a host and"
            + " no white space, control characters or quotes, e.g. https://example.com/blog/, not \(shown)\n")
        #expect(!FileManager.default.fileExists(atPath: cli.path("repo/output/robots.txt")))
    }

    @Test func aBaseURLFlagIsCheckedAlike() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        let result = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--base-url", "https://example.com/\nDisallow: /"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("blogkit: error: --base-url must be an absolute http(s) URL with a host and no white space,"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("output/robots.txt")))
    }

    @Test func outOfRangeNumbersAreAOneLineErrorNamingTheKey() throws {
        let cli = try scratch()
        defer { cli.cleanUp() }
        try cli.write("db = \"blogkit.sqlite\"\nposts_per_page = 9223372036854775807\n", to: "repo/blogkit.toml")
        let file = try cli.run(["build", "--config", "repo/blogkit.toml"])
        #expect(file.status == 2)
        #expect(file.stderr == "blogkit: error: repo/blogkit.toml:2: 'posts_per_page' must be at most 1000, not 9223372036854775807\n")
        let flag = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--posts-per-page", "9223372036854775807"])
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("blogkit: error: --posts-per-page must be at most 1000"), "\(flag.stderr)")
        let largest = try cli.run(["build", "--db", "repo/blogkit.sqlite", "--posts-per-page", "1000"])
        #expect(largest.status == 0, "\(largest.stderr)")
    }
}
