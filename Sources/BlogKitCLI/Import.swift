import Archive
import ArgumentParser
import Foundation

/// `blogkit import FEED...`: reads feeds into the archive.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import RSS 2.0, RSS 1.0 and Atom feeds (files or http(s) URLs) into the archive.",
        discussion: """
            Posts are keyed by guid: importing a feed again updates changed posts in place and \
            never duplicates one; a post carried by several feeds lists them all. Each feed is \
            imported in one transaction, so a feed that fails leaves the archive as it was. \
            Warnings (recovered markup, unparseable dates) go to stderr as file:line: warning: ...
            """)

    @OptionGroup var database: DatabaseOption

    @Argument(help: ArgumentHelp("Feed files, or http(s) URLs (downloaded with curl).", valueName: "feed"))
    var feeds: [String]

    func validate() throws {
        if feeds.isEmpty { throw ValidationError("Name at least one feed, e.g. blogkit import feeds/*.xml") }
    }

    func run() throws {
        let start = Date()
        let (outcomes, excluded, failures) = try importAll()
        if failures == feeds.count { throw ExitCode.failure }  // each failure has said why, in one line
        print(Self.summary(
            outcomes, excluded: excluded.count, feeds: feeds.count - failures, seconds: Date().timeIntervalSince(start)))
        if failures > 0 { throw Console.fail("\(failures) of \(feeds.count) feeds could not be imported") }
    }

    /// Imports every feed, each in its own transaction: what happened to each post, and how many
    /// feeds failed (each failure said why on stderr).
    ///
    /// The archive is opened (created if missing) only once a feed has been opened: a run whose
    /// feeds all fail leaves no archive behind, and never has to remove one, which would race
    /// with another process writing into it.
    private func importAll() throws -> (outcomes: [Int64: ImportOutcome], excluded: Set<String>, failures: Int) {
        var archive: Archive?
        var outcomes: [Int64: ImportOutcome] = [:]
        var excluded: Set<String> = []
        var failures = 0
        for source in feeds {
            do {
                let input = try FeedInput(source)
                let opened = try archive ?? openArchive()
                archive = opened
                let report = try opened.importFeed(input, progress: Self.progress(for: source))
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                report.warnings.forEach { Console.error($0.description) }
                outcomes.merge(report.outcomes, uniquingKeysWith: max)
                excluded.formUnion(report.excluded)
            } catch let exit as ExitCode {
                throw exit
            } catch {
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                Console.error("blogkit: error: \(error)")
                failures += 1
            }
        }
        return (outcomes, excluded, failures)
    }

    /// The archive, or the exit after its one-line error: no feed can be imported without it.
    private func openArchive() throws -> Archive {
        let archive: Archive
        do { archive = try database.archive() } catch { throw Console.fail("\(error)") }
        if archive.isReadOnly { throw Console.fail("\(ArchiveError.readOnly(path: archive.path))") }
        return archive
    }

    /// A progress callback that shows the item count on a terminal, nothing in a pipe.
    private static func progress(for source: String) -> ((Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { count in Console.status("\r\u{1B}[Kimporting \(source): \(count) items") }
    }

    /// `imported 9 posts (9 new, 0 updated, 0 unchanged) from 2 feeds in 0.05 s`, with
    /// `; 1 excluded` inside the parentheses when items of posts removed forever were skipped.
    static func summary(_ outcomes: [Int64: ImportOutcome], excluded: Int = 0, feeds: Int, seconds: Double) -> String {
        let count = { (outcome: ImportOutcome) in outcomes.values.count { $0 == outcome } }
        return "imported \(plural(outcomes.count, "post")) (\(count(.new)) new, \(count(.updated)) updated, "
            + "\(count(.unchanged)) unchanged\(excluded > 0 ? "; \(excluded) excluded" : "")) from \(plural(feeds, "feed")) in "
            + String(format: "%.2f s", seconds)
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
