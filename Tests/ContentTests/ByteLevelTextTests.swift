// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Content
import Testing

/// The text helpers that read UTF-8 bytes rather than Characters: the references a second
/// escaping left in code, the no-break spaces highlighters put on empty lines, the words the
/// audit counts.
@Suite("Text read as bytes: residual entities, empty-line fillers, words")
struct ByteLevelTextTests {
    @Test(arguments: [
        ("x &#8217; y", "x \u{2019} y"), ("&#x2019;&rsquo;", "\u{2019}\u{2019}"), ("a &amp;&amp; b", "a && b"),
        ("& alone", "& alone"), ("&unknown;", "&unknown;"), ("&amp", "&amp"), ("&&amp;", "&&"),
        ("&averyveryverylongname;", "&averyveryverylongname;"), ("&é;", "&é;"), ("清&lt;清", "清<清"),
        // A combining mark after the reference marks the character it stands for.
        ("&amp;\u{301}", "&\u{301}"),
    ])
    func residualEntities(text: String, decoded: String) {
        #expect(ResidualEntities.decoded(text) == decoded)
    }

    @Test(arguments: [
        ("a\n\u{A0}\nb", "a\n\nb"), ("a\r\n\u{A0}\r\nb", "a\r\n\r\nb"), ("\u{A0}", ""), ("\u{A0}\u{A0}\n\u{A0}", "\u{A0}\u{A0}\n"),
        ("x\u{A0}\n\u{A0}y", "x\u{A0}\n\u{A0}y"), ("no filler", "no filler"), ("é\n\u{A0}\n", "é\n\n"),
    ])
    func emptyLineFillers(code: String, removed: String) {
        #expect(EmptyLineFiller.removed(from: code) == removed)
    }

    /// A text node's first Character that is not whitespace, read from its bytes, is the one its
    /// Characters give, and a no-break space is found below a node as its text holds one.
    @Test func textNodesReadInPlace() throws {
        let pieces = [" ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{2003}", "\u{85}", "\u{1C}", "<", "[", "a", "é", "e\u{301}", "\u{301}", "清", "😀", "&"]
        var texts = [" <x", "\t\n\r\n [code]", "\u{A0}<", "  \u{2003}x", "<\u{301}", " 清", "\r\n\u{85}y", "\u{1C}x", "   ", "a\u{A0}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            texts.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            let document = try #require(HTMLDocument(html: "<div><p>\(escaped)</p></div>"))
            let paragraph = try #require(document.root?.first("p"))
            // libxml2 keeps no text node of blanks and control characters alone.
            guard let node = paragraph.firstChild else {
                #expect(text.unicodeScalars.allSatisfy { $0.value <= 0x20 }, "\(Array(text.unicodeScalars))")
                continue
            }
            #expect(node.firstNonWhitespaceCharacter == node.characters.first { !$0.isWhitespace }, "\(Array(text.unicodeScalars))")
            #expect(paragraph.textContains("\u{A0}") == paragraph.textContent.unicodeScalars.contains("\u{A0}"))
        }
    }

    @Test func words() {
        var bag = WordBag()
        bag.append("Don’t soft\u{AD}ly ZERO\u{200B}width café Ωmega 清单 ")
        bag.append("hel")
        bag.append("lo")
        bag.separate()
        #expect(bag.counts == ["don": 1, "t": 1, "softly": 1, "zerowidth": 1, "café": 1, "Ωmega": 1, "清单": 1, "hello": 1])
    }

    /// Pieces of random text read as the rule says, scalar by scalar over the pieces joined: ASCII
    /// letters and digits lowercased, other letters, digits and marks kept, the invisible ones
    /// skipped, anything else between words.
    @Test func wordsOfRandomPiecesFollowTheRule() {
        let alphabet = ["a", "Z", "7", "x", " ", ",", "-", "é", "É", "清", "\u{AD}", "\u{301}", "😀", "\n", "Ωm", "AbC"]
        let invisible: Set<Unicode.Scalar> = ["\u{AD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let pieces = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            }
            var bag = WordBag()
            pieces.forEach { bag.append($0) }
            bag.separate()
            var expected: [String: Int] = [:]
            var word = ""
            for scalar in pieces.joined().unicodeScalars where !invisible.contains(scalar) {
                let properties = scalar.properties
                if scalar.isASCII, properties.isAlphabetic || properties.numericType != nil {
                    word.unicodeScalars.append(scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 0x20)! : scalar)
                } else if !scalar.isASCII, properties.isAlphabetic || properties.numericType != nil
                    || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory) {
                    word.unicodeScalars.append(scalar)
                } else if !word.isEmpty {
                    expected[word, default: 0] += 1
                    word = ""
                }
            }
            if !word.isEmpty { expected[word, default: 0] += 1 }
            #expect(bag.counts == expected, "\(pieces)")
        }
    }

    /// The bag's table of words counts, compares and merges as dictionaries of the same words do,
    /// with enough distinct words to grow it several times.
    @Test func wordCountsAgreeWithDictionaries() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let vocabulary = (0..<Int.random(in: 1...400, using: &generator)).map { "w\($0)" } + ["café", "清单"]
            var bags = (WordBag(), WordBag())
            var counts: ([String: Int], [String: Int]) = ([:], [:])
            for _ in 0..<Int.random(in: 0...2_000, using: &generator) {
                let word = vocabulary.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    bags.0.append(word + " ")
                    counts.0[word, default: 0] += 1
                } else {
                    bags.1.append(word + " ")
                    counts.1[word, default: 0] += 1
                }
            }
            bags.0.separate()
            bags.1.separate()
            #expect(bags.0.counts == counts.0)
            #expect(bags.0.total == counts.0.values.reduce(0, +))
            let lacking = counts.0.filter { $0.value > counts.1[$0.key] ?? 0 }
            let missing = bags.0.missing(from: bags.1, examples: 5)
            #expect(missing.count == lacking.reduce(0) { $0 + $1.value - (counts.1[$1.key] ?? 0) })
            #expect(missing.examples == Array(lacking.keys.sorted().prefix(5)))
            #expect(bags.0.isContained(in: bags.1) == lacking.isEmpty)
            var union = bags.0
            union.add(bags.1)
            #expect(union.counts == counts.0.merging(counts.1, uniquingKeysWith: +))
            #expect(bags.0.isContained(in: union))
        }
    }
}
#endif
