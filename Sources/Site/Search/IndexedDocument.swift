import Archive

/// A post or page as the in-browser search indexes it: how often each token occurs in each
/// column, and its length, both exactly as the archive's FTS5 index counts them (the same
/// tokenizer, ``SearchTokenizer``), so that bm25 scores the same in the browser.
struct IndexedDocument: Sendable {
    /// Occurrences of a token in `title`, `categories`, `prose` and `code` (``SearchColumn`` order).
    typealias Counts = (title: Int, categories: Int, prose: Int, code: Int)

    var terms: [String: Counts] = [:]
    /// Tokens in every column, colocated ones (a CJK character next to its pair) not counted.
    var length = 0

    init(_ post: Post, tokenizer: SearchTokenizer) {
        add(post.title, to: \.title, tokenizer)
        for category in post.categoriesAndTags { add(category, to: \.categories, tokenizer) }
        add(post.prose, to: \.prose, tokenizer)
        for listing in post.code { add(listing.code, to: \.code, tokenizer) }
    }

    private mutating func add(_ text: String, to column: WritableKeyPath<Counts, Int>, _ tokenizer: SearchTokenizer) {
        tokenizer.forEachToken(in: text) { token, isColocated in
            if !isColocated { length += 1 }
            terms[token, default: (0, 0, 0, 0)][keyPath: column] += 1
        }
    }
}
