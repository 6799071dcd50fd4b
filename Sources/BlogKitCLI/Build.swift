import Archive
import ArgumentParser
import Foundation
import Site

/// `blogkit build`: writes the static site from the archive.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site from the archive.",
        discussion: """
            Settings come from blogkit.toml in the current directory (or the file --config \
            names; write one with blogkit init); a flag wins over the file. The archive is \
            --db, else $BLOGKIT_DB, else db in the settings file, else blogkit.sqlite. Pages use the \
            Mustache templates built into blogkit; a file in the templates \
            directory replaces the built-in one of the same name (start from a copy of the \
            project's templates/). Every internal link is relative, so the site works under any \
            path and opened from disk. A file is written only when its content changed, to a \
            temporary file renamed over the old one; files a previous build wrote that are no \
            longer generated are removed. Nothing outside the output directory is written or \
            removed, and no symbolic link inside it is followed. A file there that blogkit did not \
            write is never replaced: a post whose path holds one goes to posts/SLUG/, with a \
            warning. Without --force, no site is built into /, the home directory, or a folder \
            that holds files (other than a .gitkeep) but no .blogkit-build. In blogkit.toml, \
            output, templates and db \
            must lie inside the file's folder; only templates and static assets (css, js, html, \
            images, fonts) are read from the templates folder. Feeds (RSS, Atom, JSON Feed, and \
            an RSS feed per category and tag), og:url, canonical links and the sitemap need \
            absolute URLs: they are written only with a base URL (--base-url or base_url), and \
            a build without one says what it left out. Images that blogkit media kept are \
            copied into media/ and pages point at them, with their width and height. On a \
            terminal, the files done so far are shown on standard error.
            """)

    @OptionGroup var database: DatabaseOption

    @OptionGroup var site: SiteArguments

    func run() throws {
        let resolved: SiteArguments.Resolved
        do { resolved = try site.resolve(database: database) } catch { throw Console.fail("\(error)", code: 2) }
        guard FileManager.default.fileExists(atPath: resolved.databasePath) else {
            throw Console.fail("\(resolved.databasePath): no archive here; run blogkit import first")
        }
        do { print(try Self.build(resolved, database: database)) } catch { throw Console.fail("\(error)") }
    }

    /// Builds the site from the archive, with progress on a terminal and the build's warnings
    /// on standard error; returns the summary line. `blogkit serve` builds through it too.
    static func build(_ resolved: SiteArguments.Resolved, database: DatabaseOption) throws -> String {
        let start = Date()
        let report: BuildReport
        do {
            report = try SiteBuilder(options: resolved.options).build(
                from: database.archive(at: resolved.databasePath), progress: progress)
        } catch {
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
            throw error
        }
        if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
        report.warnings.forEach { Console.error("blogkit: warning: \($0)") }
        return summary(report, output: resolved.options.outputDirectory, seconds: Date().timeIntervalSince(start))
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
