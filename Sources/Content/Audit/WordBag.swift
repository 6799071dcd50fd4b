/// The words of a text and how often each occurs, read the way a reader compares two pages:
/// a word is a run of letters, digits and combining marks, lowercased (ASCII); whitespace,
/// punctuation and symbols only separate words, and invisible characters (soft hyphen, zero-width
/// space and joiners, byte-order mark) are ignored. So `don’t` and `don't`, `&amp;` and `&`, one
/// space or three, read alike.
///
/// Text arrives in pieces (a DOM's text nodes, a cmark tree's literals): a word runs on from one
/// piece into the next until ``separate()`` says a boundary lies between them (a block, a line
/// break, an image), as `hel<b>lo</b>` is one word on a page.
struct WordBag {
    private(set) var counts: [String: Int] = [:]
    private var word: [UInt8] = []

    /// How many words, repeats included.
    var total: Int { counts.values.reduce(0, +) }

    /// Adds the words of `text`, the first continuing the word the previous piece ended with.
    mutating func append(_ text: String) {
        var text = text
        // Read as UTF-8 (valid: it is a String's), ASCII byte by byte.
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    switch lead {
                    case 0x30...0x39, 0x61...0x7A: word.append(lead)
                    case 0x41...0x5A: word.append(lead + 0x20)
                    default: separate()
                    }
                    index += 1
                    continue
                }
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if !Self.ignored.contains(value) {
                    if let scalar = Unicode.Scalar(value), Self.isWordCharacter(scalar) {
                        word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                    } else {
                        separate()
                    }
                }
                index += length
            }
        }
    }

    /// Ends the word being read, if any: what follows starts a new one.
    mutating func separate() {
        guard !word.isEmpty else { return }
        counts[String(decoding: word, as: UTF8.self), default: 0] += 1
        word.removeAll(keepingCapacity: true)
    }

    /// Adds every word of `other`.
    mutating func add(_ other: WordBag) {
        separate()
        counts.merge(other.counts, uniquingKeysWith: +)
        if !other.word.isEmpty { counts[String(decoding: other.word, as: UTF8.self), default: 0] += 1 }
    }

    /// The words of this bag that `other` lacks (both finished with ``separate()``), each as often as it lacks it: how many, and
    /// the first few of them in alphabetical order.
    func missing(from other: WordBag, examples limit: Int = 10) -> (count: Int, examples: [String]) {
        var count = 0
        var examples: [String] = []
        for (word, number) in counts {
            let lacking = number - (other.counts[word] ?? 0)
            guard lacking > 0 else { continue }
            count += lacking
            examples.append(word)
        }
        return (count, Array(examples.sorted().prefix(limit)))
    }

    /// True when `other` has every word of this bag at least as often.
    func isContained(in other: WordBag) -> Bool {
        counts.allSatisfy { other.counts[$0.key] ?? 0 >= $0.value }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Soft hyphen, zero-width space, non-joiner and joiner, word joiner, byte-order mark.
    private static let ignored: Set<UInt32> = [0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]
}
