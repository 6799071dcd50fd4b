import GRDB

/// Finds a query's terms in a hit's text the way the index does: the text and the terms go
/// through the index's own tokenizer (``SearchIndex/tokenizer``), so stemming, case folding and
/// diacritics agree with what matched.
///
/// This replaces FTS5 `snippet()`, which needs a `MATCH` statement per hit: for a prefix term
/// without a prefix index (`crede*`) FTS5 merges the doclists of every word with that prefix
/// again in each statement, 3 ms apiece on 100,000 posts.
struct TermMatcher {
    /// A token of a text: where it is in the text's UTF-8, and which of the query's words it is.
    struct Token {
        var range: Range<Int>
        /// Bit `i` set when the token is (or, for a prefix, starts with) ``TermMatcher/words``[i].
        var words: UInt64
    }

    /// Where a term of the query occurs: a run of tokens (indexes into a text's tokens).
    struct Instance {
        var tokens: Range<Int>
        /// Which term, in query order.
        var term: Int
    }

    /// A query word as the index stores it; `isPrefix` for the last word of `key*`.
    fileprivate struct Word: Equatable {
        var bytes: [UInt8]
        var isPrefix: Bool

        func matches(_ token: UnsafeRawBufferPointer) -> Bool {
            isPrefix ? token.starts(with: bytes) : token.elementsEqual(bytes)
        }
    }

    /// A term: consecutive words (indexes into `words`), maybe limited to one column.
    private struct Phrase {
        var words: [Int]
        var column: SearchColumn?

        func matches(_ candidates: ArraySlice<Token>) -> Bool {
            zip(words, candidates).allSatisfy { word, token in token.words & (1 << UInt64(word)) != 0 }
        }
    }

    private let tokenizer: any FTS5Tokenizer
    /// The distinct words of the query's terms; a token records which it matches in 64 bits,
    /// so terms past the 64th distinct word (``SearchQuery/maximumWords``) are not marked.
    private let words: [Word]
    private let phrases: [Phrase]

    init(terms: [QueryTerm], in db: Database) throws {
        let tokenizer = try db.makeTokenizer(SearchIndex.tokenizer)
        var words: [Word] = []
        var phrases: [Phrase] = []
        for term in terms {
            let tokenization: FTS5Tokenization = term.isPrefix ? [.query, .prefix] : .query
            let stems = Self.tokenize(term.text, tokenizer: tokenizer, as: tokenization, collector: Collector(words: nil))
                .stems
            let indexes = stems.enumerated().map { offset, stem in
                let word = Word(bytes: stem, isPrefix: term.isPrefix && offset == stems.count - 1)
                if let index = words.firstIndex(of: word) { return index }
                words.append(word)
                return words.count - 1
            }
            if !indexes.isEmpty, indexes.allSatisfy({ $0 < 64 }) {
                phrases.append(Phrase(words: indexes, column: term.column))
            }
        }
        self.tokenizer = tokenizer
        self.words = Array(words.prefix(64))
        self.phrases = phrases
    }

    /// The text's tokens, as the index would store them.
    func tokens(of text: String) -> [Token] {
        Self.tokenize(text, tokenizer: tokenizer, as: .document, collector: Collector(words: words)).tokens
    }

    /// Where the query's terms occur among `tokens` of `column`, in order of their start.
    func instances(in tokens: [Token], column: SearchColumn) -> [Instance] {
        var found: [Instance] = []
        for (term, phrase) in phrases.enumerated() where phrase.column == nil || phrase.column == column {
            let length = phrase.words.count
            guard tokens.count >= length else { continue }
            for start in 0...(tokens.count - length) where phrase.matches(tokens[start..<(start + length)]) {
                found.append(Instance(tokens: start..<(start + length), term: term))
            }
        }
        return found.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }

    /// What the tokenizer callback fills: the tokens, matched against `words`; without words,
    /// the tokens' bytes (to read the query's own words).
    private final class Collector {
        let words: [Word]?
        var tokens: [Token] = []
        var stems: [[UInt8]] = []

        init(words: [Word]?) {
            self.words = words
        }
    }

    private static func tokenize(
        _ text: String, tokenizer: any FTS5Tokenizer, as tokenization: FTS5Tokenization, collector: Collector
    ) -> Collector {
        let utf8 = ContiguousArray(text.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = tokenizer.tokenize(
                context: Unmanaged.passUnretained(collector).toOpaque(), tokenization: tokenization,
                pText: UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), nText: CInt(buffer.count)
            ) { context, flags, token, count, start, end in
                guard let context, let token else { return 0 }
                // Colocated tokens (a CJK pair's single characters) share the previous token's
                // position: what they match, the previous token does.
                let isColocated = flags & FTS5TokenFlags.colocated.rawValue != 0
                let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                let bytes = UnsafeRawBufferPointer(start: token, count: Int(count))
                guard let words = collector.words else {
                    if !isColocated { collector.stems.append(Array(bytes)) }
                    return 0
                }
                var matched: UInt64 = 0
                for (index, word) in words.enumerated() where word.matches(bytes) {
                    matched |= 1 << UInt64(index)
                }
                if isColocated, !collector.tokens.isEmpty {
                    collector.tokens[collector.tokens.count - 1].words |= matched
                } else {
                    collector.tokens.append(Token(range: Int(start)..<Int(end), words: matched))
                }
                return 0
            }
        }
        return collector
    }
}
