/// Why the archive could not do what was asked. Each `description` is one line a user can act on.
public enum ArchiveError: Error, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case database(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason): "\(path): cannot open the archive: \(reason)"
        case let .database(path, reason): "\(path): database error: \(reason)"
        }
    }
}
