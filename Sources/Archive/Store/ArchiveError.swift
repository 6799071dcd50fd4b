/// Why the archive could not do what was asked. Each `description` is one line a user can act on.
public enum ArchiveError: Error, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case database(path: String, reason: String)
    /// Another process held the archive's write lock for longer than the busy timeout.
    case busy(path: String, waited: Duration)
    /// A write to an archive opened read-only (its file or directory is not writable).
    case readOnly(path: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): "\(path): cannot open the archive: \(reason)"
        case let .database(path, reason): "\(path): database error: \(reason)"
        case let .busy(path, waited):
            "\(path): another process is still writing the archive; gave up after waiting \(Int(waited / .seconds(1))) s"
        case let .readOnly(path): "\(path): the archive is read-only (its file or directory is not writable)"
        }
    }
}
