import Archive
import ArgumentParser
import Foundation
import Feeds

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

    @Option(name: .long, help: ArgumentHelp(
        "Refuse an item carrying more than this many megabytes of text (the next items are still imported).",
        valueName: "MB"))
    var maxItemSize = FeedLimits.defaultItemTextBytes >> 20

    @Argument(help: ArgumentHelp("Feed files, or http(s) URLs (downloaded with curl).", valueName: "feed"))
    var feeds: [String]

    func validate() throws {
        if feeds.isEmpty { throw ValidationError("Name at least one feed, e.g. blogkit import feeds/*.xml") }
        guard (1...Self.largestItemSize).contains(maxItemSize) else {
            throw ValidationError("--max-item-size must be between 1 and \(Self.largestItemSize) (MB), not \(maxItemSize)")
        }
    }

    func run() throws {
        let start = Date()
        let existed = FileManager.default.fileExists(atPath: database.path)
        // The archive is closed when `importAll` returns: SQLite then removes its -wal and -shm
        // files, and an archive this run created and left empty can go too.
        let (outcomes, failures, rejected) = try importAll()
        if failures == feeds.count {
            // Each failure has said why, in one line. An archive this run created stays empty:
            // leave no file behind.
            if !existed { try? FileManager.default.removeItem(atPath: database.path) }
            throw ExitCode.failure
        }
        print(Self.summary(outcomes, feeds: feeds.count - failures, seconds: Date().timeIntervalSince(start)))
        let unimported = (failures > 0 ? ["\(failures) of \(feeds.count) feeds"] : [])
            + (rejected > 0 ? [Self.plural(rejected, "item")] : [])
        if !unimported.isEmpty { throw Console.fail(unimported.joined(separator: " and ") + " could not be imported") }
    }

    /// The largest `--max-item-size`: 4 GB, which a String of text can hold many times over.
    static let largestItemSize = 4096

    /// Imports every feed, each in its own transaction: what happened to each post, how many
    /// feeds failed and how many items were refused (each said why on stderr).
    private func importAll() throws -> (outcomes: [Int64: ImportOutcome], failures: Int, rejected: Int) {
        let archive: Archive
        do { archive = try Archive(path: database.path) } catch { throw Console.fail("\(error)") }
        var outcomes: [Int64: ImportOutcome] = [:]
        var failures = 0
        var rejected = 0
        let limits = FeedLimits(itemTextBytes: maxItemSize << 20)
        for source in feeds {
            do {
                let report = try archive.importFeed(source, limits: limits, progress: Self.progress(for: source))
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                report.rejectedItems.forEach { Console.error("blogkit: error: \($0)") }
                report.warnings.forEach { Console.error($0.description) }
                rejected += report.rejectedItems.count
                outcomes.merge(report.outcomes, uniquingKeysWith: max)
            } catch {
                if Console.stderrIsTerminal { Console.status("\r\u{1B}[K") }
                Console.error("blogkit: error: \(error)")
                failures += 1
            }
        }
        return (outcomes, failures, rejected)
    }

    /// A progress callback that shows the item count on a terminal, nothing in a pipe.
    private static func progress(for source: String) -> ((Int) -> Void)? {
        guard Console.stderrIsTerminal else { return nil }
        return { count in Console.status("\r\u{1B}[Kimporting \(source): \(count) items") }
    }

    /// `imported 9 posts (9 new, 0 updated, 0 unchanged) from 2 feeds in 0.05 s`
    static func summary(_ outcomes: [Int64: ImportOutcome], feeds: Int, seconds: Double) -> String {
        let count = { (outcome: ImportOutcome) in outcomes.values.count { $0 == outcome } }
        return "imported \(plural(outcomes.count, "post")) (\(count(.new)) new, \(count(.updated)) updated, "
            + "\(count(.unchanged)) unchanged) from \(plural(feeds, "feed")) in "
            + String(format: "%.2f s", seconds)
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
