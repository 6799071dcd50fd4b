import Archive

/// A post or page as the in-browser search indexes it: how often each token, and each pair of
/// tokens next to each other (`sign on`, for the phrase `"sign-on"`), occurs in each column, and
/// its length, all as the archive's FTS5 index counts them (the same tokenizer,
/// ``SearchTokenizer``), so that bm25 scores the same in the browser and phrases match only
/// where their words stand together.
struct IndexedDocument: Sendable {
    /// Occurrences in `title`, `categories`, `prose` and `code` (``SearchColumn`` order).
    typealias Counts = (title: Int, categories: Int, prose: Int, code: Int)

    var terms: [String: Counts] = [:]
    /// Keys: two tokens and a space between.
    var pairs: [String: Counts] = [:]
    /// Tokens in every column, colocated ones (a CJK character next to its pair) not counted.
    var length = 0

    /// The columns' text as the archive stores it: categories one a line, listings a blank line apart.
    init(_ post: Post, tokenizer: SearchTokenizer) {
        add(post.title, to: \.title, tokenizer)
        add(post.categoriesAndTags.joined(separator: "\n"), to: \.categories, tokenizer)
        add(post.prose, to: \.prose, tokenizer)
        add(post.code.map(\.code).joined(separator: "\n\n"), to: \.code, tokenizer)
    }

    private mutating func add(_ text: String, to column: WritableKeyPath<Counts, Int>, _ tokenizer: SearchTokenizer) {
        var previous: String?
        tokenizer.forEachToken(in: text) { token, isColocated in
            terms[token, default: (0, 0, 0, 0)][keyPath: column] += 1
            guard !isColocated else { return }
            length += 1
            if let previous { pairs[previous + " " + token, default: (0, 0, 0, 0)][keyPath: column] += 1 }
            previous = token
        }
    }
}
