import ArgumentParser
import Feeds
import Foundation

/// Where the CLI talks: results on stdout, diagnostics on stderr, colour only on a terminal.
enum Console {
    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) {
        status(line + "\n")
    }

    /// Writes `text` to standard error without a newline (progress lines), with any password in
    /// it hidden (`Redaction`). A diagnostic that cannot be written (stderr on a full disk) is
    /// lost, never a crash: the exit status still tells what happened. (`FileHandle.write(_: Data)`
    /// traps on a write error.)
    static func status(_ text: String) {
        var text = Redaction.userinfo(in: text)
        // write(2) of the UTF-8 bytes: `Data(text.utf8)` costs a first dynamic cast, a scan of
        // the binary's protocol conformances, on every command that writes a line.
        _ = text.withUTF8 { DescriptorWrite.all(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Prints `blogkit: error: message` and returns the exit code to throw.
    static func fail(_ message: String, code: Int32 = 1) -> ExitCode {
        error("blogkit: error: \(message)")
        return ExitCode(code)
    }

    /// True when stderr is a terminal: progress is shown there, never in a pipe or a log.
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
