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
///
/// Requests are read and answered here, on FlyingSocks' sockets, not by FlyingFox's `HTTPServer`,
/// whose parser takes time quadratic in a header's length and has no size or time limit: each
/// head is read within `RequestLimits`, and only one naming a `LoopbackHosts` host reaches the
/// handler. (FlyingFox's module also links FoundationNetworking, and with it libcurl and some 35
/// more libraries that every command would load at start-up.)
public final class PreviewServer: Sendable {
    private let files: SiteFiles
    private let events = ReloadEvents()
    private let port: UInt16
    private let serving = Serving()

    /// Serves `directory`, which must exist, on `127.0.0.1:port` (0: a free port the system
    /// chooses) once `run` is called.
    public init(directory: String, port: UInt16) throws(PreviewError) {
        files = try SiteFiles(directory: directory)
        self.port = port
    }

    /// Throws `PreviewError.portInUse` when another process listens on `127.0.0.1:port`: a
    /// check before a long build, whose result `run` would otherwise only tell after it.
    public static func checkPortIsFree(_ port: UInt16) throws(PreviewError) {
        guard port != 0 else { return }
        do { try bound(to: port).close() } catch { throw Self.previewError(error, port: port) }
    }

    /// A socket bound to `127.0.0.1:port`.
    private static func bound(to port: UInt16) throws -> Socket {
        let socket = try Socket(domain: AF_INET)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        } catch {
            try? socket.close()
            throw error
        }
        return socket
    }

    /// Listens, calls `listening` with the port once the socket accepts connections, then
    /// serves until `stop()`. Throws `PreviewError.portInUse` when another process has the port.
    public func run(listening: @escaping @Sendable (_ port: UInt16) -> Void) async throws(PreviewError) {
        do {
            let socket = try Self.bound(to: port)
            defer { try? socket.close() }
            try socket.listen()
            guard case .ip4(_, let bound) = try socket.sockname() else { throw PreviewError.listen(port: port, reason: "not IPv4") }
            let pool = Self.socketPool()
            try await pool.prepare()
            let listener = try AsyncSocket(socket: socket, pool: pool)
            let handler = PreviewHandler(files: files, events: events)
            let task = Task { try await Self.serve(listener, pool: pool, handler: handler, hosts: LoopbackHosts(port: bound)) }
            guard serving.start(task) else { return }
            listening(bound)
            try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
        } catch where serving.stopped {
            return
        } catch {
            throw Self.previewError(error, port: port)
        }
    }

    /// The system's event queue for the sockets: epoll, kqueue on the BSDs and macOS.
    private static func socketPool() -> some AsyncSocketPool {
        #if canImport(Darwin)
        return .kQueue()
        #else
        return .ePoll()
        #endif
    }

    /// Accepts connections and serves each in a task of its own, until cancelled.
    private static func serve(
        _ listener: AsyncSocket, pool: some AsyncSocketPool, handler: PreviewHandler, hosts: LoopbackHosts
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    while true {
                        let client = try await accept(listener)
                        connections.addTask { await PreviewConnection(socket: client, handler: handler, hosts: hosts).serve() }
                    }
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// The next client. An accept that fails (no file descriptor left while many connections
    /// are open) is tried again a moment later rather than ending the server.
    private static func accept(_ listener: AsyncSocket) async throws -> AsyncSocket {
        while true {
            do {
                return try await listener.accept()
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                try await Task.sleep(for: .milliseconds(100))
            }
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
        serving.stop()
    }

    /// The task that serves, once `run` started it, for `stop` to cancel.
    private final class Serving: @unchecked Sendable {
        private let lock = NSLock()
        private var task: Task<Void, any Error>?
        private var isStopped = false

        /// Keeps `task`; false (and `task` cancelled) when `stop` came first.
        func start(_ task: Task<Void, any Error>) -> Bool {
            lock.withLock {
                if isStopped { task.cancel() } else { self.task = task }
                return !isStopped
            }
        }

        func stop() {
            lock.withLock {
                isStopped = true
                task?.cancel()
            }
        }

        var stopped: Bool { lock.withLock { isStopped } }
    }
}
