import Foundation
import Testing

/// `curl ... | blogkit import /dev/stdin` and `blogkit import <(curl ...)`: a feed that can be read
/// only once is imported like a file.
@Suite struct PipedFeedTests {
    @Test func aFeedPipedToStandardInputIsImported() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let feed = try Data(contentsOf: URL(fileURLWithPath: ImportCommandTests.enterprise))
        let result = try cli.run(["import", "/dev/stdin"], input: feed)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new"))
        let fromFile = try CommandLine()
        defer { fromFile.cleanUp() }
        try fromFile.run(["import", ImportCommandTests.enterprise])
        let titles = { (cli: CommandLine) in try cli.export().compactMap { $0["title"] as? String } }
        #expect(try titles(cli) == titles(fromFile))
    }

    @Test func endlessInputThatIsNotXMLIsRefusedNotCopiedForever() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let result = try cli.run(["import", "/dev/zero"])
        #expect(result.status == 1)
        #expect(result.stderr == "blogkit: error: /dev/zero: not a feed: looks like binary data\n")
    }
}
