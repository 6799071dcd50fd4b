/// A post body as UTF-8 bytes, with the indexes that keep ``WordPressShortcodes`` linear: where
/// each `]` and `>` is, and where each closing tag `[/name]` of the shortcodes it knows is.
/// Finding "the next one" is a binary search, never a scan that could repeat at every `[`
/// (`[caption` a million times over, with no `]`, is a million failed openings, each O(log n)).
struct ShortcodeSource {
    let bytes: [UInt8]
    private let closeBrackets: [Int]
    private let tagEnds: [Int]
    private let closings: [[UInt8]: [Int]]

    /// Indexes `html`, for the closing tags of the shortcodes `names`.
    init(_ html: String, names: Set<[UInt8]>) {
        bytes = Array(html.utf8)
        var closeBrackets: [Int] = []
        var tagEnds: [Int] = []
        var closings: [[UInt8]: [Int]] = [:]
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case .closeBracket: closeBrackets.append(index)
            case .greaterThan: tagEnds.append(index)
            case .openBracket where index + 1 < bytes.count && bytes[index + 1] == .slash:
                let nameEnd = Self.nameEnd(in: bytes, from: index + 2)
                let name = Array(bytes[(index + 2)..<nameEnd])
                if nameEnd < bytes.count, bytes[nameEnd] == .closeBracket, names.contains(name) {
                    closings[name, default: []].append(index)
                }
            default: break
            }
        }
        self.closeBrackets = closeBrackets
        self.tagEnds = tagEnds
        self.closings = closings
    }

    /// The first `]` at or after `start`, before `end`.
    func closeBracket(from start: Int, before end: Int) -> Int? {
        Self.first(in: closeBrackets, from: start, before: end)
    }

    /// The first `>` at or after `start`, before `end`.
    func tagEnd(from start: Int, before end: Int) -> Int? {
        Self.first(in: tagEnds, from: start, before: end)
    }

    /// Where the first `[/name]` at or after `start` begins, when it ends by `end`.
    func closing(of name: [UInt8], from start: Int, before end: Int) -> Int? {
        guard let positions = closings[name] else { return nil }
        return Self.first(in: positions, from: start, before: end - name.count - 2)
    }

    /// The end of the shortcode name starting at `start`: WordPress names are `[\w-]+`.
    static func nameEnd(in bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end].isNameByte { end += 1 }
        WorkMeter.record(end - start)
        return end
    }

    private static func first(in positions: [Int], from start: Int, before end: Int) -> Int? {
        var low = 0
        var high = positions.count
        var steps = 0
        defer { WorkMeter.record(steps) }
        while low < high {
            steps += 1
            let middle = (low + high) / 2
            if positions[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < end ? positions[low] : nil
    }
}

extension UInt8 {
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let slash = UInt8(ascii: "/")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let newline = UInt8(ascii: "\n")

    /// A character of a shortcode name: PCRE's `\w` (ASCII) or `-`.
    var isNameByte: Bool {
        isASCIILetter || (0x30...0x39).contains(self) || self == UInt8(ascii: "_") || self == UInt8(ascii: "-")
    }

    var isASCIILetter: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }

    /// Space, tab, CR, vertical tab or form feed: PCRE's `\s` but the newline.
    var isLineSpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0B || self == 0x0C
    }

    var isSpace: Bool { isLineSpace || self == .newline }
}
