/// Every distinct term of a build's search index, numbered in the order documents first use
/// it. Posting lists are keyed by these numbers, a pair by its two terms' (``pairKey(_:_:)``):
/// adding a document's postings hashes each of its distinct terms once, and its pairs as
/// integers, never as strings. Names are made again only when the lists are written
/// (``name(of:in:)``). Counted in the postings' memory, and started anew when the lists are
/// written out (``PostingRuns``): no list then holds a number.
///
/// A pair's name is its two terms with a space between, which no token holds (the tokenizer
/// splits at every space), so two pairs never share a name.
struct TermNumbers {
    private var numbers: [String: UInt32] = [:]
    private var terms: [String] = []

    /// About the bytes the numbering takes: each term's UTF-8, entry and copy.
    private(set) var memory = 0

    /// What a term takes besides its UTF-8: its dictionary entry and its place in the list.
    static let termOverhead = 64

    /// The number of `term`, given now if it has none.
    mutating func number(of term: String) -> UInt32 {
        if let known = numbers[term] { return known }
        let number = UInt32(terms.count)
        numbers[term] = number
        terms.append(term)
        memory += term.utf8.count + Self.termOverhead
        return number
    }

    /// The key of the pair of the terms numbered `first` and `second`, in that order.
    static func pairKey(_ first: UInt32, _ second: UInt32) -> UInt64 {
        UInt64(first) << 32 | UInt64(second)
    }

    /// The name of a list's `key` in `order`: a term's, or a pair's two terms and a space between.
    func name(of key: UInt64, in order: PostingOrder) -> String {
        switch order {
        case .terms: terms[Int(key)]
        case .pairs: terms[Int(key >> 32)] + " " + terms[Int(key & 0xffff_ffff)]
        }
    }
}
