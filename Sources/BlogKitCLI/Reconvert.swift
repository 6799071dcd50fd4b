import Archive
import Import
import ArgumentParser
import Content
import Foundation

/// `blogkit reconvert`: converts the archive's posts again from their stored source HTML.
struct Reconvert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reconvert",
        abstract: "Convert the archive's posts again from the source HTML it keeps (no feed needed).",
        discussion: """
            Each post records the version of the conversion that made its Markdown, HTML, code \
            listings, links and excerpt. A blogkit with a better conversion converts the posts an \
            older one made: blogkit import does it for the posts of the feeds it reads, blogkit \
            reconvert for the whole archive. --all converts every post, whatever made it. The \
            posts go by batches of 200, each converted on several threads and then written, with \
            its search index entries, in one transaction: an interrupted run keeps every batch it \
            wrote, and running it again converts the posts still left (an interrupted --all run \
            starts over). Another blogkit process may import meanwhile; a post it changes is left \
            to it.
            """)

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Convert every post, not only those an older conversion made.")
    var all = false

    @Option(name: [.customShort("j"), .long], help: ArgumentHelp(
        "How many posts to convert at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first")
        }
        let start = Date()
        let report: ReconversionReport
        do {
            report = try Importer(archive: database.archive()).reconvert(
                all ? .all : .outdated, workers: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                progress: Self.progress)
        } catch {
            if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
            throw Console.fail("\(error)")
        }
        if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
        print(Self.summary(report, seconds: Date().timeIntervalSince(start)))
    }

    /// Shows the posts done so far on a terminal; nil (nothing shown) in a pipe or a log.
    private static var progress: ((Int, Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { done, selected in Console.status("\r\u{1B}[Kreconverting: \(done) of \(selected) posts") }
    }

    /// `reconverted 9 of 12 posts (conversion 1) in 0.05 s`: of every post in the archive.
    static func summary(_ report: ReconversionReport, seconds: Double) -> String {
        "reconverted \(report.reconverted) of \(Import.plural(report.posts, "post")) (conversion \(HTMLConverter.version)) in "
            + String(format: "%.2f s", seconds)
    }
}
