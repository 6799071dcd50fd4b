import Foundation

/// Whom downloads trust and how they say who is asking, besides a URL's own user name and
/// password. None of it is printed or put on curl's command line, and only the name of the
/// header's environment variable is stored.
public struct DownloadAccess: Sendable {
    /// Why an environment variable cannot give the header: messages name the variable, never
    /// its value.
    public enum HeaderVariableError: Error, Equatable, CustomStringConvertible {
        case unset(variable: String)
        case notOneLine(variable: String)

        public var description: String {
            switch self {
            case let .unset(variable): "the environment variable \(variable) is not set"
            case let .notOneLine(variable):
                "\(variable) must hold one header line, 'Name: value', e.g. 'Authorization: Bearer TOKEN'"
            }
        }
    }

    /// The CA certificates (a PEM file) that verify servers, instead of the system's; nil for the
    /// system's, or those of `SSL_CERT_FILE`, which curl reads.
    public var caFile: String?
    /// The netrc file that holds user names and passwords, instead of `~/.netrc`.
    public var netrcFile: String?
    /// A header line (`Authorization: Bearer ...`) sent to the server of the URL given, and to
    /// no other a redirect or a page's link leads to.
    public var header: String?
    /// The environment variable `header` came from, which the archive keeps for the feed so that
    /// `blogkit sync` sends the header again (see ``header(fromVariable:in:)``).
    public var headerVariable: String?

    public init(caFile: String? = nil, netrcFile: String? = nil) {
        self.caFile = caFile
        self.netrcFile = netrcFile
    }

    /// Sets `header` to the header line the environment variable `name` holds, checked to be one
    /// `Name: value` line, and `headerVariable` to `name`.
    public mutating func header(
        fromVariable name: String, in environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(HeaderVariableError) {
        guard let line = environment[name], !line.isEmpty else { throw .unset(variable: name) }
        let field = line.prefix { $0 != ":" }
        guard field.count < line.count, !field.isEmpty, field.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
            !line.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else { throw .notOneLine(variable: name) }
        header = line
        headerVariable = name
    }

    /// This access for a download at `to`, reached from `from`: without the header when `to` is
    /// on another server.
    func following(from: String, to: String) -> DownloadAccess {
        var next = self
        if !FeedLocation.isSameServer(from, to) {
            next.header = nil
            next.headerVariable = nil
        }
        return next
    }
}
