extension Snippet {
    /// The passage of `size` tokens of `text` that best shows the matches (see `window`), with
    /// the matches marked; the opening of the text when nothing matched. `…` stands for the
    /// text left out.
    ///
    /// - Parameters:
    ///   - tokens: `text`'s tokens (``TermMatcher/tokens(of:)``).
    ///   - instances: runs of `tokens` that matched a term (``TermMatcher/instances(in:column:)``).
    init(text: String, tokens: [TermMatcher.Token], instances: [TermMatcher.Instance], size: Int) {
        let utf8 = Array(text.utf8)
        let window = Self.window(utf8: utf8, tokens: tokens, instances: instances, size: size)
        let start = window.lowerBound == 0 ? 0 : tokens[window.lowerBound].range.lowerBound
        let end = window.upperBound == tokens.count ? utf8.count : tokens[window.upperBound - 1].range.upperBound
        var marked: [UInt8] = window.lowerBound == 0 ? [] : Array("…".utf8)
        var position = start
        for byteRange in Self.markedBytes(tokens: tokens, instances: instances, within: window) {
            marked += utf8[position..<byteRange.lowerBound]
            marked.append(Self.openByte)
            marked += utf8[byteRange]
            marked.append(Self.closeByte)
            position = byteRange.upperBound
        }
        marked += utf8[position..<end]
        if window.upperBound < tokens.count { marked += Array("…".utf8) }
        self.init(marked: String(decoding: marked, as: UTF8.self), open: Self.open, close: Self.close)
    }

    /// Marks around matches: control characters that unicode61 never keeps in a token.
    static let open: Unicode.Scalar = "\u{2}"
    static let close: Unicode.Scalar = "\u{3}"
    private static let openByte = UInt8(ascii: "\u{2}")
    private static let closeByte = UInt8(ascii: "\u{3}")

    /// The token indexes the passage shows, chosen as FTS5 `snippet()` does: each window that
    /// starts at a match scores 1000 for each term in it and 1 for each repeat, the matches then
    /// centred; a window that starts at the sentence (after `.` or `:`) holding a match scores
    /// 100 more, 120 at the start of the text.
    static func window(
        utf8: [UInt8], tokens: [TermMatcher.Token], instances: [TermMatcher.Instance], size: Int
    ) -> Range<Int> {
        guard tokens.count > size else { return 0..<tokens.count }
        // `instances` are in order of their start: those of a window are found by a binary
        // search, not by a walk from the first (a long page holds thousands of `the`).
        func score(from start: Int) -> (score: Int, end: Int) {
            var terms: UInt64 = 0
            var count = 0
            var end = start
            var low = 0
            var high = instances.count
            while low < high {
                let middle = (low + high) / 2
                if instances[middle].tokens.lowerBound < start { low = middle + 1 } else { high = middle }
            }
            for instance in instances[low...] {
                if instance.tokens.lowerBound >= start + size { break }
                guard instance.tokens.upperBound <= start + size else { continue }
                terms |= 1 << UInt64(min(instance.term, 63))
                count += 1
                end = max(end, instance.tokens.upperBound)
            }
            return (999 * terms.nonzeroBitCount + count, end)
        }
        var best = (score: 0, start: 0)
        // The start of the sentence the last match is in, followed forward from match to match
        // rather than looked for backwards from each.
        var sentence = 0
        var checked = 0
        for first in instances.map(\.tokens.lowerBound) {
            let (matched, end) = score(from: first)
            // Centre the matches: as much context before the first as after the last.
            let centred = min(max(0, first - (size - (end - first)) / 2), tokens.count - size)
            if matched > best.score { best = (matched, centred) }
            while checked < first {
                checked += 1
                if startsSentence(checked, utf8: utf8, tokens: tokens) { sentence = checked }
            }
            if sentence < first {
                let bonus = sentence == 0 ? 120 : 100
                let fromSentence = score(from: sentence).score + bonus
                if fromSentence > best.score { best = (fromSentence, sentence) }
            }
        }
        return best.start..<min(best.start + size, tokens.count)
    }

    /// Whether token `index` starts a sentence: the first does, and each after `.` or `:` and a space.
    static func startsSentence(_ index: Int, utf8: [UInt8], tokens: [TermMatcher.Token]) -> Bool {
        guard index > 0 else { return true }
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        // CJK pairs overlap: nothing stands between two of them.
        guard tokens[index - 1].range.upperBound < tokens[index].range.lowerBound else { return false }
        let before = utf8[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
        guard let last = before.lastIndex(where: { !isSpace($0) }),
              last < tokens[index].range.lowerBound - 1 else { return false }
        return utf8[last] == UInt8(ascii: ".") || utf8[last] == UInt8(ascii: ":")
    }

    /// UTF-8 ranges to mark: the matches inside `window`, overlapping ones merged.
    private static func markedBytes(tokens: [TermMatcher.Token], instances: [TermMatcher.Instance], within window: Range<Int>)
        -> [Range<Int>]
    {
        var merged: [Range<Int>] = []
        for instance in instances.map(\.tokens)
        where window.contains(instance.lowerBound) && instance.upperBound <= window.upperBound {
            let bytes = tokens[instance.lowerBound].range.lowerBound..<tokens[instance.upperBound - 1].range.upperBound
            if let last = merged.last, bytes.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, bytes.upperBound)
            } else {
                merged.append(bytes)
            }
        }
        return merged
    }
}
