/// The `Host` header values the preview answers: the loopback names with the server's port.
///
/// A page of another site can have its name resolve to 127.0.0.1 once it is loaded (DNS
/// rebinding) and then read whatever its own origin serves; its requests carry its own name,
/// so answering only these names keeps the preview to pages loaded from the preview.
public struct LoopbackHosts: Sendable, Equatable {
    /// The port the server listens on.
    public let port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    /// Whether a request whose `Host` header is `host` is answered: `127.0.0.1:PORT`,
    /// `localhost:PORT` or `[::1]:PORT`, names in any case. A browser leaves the port out only
    /// when it is the scheme's default, so the names alone are answered only on port 80.
    public func allows(_ host: String) -> Bool {
        let names = ["127.0.0.1", "localhost", "[::1]"]
        let lowered = host.lowercased()
        if port == 80, names.contains(lowered) { return true }
        return names.contains { lowered == "\($0):\(port)" }
    }
}
