import ArgumentParser
import Foundation
import Site

/// `--config PATH` and the site's settings as flags, shared by the commands that build the site:
/// each flag wins over its key in `blogkit.toml`, which wins over the built-in default.
struct SiteArguments: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The settings file (default: blogkit.toml in the current directory, if there is one).",
        valueName: "path"))
    var config: String?

    @Option(help: ArgumentHelp(
        "Templates overriding the built-in ones, file by file (default: templates in the settings file, else ./templates if it exists).",
        valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Where the site is written (default: output in the settings file, else ./output).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "The absolute URL the site is served from, e.g. https://example.com/blog/ (needed for feeds, the sitemap and canonical links; without it links are relative).",
        valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("The site's title (default: the imported feeds' title).", valueName: "title"))
    var title: String?

    @Option(help: ArgumentHelp("The author of posts whose feed names none.", valueName: "name"))
    var author: String?

    @Option(help: ArgumentHelp(
        "What the site is about (default: the imported feeds' description).", valueName: "text"))
    var description: String?

    @Option(help: ArgumentHelp(
        "The pages' language, a BCP 47 tag like en or fr-CA (default: the imported feeds', else en).",
        valueName: "tag"))
    var language: String?

    @Option(name: .customLong("posts-per-page"), help: ArgumentHelp(
        "Posts on each page of the home page, a category and a tag, 1 to \(SiteOptions.postsPerPageRange.upperBound) (default: \(SiteOptions.defaultPostsPerPage)).",
        valueName: "n"))
    var postsPerPage: Int?

    @Option(name: .customLong("term-page-min-posts"), help: ArgumentHelp(
        "Posts a category or tag needs for a page and a feed of its own, 1 to \(SiteOptions.termPageMinPostsRange.upperBound) (default: \(SiteOptions.defaultTermPageMinPosts)); one with fewer is listed with its posts on category/ or tags/.",
        valueName: "n"))
    var termPageMinPosts: Int?

    @Option(help: ArgumentHelp(
        "Which redirects from the old blog's addresses to write, comma-separated: netlify (_redirects), aliases (a page at each old path), nginx, apache, caddy, or none (default: redirects in the settings file, else netlify,aliases).",
        valueName: "list"))
    var redirects: String?

    @Flag(help: ArgumentHelp(
        "Build even into /, the home directory, or a folder that holds files but no .blogkit-build (not built by blogkit build)."))
    var force = false

    func validate() throws {
        if let postsPerPage, let bound = SiteConfig.outOfRange(postsPerPage, SiteOptions.postsPerPageRange) {
            throw ValidationError("--posts-per-page \(bound)")
        }
        if let termPageMinPosts, let bound = SiteConfig.outOfRange(termPageMinPosts, SiteOptions.termPageMinPostsRange) {
            throw ValidationError("--term-page-min-posts \(bound)")
        }
        if let baseURL, !SiteConfig.isValidBaseURL(baseURL) {
            throw ValidationError("--base-url \(SiteConfig.baseURLRule)")
        }
        if let redirects, Self.formats(redirects) == nil {
            throw ValidationError("--redirects \(SiteConfig.redirectsRule) or none, not \(SiteConfig.quoted(redirects))")
        }
    }

    /// The formats `--redirects` lists (`none`: none), nil when one is unknown.
    static func formats(_ list: String) -> [RedirectFormat]? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if names == ["none"] { return [] }
        var formats: [RedirectFormat] = []
        for name in names {
            guard let format = RedirectFormat(rawValue: name) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? nil : formats
    }

    /// What to build from where: the site's options and the archive's path.
    struct Resolved {
        var options: SiteOptions
        /// The archive: `--db`, `$BLOGKIT_DB`, `db` in the settings file, else `blogkit.sqlite`.
        var databasePath: String
        /// The settings file read, nil when there was none (`serve` watches it).
        var configFile: String?
    }

    /// The flags over the settings file (`--config`, else `./blogkit.toml` when it exists) over
    /// the defaults (paths in the current directory). Throws when the settings file is missing, unreadable or wrong.
    func resolve(database: DatabaseOption) throws(SiteConfigError) -> Resolved {
        let config = try SiteConfig.load(path: self.config)
        var isDirectory: ObjCBool = false
        let templates = templates ?? config.templates
            ?? (FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory) && isDirectory.boolValue
                ? "templates" : nil)
        let options = SiteOptions(
            outputDirectory: output ?? config.output ?? "output", templatesDirectory: templates,
            baseURL: baseURL ?? config.baseURL, title: title ?? config.title, author: author ?? config.author,
            description: description ?? config.description, language: language ?? config.language,
            postsPerPage: postsPerPage ?? config.postsPerPage ?? SiteOptions.defaultPostsPerPage,
            termPageMinPosts: termPageMinPosts ?? config.termPageMinPosts ?? SiteOptions.defaultTermPageMinPosts, force: force,
            redirects: redirects.flatMap(Self.formats) ?? config.redirects ?? RedirectFormat.defaults)
        return Resolved(options: options, databasePath: database.path(configured: config.db), configFile: config.file)
    }
}
