import ArgumentParser
import Foundation
import Site

/// `--templates`, `--output`, `--base-url`, `--title` and `--posts-per-page`: how the site is
/// built, shared by `blogkit build` and `blogkit serve`, which builds the same site.
struct SiteBuildOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Templates overriding the built-in ones, file by file (default: ./templates if it exists).",
        valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Where the site is written.", valueName: "dir"))
    var output = "output"

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "The absolute URL the site is served from, e.g. https://example.com/blog/ (needed for feeds and the sitemap).",
        valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("The site's title (default: the imported feeds' title).", valueName: "title"))
    var title: String?

    @Option(name: .customLong("posts-per-page"), help: ArgumentHelp(
        "Posts on each page of the home page, a category and a tag.", valueName: "n"))
    var postsPerPage = SiteOptions.defaultPostsPerPage

    func validate() throws {
        guard postsPerPage >= 1 else { throw ValidationError("--posts-per-page must be at least 1") }
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must be an absolute http(s) URL, e.g. https://example.com/blog/")
        }
    }

    /// `--templates`, else `./templates` when it is a directory, else none (the built-in ones).
    var templatesDirectory: String? {
        var isDirectory: ObjCBool = false
        return templates
            ?? (FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory) && isDirectory.boolValue
                ? "templates" : nil)
    }

    var siteOptions: SiteOptions {
        SiteOptions(
            outputDirectory: output, templatesDirectory: templatesDirectory, baseURL: baseURL, title: title,
            postsPerPage: postsPerPage)
    }
}
