/// Why `blogkit media` stopped (a single image that fails is a ``MediaFile`` failure, not this).
public enum MediaError: Error, CustomStringConvertible {
    /// The media folder, or a file in it, could not be created or written.
    case folder(path: String, reason: String)
    /// The archive could not be read or written.
    case archive(String)

    public var description: String {
        switch self {
        case let .folder(path, reason): "\(path): cannot write: \(reason)"
        case let .archive(message): message
        }
    }
}
