import Archive
import ArgumentParser
import Content
import Foundation
import Import
import Site

/// `blogkit check`: the migration audit of the archive (what each post's source shows against
/// what the archive keeps), or with `--site` the broken internal links of the built site.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find what the archive lost of the posts' sources, or the site's broken links.",
        discussion: """
            Compares each post's source HTML with what the archive keeps of it: the words of its \
            prose, its links, images, audio, video, iframes, embeds and objects (kept as a link \
            to what they show), code listings (how many, their exact code, their stated \
            language), tables, headings, footnotes, and comments. Prints one line per post that \
            lost something, then a totals line, which also counts what the converter leaves out \
            on purpose (scripts, styles, form controls...): reported, never counted as lost. \
            --post shows one post's comparison in full.

            With --urls FILE, reads the old blog's URLs (one a line, or its sitemap.xml) and \
            prints where each lands on the built site: a page, a redirect of _redirects or an \
            alias page, or nothing; exit 1 if any does not answer.

            With --site, reads every page of the built site (DIR, default: output in \
            blogkit.toml, else output) and lists each link, image, script or stylesheet that is \
            relative or on the base URL and names no file of the site.

            Exit status: 0 when nothing was lost (or no link is broken), 1 when something was, \
            2 on a usage error.
            """)

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Show one post's comparison in full: its guid, id, link or path.", valueName: "id"))
    var post: String?

    @Flag(help: "Check the built site's internal links and images instead.")
    var site = false

    @Option(help: ArgumentHelp(
        "Check where each URL of the old blog (one a line, or its old sitemap.xml) lands on the built site instead.",
        valueName: "file"))
    var urls: String?

    @Option(help: ArgumentHelp("The settings file, for --site and --urls (default: blogkit.toml, if there is one).", valueName: "path"))
    var config: String?

    @Argument(help: ArgumentHelp("The built site, with --site or --urls (default: output).", valueName: "dir"))
    var directory: String?

    func validate() throws {
        if directory != nil, !site, urls == nil { throw ValidationError("a directory is for --site or --urls: blogkit check --site output") }
        if site, post != nil { throw ValidationError("--post is for the archive, not --site") }
        if urls != nil, site || post != nil || json { throw ValidationError("--urls goes alone (with a site folder and --config)") }
    }

    func run() throws {
        if site { return try checkSite() }
        if let urls { return try checkOldURLs(urls) }
        let archive = try database.existingArchive()
        if let post { return try show(post, in: archive) }
        var tally = CheckTally()
        var lossy: [PostAudit] = []
        do {
            try archive.audit { audit in
                tally.add(audit.report)
                guard !audit.report.isLossless else { return }
                if json { lossy.append(audit) } else { print(CheckText.line(audit)) }
            }
        } catch {
            throw Console.fail("\(error)")
        }
        if json {
            print(try CheckJSON.render(lossy, tally: tally))
        } else {
            print(tally.summary)
        }
        if tally.lossy > 0 { throw ExitCode(1) }
    }

    /// `--post ID`: the full comparison of the posts `identifier` names.
    private func show(_ identifier: String, in archive: Archive) throws {
        var audits: [PostAudit] = []
        do {
            let ids = try archive.postIDs(named: identifier)
            if !ids.isEmpty { try archive.audit(ids: ids) { audits.append($0) } }
        } catch {
            throw Console.fail("\(error)")
        }
        guard !audits.isEmpty else { throw Console.fail("no post has this guid, id, link or path: \(identifier)") }
        if json {
            print(try CheckJSON.render(audits, full: true))
        } else {
            print(audits.map(CheckText.full).joined(separator: "\n"), terminator: "")
        }
        if audits.contains(where: { !$0.report.isLossless }) { throw ExitCode(1) }
    }

    /// The settings and the built site's folder (`DIR`, else `output` in the settings, else
    /// `output`), which must exist: what `--site` and `--urls` read.
    func builtSite() throws -> (SiteConfig, String) {
        let settings: SiteConfig
        do { settings = try SiteConfig.load(path: config) } catch { throw Console.fail("\(error)", code: 2) }
        let folder = directory ?? settings.output ?? "output"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Console.fail("\(folder): no site here; run blogkit build first")
        }
        return (settings, folder)
    }

    /// `--site [DIR]`: the broken internal links of the built site.
    private func checkSite() throws {
        let (settings, folder) = try builtSite()
        let result: (pages: Int, broken: [SiteLinkCheck.BrokenLink])
        do { result = try SiteLinkCheck(directory: folder, baseURL: settings.baseURL).run() } catch {
            throw Console.fail("\(error)")
        }
        if json {
            print(try CheckJSON.render(result.broken, pages: result.pages))
        } else {
            result.broken.forEach { print("\($0.page): broken link \($0.reference)") }
            print("checked \(Import.plural(result.pages, "page")) in \(folder)/: "
                + (result.broken.isEmpty ? "no broken link" : "\(Import.plural(result.broken.count, "broken link"))"))
        }
        if !result.broken.isEmpty { throw ExitCode(1) }
    }
}
