import ArgumentParser
import Foundation

/// The `blogkit` command: blog feeds in, a searchable archive and a static site out.
public struct BlogKit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "blogkit",
        abstract: "Turn blog feeds into a searchable archive and a static site.",
        version: "0.1.0",
        subcommands: [Import.self, Export.self, Search.self, Reindex.self, Build.self]
    )

    public init() {}

    /// Runs the command line. Usage errors exit with status 2, as grep's and diff's do, instead
    /// of ArgumentParser's 64: scripts tell "nothing found" (1) from "wrong call" (2).
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
