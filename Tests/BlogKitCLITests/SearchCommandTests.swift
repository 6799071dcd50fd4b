import Archive
import Feeds
import Foundation
import Testing

/// Runs the built `blogkit` binary, as a person or a script would.
struct SearchCommandRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The `blogkit` executable next to the test runner in the build folder.
    static var binary: URL {
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return runner.deletingLastPathComponent().appendingPathComponent("blogkit")
    }

    init(_ arguments: [String], executable: URL = binary, environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

@Suite("blogkit search and reindex, run as a command")
struct SearchCommandTests {
    /// Runs `body` with the path of an archive holding two posts.
    func withArchive(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("blogkit-search-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("archive.sqlite").path
        let archive = try Archive(path: path)
        let day = try Date("2011-11-11T06:30:32Z", strategy: .iso8601)
        try archive.save(FeedItem(
            title: "Keychain sharing", link: "https://example.com/keychain/", guid: "k", published: day,
            categories: [FeedCategory(name: "iOS")], contentHTML: "<p>Apps share the keychain group.</p>"),
            fromFeed: "test.xml")
        try archive.save(FeedItem(
            title: "Undated notes", guid: "u", contentHTML: "<p>Nothing about secrets.</p>"), fromFeed: "test.xml")
        try body(path)
    }

    @Test func printsRankedResultsAndASummary() throws {
        try withArchive { db in
            let run = try SearchCommandRun(["search", "--db", db, "keychain"])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("1. Keychain sharing\n   2011-11-11  https://example.com/keychain/\n"))
            #expect(run.stdout.contains("share the keychain group"))
            #expect(run.stdout.contains("1 post matched in "))
            #expect(!run.stdout.contains("\u{1B}["))
        }
    }

    @Test func printsJSONWithStableKeys() throws {
        try withArchive { db in
            let run = try SearchCommandRun(["search", "--db", db, "--json", "keychain"])
            #expect(run.status == 0)
            // Top-level keys of the first hit: the lines indented by exactly four spaces.
            let keys = run.stdout.split(separator: "\n")
                .filter { $0.hasPrefix("    \"") }
                .compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
            #expect(keys.prefix(9) == ["categories", "guid", "id", "link", "matched_in", "published", "score", "snippet", "title"])
            let hits = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
            #expect(hits.count == 1)
            #expect(hits[0]["published"] as? String == "2011-11-11T06:30:32Z")
            #expect(hits[0]["matched_in"] as? [String] == ["title", "prose"])
            #expect(run.stderr.contains("1 post matched in "))
        }
    }

    @Test func anUndatedPostHasANullDate() throws {
        try withArchive { db in
            let run = try SearchCommandRun(["search", "--db", db, "--json", "notes"])
            #expect(run.stdout.contains(#""published" : null"#))
            #expect(run.stdout.contains(#""link" : null"#))
        }
    }

    @Test func exitsOneWhenNothingMatches() throws {
        try withArchive { db in
            let text = try SearchCommandRun(["search", "--db", db, "android"])
            #expect(text.status == 1)
            #expect(text.stdout == "0 posts matched in " + text.stdout.dropFirst(19))
            let json = try SearchCommandRun(["search", "--db", db, "--json", "android"])
            #expect(json.status == 1)
            #expect(json.stdout == "[]\n")
        }
    }

    static let usageErrors: [[String]] = [
        [], ["*"], ["-fno-objc-arc"], ["--limit", "0", "x"], ["--limit", "many", "x"], ["--offset", "-1", "x"],
        ["--since", "2011-13", "x"], ["--until", "soon", "x"],
    ]

    @Test(arguments: usageErrors)
    func exitsTwoWithOneLineOnUsageErrors(arguments: [String]) throws {
        try withArchive { db in
            let run = try SearchCommandRun(["search", "--db", db] + arguments)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(!run.stderr.isEmpty)
        }
    }

    @Test func aMissingArchiveIsAUsageErrorAndIsNotCreated() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID().uuidString).sqlite").path
        let run = try SearchCommandRun(["search", "--db", path, "keychain"])
        #expect(run.status == 2)
        #expect(run.stderr == "blogkit: error: \(path): no archive here; run blogkit import first\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func highlightsOnATerminalUnlessNoColor() throws {
        try withArchive { db in
            // script(1) runs the command on a pseudo-terminal.
            let script = URL(fileURLWithPath: "/usr/bin/script")
            let arguments = ["-qec", "\(SearchCommandRun.binary.path) search --db \(db) keychain", "/dev/null"]
            let colored = try SearchCommandRun(arguments, executable: script)
            let plain = try SearchCommandRun(arguments, executable: script, environment: ["NO_COLOR": "1"])
            #expect(colored.stdout.contains("\u{1B}[1mkeychain\u{1B}[22m"))
            #expect(!plain.stdout.contains("\u{1B}["))
        }
    }

    @Test func reindexSaysWhatItDid() throws {
        try withArchive { db in
            let run = try SearchCommandRun(["reindex", "--db", db])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Reindexed 2 posts ("))
            #expect(try SearchCommandRun(["search", "--db", db, "secrets"]).status == 0)
        }
    }
}
