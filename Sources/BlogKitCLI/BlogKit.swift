import ArgumentParser
import Foundation

/// The `blogkit` command: blog feeds in, a searchable archive and a static site out.
public struct BlogKit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "blogkit",
        abstract: "Turn blog feeds into a searchable archive and a static site.",
        version: "0.1.0",
        subcommands: [Import.self, Export.self, Search.self, Remove.self, Reindex.self, Reconvert.self, Build.self]
    )

    public init() {}

    /// Runs the command line. Usage errors exit with status 2, as grep's and diff's do, instead
    /// of ArgumentParser's 64: scripts tell "nothing found" (1) from "wrong call" (2). They are
    /// one line, like every other diagnostic, pointing to the help rather than printing it.
    public static func main() {
        if let refusal = Search.refusalBeforeParsing(Swift.CommandLine.arguments) {
            Console.error("blogkit: error: \(refusal)")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            Console.error("blogkit: error: \(usageMessage(for: error))")
            Foundation.exit(2)
        }
    }

    /// `Missing value for '--db <path>'; see 'blogkit import --help'`: ArgumentParser's message on
    /// one line, and the help of the subcommand named on the command line.
    static func usageMessage(for error: any Error, arguments: [String] = Swift.CommandLine.arguments) -> String {
        let names = configuration.subcommands.map { $0._commandName }
        let subcommand = arguments.dropFirst().first { names.contains($0) }
        var message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        if message.hasSuffix(".") { message.removeLast() }
        return message + "; see 'blogkit \(subcommand.map { $0 + " " } ?? "")--help'"
    }
}
