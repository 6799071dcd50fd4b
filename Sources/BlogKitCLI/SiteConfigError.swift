/// Why `blogkit.toml` (or the file `--config` names) could not be used: always a usage error
/// (exit 2), naming the file and, when it can be told, the line.
enum SiteConfigError: Error, Equatable, CustomStringConvertible {
    /// `--config` names a file that is not there.
    case missing(file: String)
    /// The file exists but could not be read as UTF-8 text; `cause` is the system's reason.
    case unreadable(file: String, cause: String)
    /// Not TOML: TOMLKit's (toml++'s) message and where it stopped.
    case syntax(file: String, line: Int, message: String)
    /// A key blogkit does not know, with the known one it was most likely meant to be.
    case unknownKey(file: String, line: Int?, key: String, suggestion: String?)
    /// A known key holding the wrong kind of value (`posts_per_page = "10"`).
    case wrongType(file: String, line: Int?, key: String, expected: String, found: String)
    /// A value of the right kind that cannot be used (`posts_per_page = 0`).
    case invalidValue(file: String, line: Int?, key: String, reason: String)

    var description: String {
        switch self {
        case .missing(let file):
            return "\(file): no such configuration file"
        case .unreadable(let file, let cause):
            return "\(file): cannot read: \(cause)"
        case .syntax(let file, let line, let message):
            return "\(file):\(line): not valid TOML: \(message)"
        case .unknownKey(let file, let line, let key, let suggestion):
            return Self.place(file, line) + "unknown key '\(key)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; known keys: " + SiteConfig.Key.allCases.map(\.rawValue).joined(separator: ", "))
        case .wrongType(let file, let line, let key, let expected, let found):
            return Self.place(file, line) + "'\(key)' must be \(expected), not \(found)"
        case .invalidValue(let file, let line, let key, let reason):
            return Self.place(file, line) + "'\(key)' \(reason)"
        }
    }

    /// `blogkit.toml:3: `, or `blogkit.toml: ` when the line is not known.
    private static func place(_ file: String, _ line: Int?) -> String {
        file + (line.map { ":\($0)" } ?? "") + ": "
    }
}
