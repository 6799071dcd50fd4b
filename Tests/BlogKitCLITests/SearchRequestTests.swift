import ArgumentParser
@testable import BlogKitCLI
import Testing

/// `blogkit search` reads a command line of words and options spelled out in full without
/// ArgumentParser (`SearchRequest(commandLine:)`), and leaves every other one to it. Whatever it
/// reads, ArgumentParser reads alike; what ArgumentParser refuses (usage errors, help, options
/// where words belong), it leaves to ArgumentParser.
@Suite("search: the command line read without ArgumentParser")
struct SearchRequestTests {
    /// ArgumentParser's reading as `blogkit` itself takes it; nil when it refuses the line (an
    /// error, help, a misspelled option among the words).
    static func parsed(_ arguments: [String]) -> SearchRequest? {
        guard let command = try? BlogKit.parseAsRoot(Array(arguments.dropFirst())), let search = command as? Search,
              search.unknownOption(in: arguments) == nil else { return nil }
        return SearchRequest(search: search)
    }

    @Test(arguments: [
        ["keychain"],
        ["--db", "a.sqlite", "--json", "keychain", "token"],
        ["\"single sign-on\"", "--limit", "3", "--offset", "20"],
        ["--limit", "-5", "token"],
        ["--category", "iOS", "--since", "2011", "--until", "2012-05", "--busy-timeout", "0", "sso"],
        ["--", "--busy-timeout"],
        ["a", "OR", "b", "--json", "--", "-x", "--json"],
        ["title:keychain", "", "help"],
    ])
    func commonCommandLinesAreReadAsArgumentParserReadsThem(_ words: [String]) {
        let arguments = ["blogkit", "search"] + words
        let fast = SearchRequest(commandLine: arguments)
        #expect(fast != nil)
        #expect(fast == Self.parsed(arguments))
    }

    /// An option before `--` spelled as a word after it is still an option: ArgumentParser took
    /// it as one, and the word is searched.
    @Test func anOptionBeforeTheTerminatorIsNotUnknownForAWordAfterIt() throws {
        let arguments = ["blogkit", "search", "--json", "keychain", "--", "--json"]
        let search = try #require(try BlogKit.parseAsRoot(Array(arguments.dropFirst())) as? Search)
        #expect(search.unknownOption(in: arguments) == nil)
        #expect(Self.parsed(arguments)?.json == true)
        // A misspelled one still is unknown.
        let misspelled = ["blogkit", "search", "--jsn", "keychain", "--", "--json"]
        let other = try #require(try BlogKit.parseAsRoot(Array(misspelled.dropFirst())) as? Search)
        #expect(other.unknownOption(in: misspelled) != nil)
    }

    @Test(arguments: [
        ["-h"], ["--help"], ["--jsn", "x"], ["--db=a.sqlite", "x"], ["--db"], ["--db", "--json", "x"],
        ["--limit", "three", "x"], ["--busy-timeout", "-1", "x"], ["--json", "--json", "x"], ["-android", "sso"],
        ["--limit", "2", "--limit", "3", "x"],
    ])
    func anythingElseIsLeftToArgumentParser(_ words: [String]) {
        #expect(SearchRequest(commandLine: ["blogkit", "search"] + words) == nil)
    }

    /// Random command lines from the pieces users type: each one read without ArgumentParser is
    /// read alike by it.
    @Test func randomCommandLinesAgree() {
        let pieces = [
            "keychain", "token", "\"single sign-on\"", "OR", "-android", "--", "--db", "x.sqlite", "--db=x.sqlite",
            "--json", "--json=1", "--limit", "--limit=3", "3", "-5", "0", "+4", "03", "99999999999999999999", "--offset",
            "--category", "iOS", "--since", "2011", "--until", "2011-05", "--busy-timeout", "-1", "--jsn", "-h",
            "--help", "help", "", " ", "-", "---", "title:x", "search",
        ]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var read = 0
        for _ in 0..<3000 {
            let arguments = ["blogkit", "search"] + (0..<next(7)).map { _ in pieces[next(pieces.count)] }
            guard let fast = SearchRequest(commandLine: arguments) else { continue }
            read += 1
            #expect(fast == Self.parsed(arguments), "\(arguments)")
        }
        // Enough of them are read without ArgumentParser for the comparison to mean something.
        #expect(read > 300)
    }
}
