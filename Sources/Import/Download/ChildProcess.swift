import CProcess
import Feeds
import Foundation

/// A child process that dies with blogkit (see `blogkit_spawn_tied`): its standard input is
/// given up front, its output copied into a spool, its errors collected.
final class ChildProcess {
    /// The most bytes of standard error kept: curl writes a line or two.
    private static let maxErrorBytes = 1 << 16
    /// Standard input goes through a pipe written before the child starts: it must fit in one.
    private static let maxInputBytes = 1 << 16

    private let pid: pid_t
    private var output: Int32
    private var errors: Int32
    private var waited = false

    /// Starts `arguments[0]` (a path) with `arguments`, `input` on its standard input.
    init(arguments: [String], input: Data, file: String) throws(FeedError) {
        guard input.count <= Self.maxInputBytes else {
            throw .unreadable(file: file, reason: "the URL and credentials are too long")
        }
        var stdin: [Int32] = [-1, -1], stdout: [Int32] = [-1, -1], stderr: [Int32] = [-1, -1]
        guard blogkit_pipe(&stdin) == 0, blogkit_pipe(&stdout) == 0, blogkit_pipe(&stderr) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in stdin + stdout + stderr where fd >= 0 { close(fd) }
            throw .unreadable(file: file, reason: "cannot run \(arguments[0]): \(reason)")
        }
        // The read end is open here: the write cannot raise SIGPIPE, and it fits in the pipe.
        _ = input.withUnsafeBytes { write(stdin[1], $0.baseAddress, $0.count) }
        close(stdin[1])
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        pid = blogkit_spawn_tied(arguments[0], argv, environ, stdin[0], stdout[1], stderr[1])
        let spawnError = errno
        close(stdin[0])
        close(stdout[1])
        close(stderr[1])
        output = stdout[0]
        errors = stderr[0]
        guard pid > 0 else {
            close(output)
            close(errors)
            throw .unreadable(file: file, reason: "cannot run \(arguments[0]): \(String(cString: strerror(spawnError)))")
        }
        blogkit_cleanup_set_child(pid)
    }

    deinit {
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
        if !waited {
            kill()
            _ = wait()
        }
    }

    /// Copies standard output into `spool` and returns standard error, both read to their end.
    /// Throws what `spool` throws (the size limit), or `timeout` after `seconds`.
    func copyOutput(into spool: FeedSpool, seconds: Double, orThrow timeout: FeedError) throws(FeedError) -> Data {
        let deadline = Date().addingTimeInterval(seconds)
        var collected = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        while fds.contains(where: { $0.fd >= 0 }) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw timeout }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left, 1) * 1000))
            if ready < 0, errno != EINTR { throw timeout }
            guard ready > 0 else { continue }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = read(fds[index].fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    close(fds[index].fd)
                    fds[index].fd = -1
                    if index == 0 { output = -1 } else { errors = -1 }
                } else if index == 0 {
                    try spool.write(Data(buffer[..<count]))
                } else if collected.count < Self.maxErrorBytes {
                    collected.append(contentsOf: buffer[..<count])
                }
            }
        }
        return collected
    }

    /// Kills the child (SIGKILL).
    func kill() {
        if !waited { Foundation.kill(pid, SIGKILL) }
    }

    /// Waits for the child to end: its exit status, or 128 + the signal that killed it.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        waited = true
        blogkit_cleanup_set_child(0)
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
