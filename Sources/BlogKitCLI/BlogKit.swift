import ArgumentParser
import Import
import Foundation

/// The `blogkit` command: blog feeds in, a searchable archive and a static site out.
public struct BlogKit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "blogkit",
        abstract: "Turn blog feeds into a searchable archive and a static site.",
        version: Release.version,
        subcommands: [Import.self, Sync.self, FeedList.self, Export.self, Search.self, Check.self, Remove.self, Reindex.self, Reconvert.self, Media.self, Build.self, Init.self, Serve.self]
    )

    public init() {}

    /// Runs the command line. Usage errors exit with status 2, as grep's and diff's do, instead
    /// of ArgumentParser's 64: scripts tell "nothing found" (1) from "wrong call" (2). They are
    /// one line, like every other diagnostic, pointing to the help rather than printing it.
    public static func main() {
        let arguments = Swift.CommandLine.arguments
        if let message = unknownCommand(in: arguments) ?? Search.refusalBeforeParsing(arguments)?.description {
            Console.error("blogkit: error: \(message)")
            Foundation.exit(2)
        }
        do {
            if let search = SearchRequest(commandLine: arguments) {
                try search.run()
            }
            var command = try parseAsRoot()
            if let search = command as? Search, let message = search.unknownOption(in: arguments) {
                Console.error("blogkit: error: \(message)")
                Foundation.exit(2)
            }
            try command.run()
        } catch let code as ExitCode {
            // A search without hits, a check with findings: their output is written. ArgumentParser's
            // own exit would first lay out the command's help, which it then does not print.
            Foundation.exit(code.rawValue)
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            Console.error("blogkit: error: \(usageMessage(for: error))")
            Foundation.exit(2)
        }
    }

    /// `unknown command 'imprt'; did you mean 'import'?` when the first argument is neither an
    /// option nor a subcommand (ArgumentParser would call it an unexpected argument).
    static func unknownCommand(in arguments: [String]) -> String? {
        guard arguments.count > 1, let first = arguments.dropFirst().first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return Suggestion.closest(to: first, among: names).map { "unknown command '\(first)'; did you mean '\($0)'?" }
            ?? "unknown command '\(first)'; see 'blogkit --help'"
    }

    /// `unknown option '--jsn'; did you mean '--json'?`, or `unknown option '--bogus'; see
    /// 'blogkit search --help'` when no option is close: the message for an option that
    /// `subcommand` does not have, whoever found it.
    static func unknownOption(_ option: String, of subcommand: any ParsableCommand.Type) -> String {
        let known = OptionNames.long(of: subcommand).map { "--" + $0 }
        let name = String(option.prefix { $0 != "=" })
        return Suggestion.closest(to: name, among: known).map { "unknown option '\(name)'; did you mean '\($0)'?" }
            ?? "unknown option '\(name)'; see 'blogkit \(subcommand._commandName) --help'"
    }

    /// `Missing value for '--db <path>'; see 'blogkit import --help'`: ArgumentParser's message on
    /// one line, and the help of the subcommand named on the command line.
    static func usageMessage(for error: any Error, arguments: [String] = Swift.CommandLine.arguments) -> String {
        let names = configuration.subcommands.map { $0._commandName }
        let subcommand = arguments.dropFirst().first { names.contains($0) }
        var message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
        // ArgumentParser's error types are internal: its message is all there is to read.
        if let unknown = message.firstMatch(of: /^Unknown option '([^']+)'/),
           let command = configuration.subcommands.first(where: { $0._commandName == subcommand }) {
            return unknownOption(String(unknown.1), of: command)
        }
        if message.hasSuffix(".") { message.removeLast() }
        return message + "; see 'blogkit \(subcommand.map { $0 + " " } ?? "")--help'"
    }
}
