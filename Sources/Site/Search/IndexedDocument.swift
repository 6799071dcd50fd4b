import Archive

/// A post or page as the in-browser search indexes it: how often each token, and each pair of
/// tokens next to each other (`sign on`, for the phrase `"sign-on"`), occurs in each column, and
/// its length, all as the archive's FTS5 index counts them (the same tokenizer,
/// ``SearchTokenizer``), so that bm25 scores the same in the browser and phrases match only
/// where their words stand together.
struct IndexedDocument: Sendable {
    /// Occurrences in `title`, `categories`, `prose` and `code` (``SearchColumn`` order).
    typealias Counts = (title: Int, categories: Int, prose: Int, code: Int)

    /// Its distinct tokens, in order of first occurrence.
    var tokens: [String] = []
    /// The counts of each of `tokens`.
    var counts: [Counts] = []
    /// The counts of each pair, keyed by the numbers of its tokens in `tokens`, the first's in
    /// the high 32 bits.
    var pairs: [UInt64: Counts] = [:]
    /// Tokens in every column, colocated ones (a CJK character next to its pair) not counted.
    var length = 0

    /// The columns' text as the archive stores it: categories one a line, listings a blank line apart.
    init(_ post: Post, tokenizer: SearchTokenizer) {
        var counter = TokenCounter()
        counter.add(post.title, to: \.title, tokenizer)
        counter.add(post.categoriesAndTags.joined(separator: "\n"), to: \.categories, tokenizer)
        counter.add(post.prose, to: \.prose, tokenizer)
        counter.add(post.code.map(\.code).joined(separator: "\n\n"), to: \.code, tokenizer)
        tokens = counter.tokens
        counts = counter.counts
        pairs = counter.pairs
        length = counter.length
    }
}

/// A document's tokens counted as they come: each distinct token numbered once, a pair counted
/// by the numbers of its tokens, and its key written once for all its occurrences.
private struct TokenCounter {
    typealias Counts = IndexedDocument.Counts
    private var numbers: [String: Int] = [:]
    /// Distinct tokens in order of first occurrence, and their counts.
    private(set) var tokens: [String] = []
    private(set) var counts: [Counts] = []
    /// Keys: the first token's number in the high 32 bits, the second's in the low.
    private(set) var pairs: [UInt64: Counts] = [:]
    private(set) var length = 0

    mutating func add(_ text: String, to column: WritableKeyPath<Counts, Int>, _ tokenizer: SearchTokenizer) {
        var previous: Int?
        tokenizer.forEachToken(in: text) { token, isColocated in
            let number: Int
            if let known = numbers[token] {
                number = known
            } else {
                number = tokens.count
                numbers[token] = number
                tokens.append(token)
                counts.append((0, 0, 0, 0))
            }
            counts[number][keyPath: column] += 1
            guard !isColocated else { return }
            length += 1
            if let previous { pairs[UInt64(previous) << 32 | UInt64(number), default: (0, 0, 0, 0)][keyPath: column] += 1 }
            previous = number
        }
    }
}
