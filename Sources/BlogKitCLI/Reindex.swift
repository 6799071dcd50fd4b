import Archive
import ArgumentParser
import Foundation

/// `blogkit reindex`: rebuilds the full-text index from the archive's posts.
struct Reindex: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reindex",
        abstract: "Rebuild the search index from the archive's posts.")

    @OptionGroup var database: DatabaseOption

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first", code: 2)
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let report = try database.archive().rebuildSearchIndex()
            let milliseconds = (clock.now - start) / .milliseconds(1)
            print("Reindexed \(report.posts.formatted()) posts (\(report.terms.formatted()) distinct terms)"
                + " in \(Int(milliseconds.rounded())) ms.")
        } catch {
            throw Console.fail(error.description)
        }
    }
}
