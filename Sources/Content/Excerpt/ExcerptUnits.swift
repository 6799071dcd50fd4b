import CCmark

/// The excerpt's paragraphs as a sequence of units a cut may fall after: each word of a text
/// node, and each link, emphasis or code span as one indivisible unit.
struct ExcerptUnits {
    enum Kind: Equatable {
        /// A word of a text node; the cut keeps the node's first `endOffset` UTF-8 bytes.
        case word(endOffset: Int)
        /// A link, emphasis or code span, kept or dropped whole.
        case atomic
    }

    struct Unit {
        var paragraph: MarkdownNode
        var node: MarkdownNode
        var kind: Kind
        var words: Int
        /// Words up to and including this unit.
        var total: Int
        /// The unit ends a sentence (or its paragraph): a good place to stop.
        var endsSentence: Bool
    }

    private let document: MarkdownNode
    /// Units are listed up to the first one past this many words, and one more: all a cut within
    /// `budget` words looks at, whatever the length of the post.
    private let wordsNeeded: Int
    /// The units a cut may fall after, from the start; see `wordsNeeded`.
    private(set) var all: [Unit] = []

    init(document: MarkdownNode, budget: Int) {
        self.document = document
        wordsNeeded = Self.wordsNeeded(budget: budget)
        all = Self.units(in: document, wordsNeeded: wordsNeeded)
    }

    /// The words a cut within `budget` looks at: a unit straddling the budget is kept when it ends
    /// at most `budget / 4` words past it.
    static func wordsNeeded(budget: Int) -> Int {
        budget + budget / 4
    }

    /// Index of the last unit to keep within `budget` words, or nil when everything fits.
    ///
    /// A link, emphasis or code span straddling the budget is kept if it ends at most `budget / 4`
    /// words past it. When the very first unit is too long, it is unwrapped into its contents.
    mutating func cutIndex(budget: Int) -> Int? {
        for (index, unit) in all.enumerated() where unit.total > budget {
            guard unit.kind == .atomic else { return index - 1 }
            if unit.total <= Self.wordsNeeded(budget: budget) { return index == all.count - 1 ? nil : index }
            guard index == 0 else { return index - 1 }
            ExcerptInlines.unwrap(unit.node)
            all = Self.units(in: document, wordsNeeded: wordsNeeded)
            return cutIndex(budget: budget)
        }
        return nil
    }

    /// The last unit at or before `limit` that ends a sentence, if at least `minimum` words lead up to it.
    func sentenceEnd(before limit: Int, atLeast minimum: Int) -> Int? {
        var index = limit
        while index >= 0, all[index].total >= minimum {
            if all[index].endsSentence { return index }
            index -= 1
        }
        return nil
    }

    // MARK: Scanning

    private static func units(in document: MarkdownNode, wordsNeeded: Int) -> [Unit] {
        var units: [Unit] = []
        var total = 0
        var paragraph = document.firstChild
        while let block = paragraph {
            var child = block.firstChild
            while let node = child {
                if total > wordsNeeded, units.count >= 2, units[units.count - 2].total > wordsNeeded { return units }
                for (kind, words, endsSentence) in scan(node, wordsNeeded: wordsNeeded - total + 2) {
                    if total > wordsNeeded, units.count >= 2, units[units.count - 2].total > wordsNeeded { return units }
                    total += words
                    units.append(Unit(
                        paragraph: block, node: node, kind: kind, words: words, total: total,
                        endsSentence: endsSentence))
                }
                child = node.next
            }
            if !units.isEmpty { units[units.count - 1].endsSentence = true }
            paragraph = block.next
        }
        return units
    }

    /// The units of one inline node; of a text node, its first `wordsNeeded` words at most.
    private static func scan(_ node: MarkdownNode, wordsNeeded: Int) -> [(Kind, Int, Bool)] {
        switch node.type {
        case CMARK_NODE_TEXT:
            return wordEnds(in: node.literalBytes, upTo: max(1, wordsNeeded))
                .map { (.word(endOffset: $0.offset), 1, $0.endsSentence) }
        case CMARK_NODE_LINK, CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_CODE:
            let text = ExcerptInlines.plainText(node)
            let count = max(1, wordEnds(in: text).count)
            return [(.atomic, count, wordEnds(in: text).last?.endsSentence ?? false)]
        default:
            return []
        }
    }

    /// UTF-8 offsets just past each whitespace-separated word, and whether the word ends a sentence;
    /// the first `limit` words only.
    static func wordEnds(in text: String, upTo limit: Int = .max) -> [(offset: Int, endsSentence: Bool)] {
        wordEnds(in: Array(text.utf8), upTo: limit)
    }

    /// The ends of the first `limit` words of UTF-8 `bytes`, read no further than the last of them.
    static func wordEnds<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, upTo limit: Int = .max)
        -> [(offset: Int, endsSentence: Bool)] where Bytes.Index == Int
    {
        var ends: [(Int, Bool)] = []
        var wordStart: Int?
        for offset in bytes.indices {
            let byte = bytes[offset]
            let isSpace = isWordSeparator(byte)
            if isSpace, let start = wordStart {
                ends.append((offset, endsSentence(bytes[start..<offset])))
                wordStart = nil
                if ends.count == limit { return ends }
            } else if !isSpace, wordStart == nil {
                wordStart = offset
            }
        }
        if let start = wordStart { ends.append((bytes.endIndex, endsSentence(bytes[start..<bytes.endIndex]))) }
        return ends
    }

    /// Words are separated by spaces, tabs and line ends.
    static func isWordSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static let closers: Set<Character> = ["\"", "'", ")", "]", "”", "’", "»"]

    private static func endsSentence<Word: Collection<UInt8>>(_ word: Word) -> Bool {
        let trimmed = String(decoding: word, as: UTF8.self).reversed().drop { closers.contains($0) }
        guard let last = trimmed.first else { return false }
        return last == "." || last == "!" || last == "?"
    }
}
