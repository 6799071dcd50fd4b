import Foundation

/// Opening an archive that cannot be written: its file, or its directory, is not writable for
/// this process (a read-only mount, a backup, a file made immutable), as `access(2)` says,
/// which also holds for root on a read-only file system or an immutable file.
///
/// SQLite reads a WAL-mode database read-only only if its -shm file exists or can be created
/// (https://www.sqlite.org/wal.html#readonly). In a directory that is not writable, with no -wal
/// file beside the archive (it was closed cleanly, so the file alone holds every commit), the
/// archive is opened with the `immutable=1` URI parameter: SQLite then reads the file without
/// locks or -shm, trusting that nothing writes to it, which a writer could not without the
/// directory. Otherwise it is opened read-only as is.
enum ReadOnlyArchive {
    /// True when the archive at `path` exists and cannot be written, or its directory cannot.
    static func applies(to path: String) -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        return access(path, W_OK) != 0 || access(directory(of: path), W_OK) != 0
    }

    /// The name to give SQLite for the read-only archive at `path`: `path` itself, or an
    /// `immutable=1` URI (Debian's SQLite, like most builds, reads URI file names).
    static func connectionPath(for path: String) -> String {
        guard access(directory(of: path), W_OK) != 0, !FileManager.default.fileExists(atPath: path + "-wal") else {
            return path
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    private static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }
}
