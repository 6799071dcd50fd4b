import Archive
import Foundation

/// Where a command finds the archive and how long it waits for another writer: what
/// ``DatabaseOption`` holds once parsed, as plain values.
struct ArchiveLocation: Equatable {
    /// `--db`, when given.
    var db: String?
    /// `--busy-timeout`, in seconds.
    var busyTimeout: Int

    /// `--busy-timeout` when not given: ``Archive/defaultBusyTimeout`` in seconds.
    static let defaultBusyTimeout = Int(Archive.defaultBusyTimeout / .seconds(1))

    /// `--db`, then `BLOGKIT_DB`, then `configured` (`db` in blogkit.toml), then `blogkit.sqlite`.
    func path(configured: String? = nil) -> String {
        db ?? ProcessInfo.processInfo.environment["BLOGKIT_DB"].flatMap { $0.isEmpty ? nil : $0 }
            ?? configured ?? "blogkit.sqlite"
    }

    /// Opens the archive at `path` (default: `self.path()`), waiting up to `busyTimeout` for
    /// another process writing it, and saying so on stderr, once, when the wait has lasted a second.
    func archive(at path: String? = nil) throws(ArchiveError) -> Archive {
        let path = path ?? self.path()
        return try Archive(path: path, busyTimeout: .seconds(busyTimeout)) {
            Console.error("blogkit: waiting for another blogkit process to finish writing \(path)...")
        }
    }
}
