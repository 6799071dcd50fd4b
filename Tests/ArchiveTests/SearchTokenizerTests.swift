import Archive
import Testing

/// The tokenizer the site's search index shares with the archive's (``SearchTokenizer``).
@Suite struct SearchTokenizerTests {
    /// The site's index names a pair of tokens by the two with a space between: that names one
    /// pair only if no token holds a space, of any kind.
    @Test func noTokenHoldsASpace() throws {
        let tokenizer = try SearchTokenizer()
        let spaces = [" ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2009}", "\u{200B}", "\u{3000}", "\u{202F}", "\u{FEFF}", "\u{1680}"]
        let words = ["keychain", "Zürich", "程序设计", "プログラム", "café", "NSJSONSerialization", "x86_64", "e\u{301}"]
        var text = ""
        for (index, space) in spaces.enumerated() {
            text += words[index % words.count] + space + words[(index + 3) % words.count] + space
        }
        var tokens: [String] = []
        tokenizer.forEachToken(in: text) { token, _ in tokens.append(token) }
        #expect(tokens.count >= spaces.count * 2, "every word made a token")
        #expect(tokens.contains("keychain") && tokens.contains("程序"))
        for token in tokens {
            #expect(!token.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "\u{200B}" || $0 == "\u{FEFF}" }, "\(token)")
        }
    }
}
