import ArgumentParser
import Foundation
import Preview

/// `blogkit serve`: builds the site, serves it on 127.0.0.1 and rebuilds it, reloading the open
/// pages, when the archive, the config file or a template changes.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1, and rebuild and reload it on every change.",
        discussion: """
            Builds the site as blogkit build does, with the same settings (blogkit.toml or \
            --config, and the same flags), then serves the output directory at \
            http://127.0.0.1:PORT/ (on the loopback interface only: other machines cannot \
            connect). When the archive (its SQLite file or write-ahead log), the settings file \
            or a file in the templates directory changes, the site is rebuilt and every page open \
            in a browser reloads itself: the server adds a small script to each HTML page it \
            sends (never to the files on disk) that listens for server-sent events. Only regular \
            files inside the output directory are served, never through a symbolic link, and a \
            directory only by its index.html; anything else gets the site's 404 page. A request \
            is answered only when its Host is 127.0.0.1, localhost or [::1] with the port, and \
            its head has a request line of at most 8 KB and at most 100 header fields of 64 KB \
            together, received within 10 s. Ctrl-C stops.
            """)

    @OptionGroup var database: DatabaseOption
    @OptionGroup var site: SiteArguments

    @Option(help: ArgumentHelp("The port to listen on, on 127.0.0.1 (0: any free port).", valueName: "n"))
    var port: UInt16 = 8000

    func run() throws {
        let resolved: SiteArguments.Resolved
        do { resolved = try site.resolve(database: database) } catch { throw Console.fail("\(error)", code: 2) }
        guard FileManager.default.fileExists(atPath: resolved.databasePath) else {
            throw Console.fail("\(resolved.databasePath): no archive here; run blogkit import first")
        }
        do { try PreviewServer.checkPortIsFree(port) } catch { throw Console.fail("\(error)") }
        do { Self.say(try Build.build(resolved, database: database)) } catch { throw Console.fail("\(error)") }
        let output = resolved.options.outputDirectory
        let server: PreviewServer
        do { server = try PreviewServer(directory: output, port: port) } catch { throw Console.fail("\(error)") }
        let ending = Ending()
        let interrupt = Self.onInterrupt {
            ending.interrupted()
            Task.detached {
                await server.stop()
                ending.finish(nil)
            }
        }
        let (site, database) = (site, database)
        // The command line is synchronous; the server is not. The main thread waits here
        // while the server and the watcher run on the concurrency pool.
        Task.detached {
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await server.run { port in Self.say("serving \(output)/ at http://127.0.0.1:\(port)/ (Ctrl-C stops)") }
                    }
                    group.addTask { await Self.rebuildOnChange(resolved, site: site, database: database, server: server) }
                    _ = try await group.next()
                    group.cancelAll()
                }
                ending.finish(nil)
            } catch let error as PreviewError {
                ending.finish(error)
            } catch {
                ending.finish(.listen(port: 0, reason: "\(error)"))
            }
        }
        let error = ending.wait()
        interrupt.cancel()
        if let error { throw Console.fail("\(error)") }
        Self.say("stopped")
    }

    /// Waits for changes; on each, reads the settings again, rebuilds and reloads the open pages.
    /// A build that fails (a broken template or settings file) says why on standard error and
    /// leaves the pages as they were, until the next change.
    private static func rebuildOnChange(
        _ resolved: SiteArguments.Resolved, site: SiteArguments, database: DatabaseOption, server: PreviewServer
    ) async {
        var watcher = watcher(for: resolved, site: site)
        var baseline = watcher.snapshot()
        while let changed = await watcher.nextChange(after: baseline) {
            let paths = Set(baseline.keys).union(changed.keys).filter { baseline[$0] != changed[$0] }.sorted()
            say("\(paths.first ?? "a file")\(paths.count > 1 ? " and \(paths.count - 1) more" : "") changed: rebuilding")
            do {
                let resolved = try site.resolve(database: database)
                watcher = Self.watcher(for: resolved, site: site)
                say(try Build.build(resolved, database: database))
                let pages = await server.reloadPages()
                say("reloaded \(Import.plural(pages, "open page"))")
            } catch {
                Console.error("blogkit: error: \(error)")
            }
            baseline = watcher.snapshot()
        }
    }

    /// What a build reads: the archive with its write-ahead log, the settings file (also one
    /// created after serve started) and the templates directory (./templates also before it
    /// exists: the next build uses it once it does).
    private static func watcher(for resolved: SiteArguments.Resolved, site: SiteArguments) -> ChangeWatcher {
        ChangeWatcher(
            files: [resolved.databasePath, resolved.databasePath + "-wal",
                    resolved.configFile ?? site.config ?? SiteConfig.fileName],
            directories: [resolved.options.templatesDirectory ?? "templates"])
    }

    /// Writes `line` to standard output at once, also into a pipe or a log, where `print` is
    /// buffered; a line that cannot be written is lost, never a crash.
    private static func say(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Calls `handler` on SIGINT (Ctrl-C) and SIGTERM instead of dying at once.
    private static func onInterrupt(_ handler: @escaping @Sendable () -> Void) -> some Cancellable {
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
        return Signals(sources: sources)
    }

    private struct Signals: Cancellable {
        let sources: [any DispatchSourceSignal]
        func cancel() { sources.forEach { $0.cancel() } }
    }

    /// How serving ended: an error, or nil after Ctrl-C; told once, waited for by the main thread.
    private final class Ending: @unchecked Sendable {
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var stopping = false
        private var told = false
        private var error: PreviewError?

        /// From now on the server stopping is no error.
        func interrupted() {
            lock.withLock { stopping = true }
        }

        func finish(_ error: PreviewError?) {
            let first = lock.withLock {
                defer { told = true }
                if !told, !stopping { self.error = error }
                return !told
            }
            if first { done.signal() }
        }

        func wait() -> PreviewError? {
            done.wait()
            return lock.withLock { error }
        }
    }
}

private protocol Cancellable {
    func cancel()
}
