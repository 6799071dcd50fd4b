import Archive
import ArchiveTestSupport
import Foundation
import Testing

@Suite("Whatever a person types searches or explains itself, never a SQLite error")
struct SearchSafetyTests {
    static let posts = [
        SearchTestPost(title: "C++ and NSString *", body: "Use -fno-objc-arc for (legacy) files; AND/OR/NOT are words."),
        SearchTestPost(title: "Keychain", body: "SecItemCopyMatching with kSecAttrAccessGroup \"group\"."),
    ]

    static let inputs: [String] = [
        "NSString *", "C++", "-fno-objc-arc", "\"unbalanced", "unbalanced\"", "AND", "OR", "NOT", "*", "(", ")",
        "", " ", "\"\"", "\"\"\"", "''", "'", "a'b", "\\", "\\\"", "^", "^start", "NEAR(a b)", "NEAR/2",
        "a NEAR b", "{title}: x", "{title prose}:x", "title:(", "title:\"", "code:*", "-", "--", "---x",
        "+required", "a + b", "a:b:c", ":", "::", "title::x", "col:", "x*y", "**", "*x", "x**", "\"a\"*b",
        "a OR", "OR a", "OR OR", "NOT NOT x", "x NOT NOT", "AND AND", "a AND OR NOT b", "(a OR b) AND c",
        "\u{0}", "a\u{0}b", "\u{7F}", "\u{200B}", "😀", "keychain 😀", "ǅ", "\u{301}", "e\u{301}", "日本語",
        "Ⅻ", "١٢٣", "%", "_", "a_b", "SELECT * FROM post;", "'); DROP TABLE post; --", "x' OR '1'='1",
        "\"; DROP TABLE post; --", "rank", "bm25(post_fts)", "post_fts", "MATCH", "rowid:1", "title:keychain OR",
        "-title:", "-\"", "-*", "- -", "NOT \"", "\"a\" \"b\" \"c", "a\tb\nc\r\nd", String(repeating: "(", count: 500),
        String(repeating: "\"", count: 501), String(repeating: "-", count: 10_000),
        String(repeating: "x", count: 10_240), String(repeating: "ab ", count: 3_500),
        String(repeating: "a*", count: 5_000), String(repeating: "title:", count: 2_000) + "keychain",
    ]

    @Test func everyInputSearchesOrExplains() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts)
            for input in Self.inputs { try Self.check(input, in: archive) }
        }
    }

    /// A bounded, seeded stream of punctuation-heavy strings.
    @Test func randomPunctuationSearchesOrExplains() throws {
        let alphabet = Array("\"'*-+():^{}[]<>/\\|&!?.,;#@$%~`=_ \t\nANDORNOTnearkeychainC12é😀")
        var generator = SplitMix64(seed: 20261122)
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts)
            for _ in 0..<1_500 {
                let length = Int.random(in: 0...40, using: &generator)
                let input = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
                try Self.check(input, in: archive)
            }
        }
    }

    /// Either `SearchQuery` refuses the input with a one-line `SearchError`, or the archive runs
    /// it without error.
    static func check(_ input: String, in archive: Archive) throws {
        let query: SearchQuery
        do {
            query = try SearchQuery(input)
        } catch {
            #expect(!error.description.contains("\n"), "\(input.prefix(40))")
            return
        }
        #expect(throws: Never.self, "\(input.prefix(40))") { try archive.search(query) }
    }
}

/// A small deterministic generator, so a failure names an input that reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
