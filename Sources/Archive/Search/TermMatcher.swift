import GRDB

/// Finds a query's terms in a hit's text the way the index does: the text and the terms go
/// through the index's own tokenizer (``SearchIndex/tokenizer``), so stemming, case folding and
/// diacritics agree with what matched.
///
/// This replaces FTS5 `snippet()`, which needs a `MATCH` statement per hit: for a prefix term
/// without a prefix index (`crede*`) FTS5 merges the doclists of every word with that prefix
/// again in each statement, 3 ms apiece on 100,000 posts.
struct TermMatcher {
    /// A token of a text: what the index stores, and where it is in the text's UTF-8.
    struct Token {
        var bytes: [UInt8]
        var range: Range<Int>
    }

    /// Where a term of the query occurs: a run of tokens (indexes into a text's tokens).
    struct Instance {
        var tokens: Range<Int>
        /// Which term, in query order.
        var term: Int
    }

    /// A term as index tokens: consecutive tokens, the last a prefix for `key*`.
    private struct Phrase {
        var tokens: [[UInt8]]
        var isPrefix: Bool
        var column: SearchColumn?

        func matches(_ candidates: ArraySlice<Token>) -> Bool {
            for (offset, (wanted, token)) in zip(tokens, candidates).enumerated() {
                let isLast = offset == tokens.count - 1
                if isLast && isPrefix ? !token.bytes.starts(with: wanted) : token.bytes != wanted { return false }
            }
            return true
        }
    }

    private let tokenizer: any FTS5Tokenizer
    private let phrases: [Phrase]

    init(terms: [QueryTerm], in db: Database) throws {
        let tokenizer = try db.makeTokenizer(SearchIndex.tokenizer)
        self.tokenizer = tokenizer
        phrases = terms.compactMap { term in
            let tokenization: FTS5Tokenization = term.isPrefix ? [.query, .prefix] : .query
            let tokens = Self.tokens(of: term.text, tokenizer: tokenizer, as: tokenization).map(\.bytes)
            return tokens.isEmpty ? nil : Phrase(tokens: tokens, isPrefix: term.isPrefix, column: term.column)
        }
    }

    /// The text's tokens, as the index would store them.
    func tokens(of text: String) -> [Token] {
        Self.tokens(of: text, tokenizer: tokenizer, as: .document)
    }

    /// Where the query's terms occur among `tokens` of `column`, in order of their start.
    func instances(in tokens: [Token], column: SearchColumn) -> [Instance] {
        var found: [Instance] = []
        for (term, phrase) in phrases.enumerated() where phrase.column == nil || phrase.column == column {
            let length = phrase.tokens.count
            guard tokens.count >= length else { continue }
            for start in 0...(tokens.count - length) where phrase.matches(tokens[start..<(start + length)]) {
                found.append(Instance(tokens: start..<(start + length), term: term))
            }
        }
        return found.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }

    private final class Collector {
        var tokens: [Token] = []
    }

    private static func tokens(of text: String, tokenizer: any FTS5Tokenizer, as tokenization: FTS5Tokenization)
        -> [Token]
    {
        let collector = Collector()
        let utf8 = ContiguousArray(text.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = tokenizer.tokenize(
                context: Unmanaged.passUnretained(collector).toOpaque(), tokenization: tokenization,
                pText: UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), nText: CInt(buffer.count)
            ) { context, flags, token, count, start, end in
                // Colocated tokens (synonyms) share the previous token's position.
                guard let context, let token, flags & FTS5TokenFlags.colocated.rawValue == 0 else { return 0 }
                let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                let bytes = Array(UnsafeRawBufferPointer(start: token, count: Int(count)))
                collector.tokens.append(Token(bytes: bytes, range: Int(start)..<Int(end)))
                return 0
            }
        }
        return collector.tokens
    }
}
