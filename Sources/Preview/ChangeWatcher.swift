import Foundation

/// Notices when files change: polls the modification time and size of a set of files and of
/// every file below a set of directories, and reports a change once things have settled (no
/// further change for one more poll), so that an editor's save or a long import causes one
/// rebuild, not one per write.
///
/// Polling rather than inotify: a few stat calls every 300 ms cost nothing next to a build,
/// work the same on every system, and see a file that is replaced (renamed over) or created
/// after the watch began, which an inotify watch on the old file does not.
public struct ChangeWatcher: Sendable {
    /// Files watched whether or not they exist yet (a config file created later counts).
    public var files: [String]
    /// Directories watched with everything below them.
    public var directories: [String]
    public var interval: Duration

    public init(files: [String], directories: [String], interval: Duration = .milliseconds(300)) {
        self.files = files
        self.directories = directories
        self.interval = interval
    }

    /// What the watched files look like now: each existing regular file with its modification
    /// time and size (a directory changes only when its files do).
    public func snapshot() -> [String: FileState] {
        var states: [String: FileState] = [:]
        for file in files { states[file] = FileState(path: file) }
        for directory in directories {
            // A directory given as a symbolic link (the repository's `templates/`) is walked
            // where it leads: the walker lists nothing through the link itself.
            let target = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
            guard let walker = FileManager.default.enumerator(atPath: target) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = directory + "/" + relative
                states[path] = FileState(path: path)
            }
        }
        return states.compactMapValues { $0 }
    }

    /// Waits until the watched files differ from `baseline`, then until two polls in a row
    /// see the same state; returns that state. Returns nil when the task is cancelled.
    public func nextChange(after baseline: [String: FileState]) async -> [String: FileState]? {
        var previous = baseline
        var changed = false
        while !Task.isCancelled {
            do { try await Task.sleep(for: interval) } catch { return nil }
            let current = snapshot()
            if current != previous {
                changed = true
                previous = current
            } else if changed {
                return current
            }
        }
        return nil
    }

    /// A regular file's modification time and size.
    public struct FileState: Equatable, Sendable {
        var modified: timespec
        var size: Int64

        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            modified = status.st_mtim
            size = Int64(status.st_size)
        }

        public static func == (left: FileState, right: FileState) -> Bool {
            left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
                && left.size == right.size
        }
    }
}
