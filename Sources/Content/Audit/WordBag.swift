import Foundation

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
    /// A distinct word: where its bytes are in `bytes`, how often it occurs, and its hash.
    private struct Entry {
        var start: Int
        var length: Int
        var count: Int
        var hash: Int
    }

    /// The distinct words' bytes, one after another.
    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// An open-addressing table over `entries`: each slot holds an entry's index plus one, or 0.
    /// Words are hashed by the standard library's seeded hasher, so that no text can be written
    /// to make them collide.
    private var slots: [Int32] = []
    private var word: [UInt8] = []

    /// How many words, repeats included.
    var total: Int { entries.reduce(0) { $0 + $1.count } }

    /// Each word and how often it occurs.
    var counts: [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.map { (string(of: $0), $0.count) })
    }

    /// Adds the words of `text`, the first continuing the word the previous piece ended with.
    mutating func append(_ text: String) {
        var text = text
        // Read as UTF-8 (valid: it is a String's), ASCII byte by byte. A run of ASCII letters and
        // digits is added at its end, straight from the text when it is a whole word in lowercase.
        text.withUTF8 { bytes in
            var index = 0
            var run = 0
            var folds = false
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    switch lead {
                    case 0x30...0x39, 0x61...0x7A: break
                    case 0x41...0x5A: folds = true
                    default:
                        if word.isEmpty, !folds, run < index {
                            insert(UnsafeBufferPointer(rebasing: bytes[run..<index]), count: 1)
                        } else {
                            continueWord(with: bytes[run..<index], folding: folds)
                            separate()
                        }
                        run = index + 1
                        folds = false
                    }
                    index += 1
                    continue
                }
                continueWord(with: bytes[run..<index], folding: folds)
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
                run = index
                folds = false
            }
            continueWord(with: bytes[run..<index], folding: folds)
        }
    }

    /// Adds ASCII letters and digits to the word being read, lowercased when `folding`.
    private mutating func continueWord(with run: Slice<UnsafeBufferPointer<UInt8>>, folding: Bool) {
        guard !run.isEmpty else { return }
        if folding {
            word.append(contentsOf: run.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
        } else {
            word.append(contentsOf: UnsafeBufferPointer(rebasing: run))
        }
    }

    /// Ends the word being read, if any: what follows starts a new one.
    mutating func separate() {
        guard !word.isEmpty else { return }
        var finished: [UInt8] = []
        swap(&finished, &word)
        finished.withUnsafeBufferPointer { insert($0, count: 1) }
        finished.removeAll(keepingCapacity: true)
        word = finished
    }

    /// Adds every word of `other`.
    mutating func add(_ other: WordBag) {
        separate()
        other.bytes.withUnsafeBufferPointer { bytes in
            for entry in other.entries { insert(Self.word(of: entry, in: bytes), count: entry.count) }
        }
        if !other.word.isEmpty { other.word.withUnsafeBufferPointer { insert($0, count: 1) } }
    }

    /// The words of this bag that `other` lacks (both finished with ``separate()``), each as often as it lacks it: how many, and
    /// the first few of them in alphabetical order.
    func missing(from other: WordBag, examples limit: Int = 10) -> (count: Int, examples: [String]) {
        var count = 0
        var examples: [String] = []
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries {
                let lacking = entry.count - other.count(of: Self.word(of: entry, in: bytes), hash: entry.hash)
                guard lacking > 0 else { continue }
                count += lacking
                examples.append(string(of: entry))
            }
        }
        return (count, Array(examples.sorted().prefix(limit)))
    }

    /// True when `other` has every word of this bag at least as often.
    func isContained(in other: WordBag) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            entries.allSatisfy { other.count(of: Self.word(of: $0, in: bytes), hash: $0.hash) >= $0.count }
        }
    }

    /// Adds `count` occurrences of the word `word`.
    private mutating func insert(_ word: UnsafeBufferPointer<UInt8>, count: Int) {
        let hash = Self.hash(word)
        if let index = index(of: word, hash: hash) {
            entries[index].count += count
            return
        }
        if (entries.count + 1) * 2 > slots.count { grow() }
        entries.append(Entry(start: bytes.count, length: word.count, count: count, hash: hash))
        bytes.append(contentsOf: word)
        place(entries.count - 1)
    }

    /// How often `word`, whose hash is `hash`, occurs.
    private func count(of word: UnsafeBufferPointer<UInt8>, hash: Int) -> Int {
        index(of: word, hash: hash).map { entries[$0].count } ?? 0
    }

    /// The entry of `word`, nil when the bag lacks it.
    private func index(of word: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = hash & mask
        return bytes.withUnsafeBufferPointer { bytes in
            while slots[slot] != 0 {
                let index = Int(slots[slot]) - 1
                let entry = entries[index]
                if entry.hash == hash, entry.length == word.count,
                    Self.bytes(bytes, at: entry.start, equal: word) {
                    return index
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Puts entry `index` in the first free slot from its hash on.
    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = entries[index].hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }

    /// Doubles the table (at least 64 slots) and places every entry again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: max(64, slots.count * 2))
        for index in entries.indices { place(index) }
    }

    /// True when the bytes of `bytes` from `start` on begin with `word`'s.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, equal word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let wordBase = word.baseAddress else { return word.isEmpty }
        return memcmp(base + start, wordBase, word.count) == 0
    }

    /// The bytes of `entry`'s word in `bytes`, the bag's `bytes`.
    private static func word(of entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.start + entry.length])
    }

    private func string(of entry: Entry) -> String {
        String(decoding: bytes[entry.start..<entry.start + entry.length], as: UTF8.self)
    }

    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(word))
        return hasher.finalize()
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
