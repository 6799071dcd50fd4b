import ArgumentParser
import Foundation

/// The long option names a command accepts (`json`, `category`, `help`, ...), as
/// ArgumentParser describes the command in its `--experimental-dump-help` JSON, so that the
/// list cannot drift from the declarations. Read only on the way to an error message.
enum OptionNames {
    private struct ToolInfo: Decodable {
        struct Command: Decodable { let arguments: [Argument]? }
        struct Argument: Decodable { let names: [Name]? }
        struct Name: Decodable { let kind: String; let name: String }
        let command: Command
    }

    /// Every long name of `command`'s options and flags, without the dashes.
    static func long(of command: any ParsableArguments.Type) -> [String] {
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(command._dumpHelp().utf8)) else {
            return ["help"]
        }
        return (info.command.arguments ?? []).flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map(\.name)
    }
}
