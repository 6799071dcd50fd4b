import Archive
import ArgumentParser
import Foundation
import Site

/// `blogkit build`: writes the static site from the archive.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the static site from the archive.",
        discussion: """
            Pages use the Mustache templates built into blogkit; a file in the templates \
            directory replaces the built-in one of the same name (start from a copy of the \
            project's templates/). Every internal link is relative, so the site works under any \
            path and opened from disk. A file is written only when its content changed, to a \
            temporary file renamed over the old one; files a previous build wrote that are no \
            longer generated are removed. Nothing outside the output directory is written or \
            removed, and no symbolic link inside it is followed. Feeds (RSS, Atom, JSON Feed, and \
            an RSS feed per category and tag), og:url, canonical links and the sitemap need \
            absolute URLs: they are written only with --base-url. Images that blogkit media kept \
            are copied into media/ and pages point at them, with their width and height. On a \
            terminal, the files done so far are shown on standard error.
            """)

    @OptionGroup var database: DatabaseOption

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

    func run() throws {
        let start = Date()
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first")
        }
        var isDirectory: ObjCBool = false
        let templatesDirectory = templates
            ?? (FileManager.default.fileExists(atPath: "templates", isDirectory: &isDirectory) && isDirectory.boolValue
                ? "templates" : nil)
        let options = SiteOptions(
            outputDirectory: output, templatesDirectory: templatesDirectory, baseURL: baseURL, title: title,
            postsPerPage: postsPerPage)
        let report: BuildReport
        do {
            report = try SiteBuilder(options: options).build(from: database.archive(), progress: Self.progress)
        } catch {
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
            throw Console.fail("\(error)")
        }
        if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
        report.warnings.forEach { Console.error("blogkit: warning: \($0)") }
        print(Self.summary(report, output: output, seconds: Date().timeIntervalSince(start)))
    }

    /// Shows the files written so far on a terminal, every 100 files and at the end; nil
    /// (nothing shown) in a pipe or a log.
    private static var progress: SiteBuilder.Progress? {
        guard Console.stderrIsTerminal else { return nil }
        return { done, total in
            if done % 100 == 0 || done == total { Console.status("\r\u{1B}[Kbuilding: \(done) of \(total) files") }
        }
    }

    /// `built 65 pages from 9 posts in output/: 105 files written, 0 unchanged, 0 removed (0.05 s)`
    static func summary(_ report: BuildReport, output: String, seconds: Double) -> String {
        let state = report.upToDate
            ? "up to date, nothing rendered"
            : "\(Import.plural(report.pagesWritten, "file")) written, \(report.pagesUnchanged) unchanged, \(report.filesRemoved) removed"
        return "built \(Import.plural(report.pages, "page")) from \(Import.plural(report.posts, "post")) in \(output)/: \(state) ("
            + String(format: "%.2f s", seconds) + ")"
    }
}
