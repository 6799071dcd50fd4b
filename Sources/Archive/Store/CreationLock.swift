import Foundation

/// An exclusive `flock` on `PATH.lock`, beside the archive, held while the archive file is
/// created, switched to write-ahead logging and migrated, so that processes starting at once
/// never see (or build on) a half-made archive.
///
/// SQLite's own write lock cannot cover these steps: the file must exist before SQLite can lock
/// it, the journal mode changes outside any transaction, and GRDB's migrator commits in several
/// transactions (the `grdb_migrations` table, then one per migration), reading what is applied
/// in between. A lock file can: it is taken before the archive exists. It is never removed:
/// unlinking it would let a process lock the removed file while another locks a new one.
enum CreationLock {
    /// Runs `body` holding the lock, waiting for it as `wait` says.
    static func holding<T>(_ archivePath: String, wait: BusyWait, _ body: () throws -> T) throws -> T {
        let lockPath = archivePath + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ArchiveError.cannotOpen(path: archivePath, reason: "cannot create \(lockPath): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }  // releases the lock
        var tries = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw ArchiveError.cannotOpen(path: archivePath, reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
            }
            guard wait.shouldRetry(tries: tries) else { throw ArchiveError.busy(path: archivePath, waited: wait.timeout) }
            tries += 1
        }
        return try body()
    }

    /// Creates the archive file, readable by its owner only, unless it exists. Never truncates
    /// or replaces a file: another process may have it open. Called before this process opens
    /// the archive with SQLite: closing any descriptor of a file drops the process's POSIX locks
    /// on it, SQLite's included.
    static func createFile(_ path: String) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ArchiveError.cannotOpen(path: path, reason: "cannot create the file: \(String(cString: strerror(errno)))")
        }
        close(fd)
    }
}
