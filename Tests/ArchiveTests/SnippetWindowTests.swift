@testable import Archive
import Testing

/// The passage a snippet shows is chosen by FTS5 `snippet()`'s rule (`Snippet.window`): of the
/// windows that start at a match, or at the sentence holding one (100 more, 120 at the start of
/// the text), the best by 1,000 a term and 1 a match, the matches centred. Here against that rule
/// written plainly, a walk over every match for each, on random texts with thousands of matches.
@Suite("Search: the snippet's window")
struct SnippetWindowTests {
    /// The rule as it reads: every window scored by walking every match.
    static func plainWindow(
        utf8: [UInt8], tokens: [TermMatcher.Token], instances: [TermMatcher.Instance], size: Int
    ) -> Range<Int> {
        guard tokens.count > size else { return 0..<tokens.count }
        func score(from start: Int) -> (score: Int, end: Int) {
            var terms: UInt64 = 0
            var count = 0
            var end = start
            for instance in instances where instance.tokens.lowerBound >= start {
                if instance.tokens.lowerBound >= start + size { break }
                guard instance.tokens.upperBound <= start + size else { continue }
                terms |= 1 << UInt64(min(instance.term, 63))
                count += 1
                end = max(end, instance.tokens.upperBound)
            }
            return (999 * terms.nonzeroBitCount + count, end)
        }
        var best = (score: 0, start: 0)
        for first in instances.map(\.tokens.lowerBound) {
            let (matched, end) = score(from: first)
            let centred = min(max(0, first - (size - (end - first)) / 2), tokens.count - size)
            if matched > best.score { best = (matched, centred) }
            let sentence = (0...first).reversed().first { Snippet.startsSentence($0, utf8: utf8, tokens: tokens) } ?? 0
            if sentence < first {
                let bonus = sentence == 0 ? 120 : 100
                let fromSentence = score(from: sentence).score + bonus
                if fromSentence > best.score { best = (fromSentence, sentence) }
            }
        }
        return best.start..<min(best.start + size, tokens.count)
    }

    @Test func theWindowIsTheOneThePlainRuleChooses() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let separators = [" ", " ", " ", " ", ". ", ": ", ", ", ".  "]
        for round in 0..<200 {
            var text = ""
            var tokens: [TermMatcher.Token] = []
            let count = round < 20 ? 2000 + next(2000) : 1 + next(200)
            for _ in 0..<count {
                let word = String(repeating: "w", count: 1 + next(6))
                let start = text.utf8.count
                text += word
                tokens.append(TermMatcher.Token(range: start..<text.utf8.count, words: 0))
                text += separators[next(separators.count)]
            }
            // Matches of three terms, some of two tokens, in order of their start.
            let density = 2 + next(20)
            var instances: [TermMatcher.Instance] = []
            for index in tokens.indices where next(density) == 0 {
                let length = index + 1 < tokens.count && next(4) == 0 ? 2 : 1
                instances.append(TermMatcher.Instance(tokens: index..<(index + length), term: next(3)))
            }
            let utf8 = Array(text.utf8)
            for size in [12, 18] {
                #expect(
                    Snippet.window(utf8: utf8, tokens: tokens, instances: instances, size: size)
                        == Self.plainWindow(utf8: utf8, tokens: tokens, instances: instances, size: size),
                    "round \(round), size \(size)")
            }
        }
    }
}
