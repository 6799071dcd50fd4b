import FlyingFox
import FlyingSocks
import Foundation

/// A live preview of a built site: serves one directory over HTTP on 127.0.0.1 only, and
/// reloads the pages open in browsers when told the site changed.
///
/// Every HTML page is served with a small script that opens a server-sent event stream
/// (`/_blogkit/events`) and reloads the page on a `reload` event; the files on disk are never
/// changed. Only regular files inside the directory are served (see `SiteFiles`), a directory
/// by its `index.html`, never as a listing; anything else is the site's `404.html`, with
/// status 404.
public final class PreviewServer: Sendable {
    private let server: HTTPServer
    private let events = ReloadEvents()
    private let port: UInt16

    /// Serves `directory`, which must exist, on `127.0.0.1:port` (0: a free port the system
    /// chooses) once `run` is called.
    public init(directory: String, port: UInt16) throws(PreviewError) {
        let files = try SiteFiles(directory: directory)
        let address: sockaddr_in
        do { address = try .inet(ip4: "127.0.0.1", port: port) } catch {
            throw .listen(port: port, reason: "\(error)")
        }
        self.port = port
        server = HTTPServer(
            config: .init(address: address, logger: .disabled),
            handler: PreviewHandler(files: files, events: events))
    }

    /// Throws `PreviewError.portInUse` when another process listens on `127.0.0.1:port`: a
    /// check before a long build, whose result `run` would otherwise only tell after it.
    public static func checkPortIsFree(_ port: UInt16) throws(PreviewError) {
        guard port != 0 else { return }
        do {
            let socket = try Socket(domain: AF_INET)
            defer { try? socket.close() }
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        } catch {
            throw Self.previewError(error, port: port)
        }
    }

    /// Listens, calls `listening` with the port once the socket accepts connections, then
    /// serves until `stop()`. Throws `PreviewError.portInUse` when another process has the port.
    public func run(listening: @escaping @Sendable (_ port: UInt16) -> Void) async throws(PreviewError) {
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await self.server.run() }
                group.addTask {
                    try await self.server.waitUntilListening(timeout: 30)
                    if case .ip4(_, let port) = await self.server.listeningAddress { listening(port) }
                }
                while try await group.next() != nil {}
            }
        } catch {
            throw Self.previewError(error, port: port)
        }
    }

    private static func previewError(_ error: any Error, port: UInt16) -> PreviewError {
        switch error {
        case SocketError.failed(_, let code, _) where code == EADDRINUSE: .portInUse(port: port)
        case let error as PreviewError: error
        default: .listen(port: port, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
        }
    }

    /// Tells every open page to reload; returns how many pages were told.
    @discardableResult
    public func reloadPages() async -> Int {
        await events.reload()
    }

    /// Ends the pages' event streams and closes the server at once (a request in flight is
    /// cancelled: a preview has no upload to lose, and Ctrl-C should not wait).
    public func stop() async {
        await events.finish()
        await server.stop(timeout: 0)
    }
}
