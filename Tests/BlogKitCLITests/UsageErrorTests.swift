import Testing

/// A wrong call is one line on stderr, `blogkit: error: ...`, pointing to the right help, and
/// exit status 2: diagnostics are one line each, as the README promises.
@Suite struct UsageErrorTests {
    @Test(arguments: [
        (["import"], "blogkit: error: Missing expected argument '<feed> ...'; see 'blogkit import --help'\n"),
        (["import", "--db"], "blogkit: error: Missing value for '--db <path>'; see 'blogkit import --help'\n"),
        (["export", "--format", "xml"],
         "blogkit: error: The value 'xml' is invalid for '--format <format>': use json, ndjson, hugo, jekyll, zola or eleventy; "
            + "see 'blogkit export --help'\n"),
        (["export", "--bogus"], "blogkit: error: unknown option '--bogus'; see 'blogkit export --help'\n"),
        (["import", "--dbb", "x.sqlite", "feed.xml"], "blogkit: error: unknown option '--dbb'; did you mean '--db'?\n"),
        (["frobnicate"], "blogkit: error: unknown command 'frobnicate'; see 'blogkit --help'\n"),
        (["imprt", "feed.xml"], "blogkit: error: unknown command 'imprt'; did you mean 'import'?\n"),
        (["exprot"], "blogkit: error: unknown command 'exprot'; did you mean 'export'?\n"),
        // A misspelled option of search is an error, not a word to look for.
        (["search", "keychain", "--jsn"], "blogkit: error: unknown option '--jsn'; did you mean '--json'?\n"),
        (["search", "--categroy", "iOS", "keychain"], "blogkit: error: unknown option '--categroy'; did you mean '--category'?\n"),
        (["search", "keychain", "--limt=3"], "blogkit: error: unknown option '--limt'; did you mean '--limit'?\n"),
        (["search", "keychain", "--frobnicate"], "blogkit: error: unknown option '--frobnicate'; see 'blogkit search --help'\n"),
        // A negative number is a value out of range, not a flag.
        (["search", "--offset", "-5", "token"], "blogkit: error: offset must be between 0 and 1000000, not -5\n"),
        (["search", "--limit", "-5", "token"], "blogkit: error: limit must be between 1 and 1000, not -5\n"),
    ])
    func aUsageErrorIsOneLineAndExitsWith2(_ arguments: [String], _ expected: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected)
    }

    @Test func helpStillGoesToStandardOutput() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: blogkit import"))
        #expect(result.stderr.isEmpty)
    }
}

/// A diagnostic that cannot be written (stderr on a full disk, past `ulimit -f`) never turns an
/// error into a crash: the exit status still says what happened.
@Suite struct UnwritableStderrTests {
    @Test func anErrorWithStderrOnAFullDeviceExitsWithItsStatus() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.start(
            ["import", "missing.xml"], launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" 2>/dev/full"]
        ).wait()
        #expect(result.status == 1)
    }
}
