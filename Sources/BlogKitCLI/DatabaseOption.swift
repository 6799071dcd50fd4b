import ArgumentParser
import Foundation

/// `--db PATH`, shared by every subcommand that reads or writes the archive.
struct DatabaseOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The archive's SQLite file (default: $BLOGKIT_DB, else blogkit.sqlite).", valueName: "path"))
    var db: String?

    /// The path to use: `--db`, then `BLOGKIT_DB`, then `blogkit.sqlite` in the current directory.
    var path: String {
        db ?? ProcessInfo.processInfo.environment["BLOGKIT_DB"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "blogkit.sqlite"
    }
}
