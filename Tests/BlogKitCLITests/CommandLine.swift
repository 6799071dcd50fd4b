import Foundation
import ProcessTestSupport

/// Runs the real `blogkit` binary, built next to this test bundle, in a scratch directory.
struct CommandLine {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The scratch directory commands run in; removed by `cleanUp()`.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("blogkit-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The built `blogkit` executable: SwiftPM puts it beside the test resource bundles.
    static var binary: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("blogkit")
    }

    /// A fixture's path: `fixture("feeds/nathanhjones-development.xml")`.
    static func fixture(_ relativePath: String) -> String {
        Bundle.module.bundleURL.appendingPathComponent("Fixtures").appendingPathComponent(relativePath).path
    }

    /// Runs `blogkit arguments...` with `environment` added to a minimal one (no BLOGKIT_DB), and
    /// `input`, when given, written to its standard input through a pipe.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Result {
        try start(arguments, environment: environment, input: input).wait()
    }

    /// Starts `blogkit arguments...` like `run`, without waiting for it to finish; through
    /// `launcher` when given (`launcher[0]` runs with the rest, then blogkit's path and arguments).
    func start(
        _ arguments: [String], environment: [String: String] = [:], input: Data? = nil, launcher: [String] = []
    ) throws -> Running {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? Self.binary
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [Self.binary.path] + arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment.filter { $0.key != "BLOGKIT_DB" }
        env.merge(environment) { $1 }
        process.environment = env
        // Output goes through files, not pipes: a pipe's write end can leak into a process another
        // test spawns at the same moment, and then its reader never sees the end of the output.
        let id = UUID().uuidString
        let running = Running(
            process: process, stdout: directory.appendingPathComponent(".stdout-\(id)"),
            stderr: directory.appendingPathComponent(".stderr-\(id)"))
        guard FileManager.default.createFile(atPath: running.stdout.path, contents: nil),
            FileManager.default.createFile(atPath: running.stderr.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown) }
        let out = try FileHandle(forWritingTo: running.stdout)
        let err = try FileHandle(forWritingTo: running.stderr)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        if let stdin { process.standardInput = stdin }
        try process.run()
        if let stdin, let input {
            try stdin.fileHandleForReading.close()
            try stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        return running
    }

    /// A `blogkit` process started by `start`, its output going to files.
    struct Running {
        let process: Process
        let stdout: URL
        let stderr: URL

        /// Waits for the process to exit, then reads its output and removes the files.
        func wait() throws -> Result {
            process.waitForExit()
            return try output()
        }

        /// Waits like `wait`, reading the process's peak resident size (VmHWM, in KB) from /proc
        /// every 5 ms while it runs: this test process's own memory is shared with the tests
        /// that run beside it, the child's is not.
        func waitMeasuringPeak() throws -> (result: Result, peakKB: Int) {
            var peak = 0
            let status = "/proc/\(process.processIdentifier)/status"
            while process.isRunning {
                if let text = try? String(contentsOfFile: status, encoding: .utf8),
                    let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                    let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
                {
                    peak = max(peak, kilobytes)
                }
                usleep(5_000)
            }
            process.waitForExit()
            return (try output(), peak)
        }

        private func output() throws -> Result {
            defer {
                try? FileManager.default.removeItem(at: stdout)
                try? FileManager.default.removeItem(at: stderr)
            }
            return Result(
                status: process.terminationStatus,
                stdout: try String(contentsOf: stdout, encoding: .utf8),
                stderr: try String(contentsOf: stderr, encoding: .utf8))
        }
    }

    /// `blogkit export` parsed: an array of post objects.
    func export(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try run(["export"] + extra)
        guard result.status == 0 else { throw CommandError(result: result) }
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    }

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}

struct CommandError: Error, CustomStringConvertible {
    var result: CommandLine.Result
    var description: String { "exit \(result.status): \(result.stderr)" }
}
