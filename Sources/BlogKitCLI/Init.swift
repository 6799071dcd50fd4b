import ArgumentParser
import Foundation

/// `blogkit init`: writes a commented `blogkit.toml` to start from.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented blogkit.toml with the site's settings.",
        discussion: """
            Every key is written with what it does and its default; the keys whose default \
            depends on the imported feeds (title, description, language), the author, the \
            templates folder and the base URL are commented out. blogkit build reads the file \
            from the current directory, or from the path its --config names. An existing file \
            is never replaced unless --force is given.
            """)

    @Option(help: ArgumentHelp("Where to write the file.", valueName: "path"))
    var config = SiteConfig.fileName

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
        if !force, FileManager.default.fileExists(atPath: config) {
            throw Console.fail("\(config) already exists; edit it, or run blogkit init --force to replace it")
        }
        do {
            try Data(Self.template.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
        } catch {
            throw Console.fail("\(config): cannot write: \((error as NSError).localizedFailureReason ?? "\(error)")")
        }
        print("wrote \(config): set base_url before deploying, then run blogkit build")
    }

    /// The file `init` writes: every key of `SiteConfig.Key`, documented, with its default.
    static let template = """
        # blogkit.toml: the settings of `blogkit build`. A flag on the command line wins over the
        # value here. Relative paths are relative to the folder of this file. Remove the leading
        # `#` of a line to set that key.

        # The site's title, in every page's <title> and header and in the feeds.
        # Default: what the imported feeds' titles share.
        # title = "My Blog"

        # The absolute URL the site will be served from. The feeds (feed.xml, atom.xml, feed.json,
        # category/*/feed.xml, tags/*/feed.xml), sitemap.xml, canonical links and og:url need it.
        # Without it they are left out and every link is relative, so the site works from any
        # path and straight from disk: fine for a preview, not for a deployed blog.
        # base_url = "https://example.com/blog/"

        # The author of posts whose feed names none, on their pages and in the feeds.
        # author = "Jane Doe"

        # What the site is about, for pages without a description of their own and the feeds.
        # Default: the imported feeds' description.
        # description = "Notes on building things"

        # The pages' language, a BCP 47 tag (en, en-US, fr-CA). Default: the feeds', else en.
        # language = "en"

        # Posts on each page of the home page, of a category and of a tag (1 to 1000).
        posts_per_page = 10

        # Posts a category or tag needs for a page and a feed of its own (1 to 1000; 1: every
        # one). One with fewer is listed with its posts on category/ or tags/ instead, where its
        # links and old addresses lead: a big blog's many one-post tags cost no files.
        # term_page_min_posts = 2

        # Where the site is written: a folder inside this file's folder (--output may name
        # any other).
        output = "output"

        # Templates overriding the built-in ones, file by file (start from a copy of blogkit's
        # templates/): a folder inside this file's folder, of which only *.mustache files and
        # static assets (css, js, html, images, fonts) are read. Default: templates, when that
        # folder exists.
        # templates = "templates"

        # The archive, the SQLite file blogkit import fills. --db and $BLOGKIT_DB win over it.
        db = "blogkit.sqlite"

        """
}
