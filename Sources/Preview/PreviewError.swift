import Foundation

/// Why a preview could not start or stopped, with what the system said.
public enum PreviewError: Error, CustomStringConvertible, Equatable {
    /// The directory to serve does not exist (or is not a directory).
    case noSite(directory: String)
    /// Another process listens on the port.
    case portInUse(port: UInt16)
    /// The socket could not be opened, bound or listened on: the system's message.
    case listen(port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .noSite(let directory):
            "\(directory): no site here to serve"
        case .portInUse(let port):
            "port \(port) on 127.0.0.1 is in use; stop what listens there or choose another with --port"
        case .listen(let port, let reason):
            "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
