/// Why a build failed. Each `description` is one line naming the file at fault.
public enum SiteError: Error, CustomStringConvertible {
    /// The templates directory given does not exist or cannot be listed.
    case templatesUnreadable(path: String, reason: String)
    /// A template does not parse.
    case templateSyntax(file: String, line: Int, reason: String)
    /// A page's template is missing (neither the user's directory nor the defaults have it).
    case templateMissing(name: String)
    /// An output file or directory cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The archive could not be read.
    case archive(String)
    /// The output directory is one a build does not write into without `force` (see `OutputClaim`).
    case outputRefused(path: String, reason: String)

    public var description: String {
        switch self {
        case let .templatesUnreadable(path, reason): "\(path): cannot read templates: \(reason)"
        case let .templateSyntax(file, line, reason): "\(file):\(line): template error: \(reason)"
        case let .templateMissing(name): "\(name).mustache: template not found"
        case let .cannotWrite(path, reason): "\(path): cannot write: \(reason)"
        case let .archive(message): message
        case let .outputRefused(path, reason): "\(path): \(reason)"
        }
    }
}
