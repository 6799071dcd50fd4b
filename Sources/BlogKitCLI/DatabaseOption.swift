import Archive
import ArgumentParser
import Foundation

/// `--db PATH` and `--busy-timeout SECONDS`, shared by every subcommand that reads or writes the
/// archive.
struct DatabaseOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The archive's SQLite file (default: $BLOGKIT_DB, else blogkit.sqlite).", valueName: "path"))
    var db: String?

    @Option(name: .customLong("busy-timeout"), help: ArgumentHelp(
        "How long to wait for another blogkit process writing the archive before giving up.",
        valueName: "seconds"))
    var busyTimeout = ArchiveLocation.defaultBusyTimeout

    func validate() throws {
        if busyTimeout < 0 { throw ValidationError("--busy-timeout must be 0 or more seconds") }
    }

    /// The options as plain values.
    var location: ArchiveLocation { ArchiveLocation(db: db, busyTimeout: busyTimeout) }

    /// The path to use: `--db`, then `BLOGKIT_DB`, then `blogkit.sqlite` in the current directory.
    var path: String { location.path() }

    /// `--db`, then `BLOGKIT_DB`, then `configured` (`db` in blogkit.toml), then `blogkit.sqlite`.
    func path(configured: String?) -> String {
        location.path(configured: configured)
    }

    /// Opens the archive at `path` (default: `self.path`): ``ArchiveLocation/archive(at:)``.
    func archive(at path: String? = nil) throws(ArchiveError) -> Archive {
        try location.archive(at: path)
    }

    /// The archive, which must exist (`writable`: and not be read-only), or the exit after a
    /// one-line error.
    func existingArchive(writable: Bool = false) throws -> Archive {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Console.fail("\(path): no archive here; run blogkit import first")
        }
        let archive: Archive
        do { archive = try self.archive() } catch { throw Console.fail("\(error)") }
        if writable, archive.isReadOnly { throw Console.fail("\(ArchiveError.readOnly(path: archive.path))") }
        return archive
    }
}
