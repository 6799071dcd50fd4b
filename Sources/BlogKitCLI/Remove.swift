import Archive
import ArgumentParser
import Feeds
import Foundation

/// `blogkit remove ID...`: takes posts out of the archive, for now or for good.
struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take posts out of the archive, by guid or link.",
        discussion: """
            Each ID is a post's guid or its link, as blogkit export and blogkit search --json \
            show them. The posts go with their search index entries, in one transaction; the \
            next blogkit build deletes their pages. A removed post comes back when a feed that \
            carries it is imported again, unless it was removed with --forever: import then skips \
            it, and counts it as excluded, until blogkit remove --allow ID. An ID that matches \
            nothing is an error (exit status 1); the others are still removed.
            """)

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Also skip these posts in every later import.")
    var forever = false

    @Flag(help: "List the posts removed forever: guid, date removed, title.")
    var list = false

    @Flag(help: "Let later imports bring back these posts removed forever.")
    var allow = false

    @Argument(help: ArgumentHelp("Guids or links of posts.", valueName: "id"))
    var ids: [String] = []

    func validate() throws {
        if list, allow || forever || !ids.isEmpty { throw ValidationError("--list takes no ID and no other flag") }
        if allow, forever { throw ValidationError("--allow and --forever cannot be used together") }
        if !list, ids.isEmpty { throw ValidationError("Name at least one post by guid or link, e.g. blogkit remove https://example.com/2011/11/post/") }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first")
        }
        let unmatched: [String]
        do {
            let archive = try database.archive()
            if list {
                for exclusion in try archive.exclusions() {
                    print("\(exclusion.guid)  \(RFC3339.day(exclusion.excludedAt))  \(exclusion.title)")
                }
                return
            }
            if allow {
                let result = try archive.allow(ids)
                result.allowed.forEach { print("allowed again: \(Self.describe($0))") }
                unmatched = result.unmatched
            } else {
                let report = try archive.remove(ids, forever: forever)
                report.removed.forEach { print("removed\(forever ? " forever" : ""): \(Self.describe($0))") }
                unmatched = report.unmatched
            }
        } catch {
            throw Console.fail("\(error)")
        }
        let missing = allow ? "no post removed forever has this guid or link" : "no post has this guid or link"
        unmatched.forEach { Console.error("blogkit: error: \($0): \(missing)") }
        if !unmatched.isEmpty { throw ExitCode.failure }
    }

    /// `'A Single Sign-on Pattern' (http://nathanhjones.com/?p=341)`
    private static func describe(_ post: Exclusion) -> String {
        "'\(post.title)' (\(post.guid))"
    }
}
