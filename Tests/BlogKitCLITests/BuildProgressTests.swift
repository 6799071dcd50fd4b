import Foundation
import Testing

/// `blogkit build` shows how many files it has written on a terminal (stderr), never in a pipe.
@Suite("blogkit build: progress")
struct BuildProgressTests {
    /// Runs blogkit on a pseudo-terminal (Python's `pty`), whose output is the launcher's stdout.
    static let terminal = [
        "/usr/bin/python3", "-c",
        "import os, pty, sys; sys.exit(os.waitstatus_to_exitcode(pty.spawn(sys.argv[1:])))",
    ]

    @Test func progressIsShownOnATerminalAndClearedBeforeTheSummary() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        let result = try cli.start(["build", "--base-url", "https://example.com/blog/"], launcher: Self.terminal).wait()
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\r\u{1B}[Kbuilding: 100 of 210 files"))
        #expect(result.stdout.contains("\r\u{1B}[Kbuilding: 210 of 210 files\r\u{1B}[Kbuilt 32 pages from 9 posts"))
    }

    @Test func noProgressInAPipe() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        let result = try cli.run(["build", "--base-url", "https://example.com/blog/"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(!result.stdout.contains("building:"))
    }
}
