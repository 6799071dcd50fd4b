import CCmark

/// Backslash-escapes every `{` and `}` in the text of a CommonMark document, for a static site
/// generator whose Markdown reader gives braces a meaning CommonMark does not: Goldmark (Hugo)
/// reads `{...}` ending a heading, and a `{...}` line under a block, as HTML attributes;
/// pulldown-cmark (Zola) reads the former; kramdown (Jekyll) reads `{: ...}` attribute lists
/// anywhere and runs `{::nomarkdown}` extensions, which pass raw HTML through. `\{` and `\}`
/// read as plain braces to all of them, as to every CommonMark reader, so the page shows what
/// the post did.
///
/// Text is what cmark puts in paragraphs and headings (found on the tree, by their source
/// lines), less code spans, autolinks, raw HTML and link destinations, which are left byte for
/// byte, as are code blocks and HTML blocks.
public enum MarkdownBraces {
    public static func escaped(_ markdown: String) -> String {
        guard markdown.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return markdown }
        // cmark reads NUL as U+FFFD, which would shift its byte columns: every reader shows U+FFFD.
        let text = markdown.utf8.contains(0) ? markdown.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : markdown
        let bytes = Array(text.utf8)
        var blocks = TextBlocks(lines: lineStarts(of: bytes), count: bytes.count)
        MarkdownDocument(markdown: text).walk(&blocks)
        var braces: [Int] = []
        for block in blocks.ranges {
            var scanner = InlineText(bytes: bytes, range: block)
            scanner.collectBraces(into: &braces)
        }
        guard !braces.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + braces.count)
        var copied = 0
        for brace in braces.sorted() {
            result += bytes[copied..<brace]
            result.append(UInt8(ascii: "\\"))
            copied = brace
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte offset where each line starts, lines ending as cmark ends them (`\n`, `\r\n`, `\r`).
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }
}

/// The source byte ranges of the paragraphs and headings of a document, found on its tree.
private struct TextBlocks: MarkdownWalker {
    /// The byte offset where each line starts.
    let lines: [Int]
    /// The length of the source, in bytes.
    let count: Int
    private(set) var ranges: [Range<Int>] = []

    init(lines: [Int], count: Int) {
        self.lines = lines
        self.count = count
    }

    /// Paragraphs and headings hold inline content only: no block below them to visit.
    mutating func visit(_ node: MarkdownNode) -> Bool {
        guard node.type == CMARK_NODE_PARAGRAPH || node.type == CMARK_NODE_HEADING else { return true }
        if let start = offset(line: node.startLine, column: node.startColumn),
            let last = offset(line: node.endLine, column: node.endColumn), start <= last, last < count
        {
            ranges.append(start..<(last + 1))
        }
        return false
    }

    /// The byte offset of cmark's 1-based `line` and byte `column`.
    private func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1, line <= lines.count else { return nil }
        return lines[line - 1] + column - 1
    }
}

/// A scan of the source of one paragraph or heading for the braces of its text, skipping what
/// CommonMark reads literally or as a URL: backslash escapes, code spans, autolinks and raw HTML,
/// link destinations and titles.
private struct InlineText {
    let bytes: [UInt8]
    let range: Range<Int>
    private var index: Int
    /// ``backtickRuns()``, made at the first backtick.
    private var runs: [Int: [Int]]?

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.range = range
        index = range.lowerBound
    }

    private func byte(at offset: Int) -> UInt8? { range.contains(offset) ? bytes[offset] : nil }

    /// Appends the offsets of the braces in text, in order.
    mutating func collectBraces(into found: inout [Int]) {
        while let byte = byte(at: index) {
            switch byte {
            case UInt8(ascii: "\\"):
                index += self.byte(at: index + 1).map(Self.isPunctuation) == true ? 2 : 1
            case UInt8(ascii: "`"):
                skipCodeSpan()
            case UInt8(ascii: "<"):
                index = endOfTag(at: index) ?? index + 1
            case UInt8(ascii: "]") where self.byte(at: index + 1) == UInt8(ascii: "("):
                index = endOfDestination(at: index + 2) ?? index + 2
            case UInt8(ascii: "{"), UInt8(ascii: "}"):
                found.append(index)
                index += 1
            default:
                index += 1
            }
        }
    }

    /// Past a code span (a run of backticks, to the next run exactly as long), or past the run
    /// when none closes it (it is text then). The closer is looked up in the block's runs by
    /// length, so that many runs without a closer cost no rescans.
    private mutating func skipCodeSpan() {
        var end = index
        while byte(at: end) == UInt8(ascii: "`") { end += 1 }
        if runs == nil { runs = backtickRuns() }
        let closers = runs?[end - index] ?? []
        var low = 0, high = closers.count
        while low < high {
            let middle = (low + high) / 2
            if closers[middle] < end { low = middle + 1 } else { high = middle }
        }
        index = low < closers.count ? closers[low] + (end - index) : end
    }

    /// The start of every run of backticks in the block, by the run's length, in order.
    private func backtickRuns() -> [Int: [Int]] {
        var runs: [Int: [Int]] = [:]
        var offset = range.lowerBound
        while offset < range.upperBound {
            guard bytes[offset] == UInt8(ascii: "`") else {
                offset += 1
                continue
            }
            var end = offset
            while end < range.upperBound, bytes[end] == UInt8(ascii: "`") { end += 1 }
            runs[end - offset, default: []].append(offset)
            offset = end
        }
        return runs
    }

    /// The end of the autolink or raw HTML opening at `start`: a comment to `-->`, an autolink
    /// (`scheme:...` or an address, no space) to its `>`, a tag to the `>` outside its quoted
    /// attribute values; nil when `<` opens none of them, and is text.
    private func endOfTag(at start: Int) -> Int? {
        guard let first = byte(at: start + 1) else { return nil }
        var close = start + 1
        while let byte = byte(at: close), byte > 0x20, byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">") { close += 1 }
        if byte(at: close) == UInt8(ascii: ">"), bytes[(start + 1)..<close].contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") }) {
            return close + 1
        }
        if first == UInt8(ascii: "!"), byte(at: start + 2) == UInt8(ascii: "-"), byte(at: start + 3) == UInt8(ascii: "-") {
            var end = start + 4
            while byte(at: end) != nil {
                if byte(at: end) == UInt8(ascii: "-"), byte(at: end + 1) == UInt8(ascii: "-"), byte(at: end + 2) == UInt8(ascii: ">") {
                    return end + 3
                }
                end += 1
            }
            return nil
        }
        var end = start + 1
        var quote: UInt8?
        var afterEquals = false
        while let byte = byte(at: end) {
            end += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                return end
            } else if afterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            }
            if byte == UInt8(ascii: "=") {
                afterEquals = true
            } else if byte != UInt8(ascii: " ") {
                afterEquals = false
            }
        }
        return nil
    }

    /// The end of an inline link's destination and title opening at `start` (after `](`): the
    /// `)` closing it, outside `<...>`, quotes and nested parentheses, escapes skipped.
    private func endOfDestination(at start: Int) -> Int? {
        var end = start
        var depth = 0
        var quote: UInt8?
        var angle = false
        while let byte = byte(at: end) {
            end += 1
            if byte == UInt8(ascii: "\\") {
                end += 1
            } else if let open = quote {
                if byte == open { quote = nil }
            } else if angle {
                if byte == UInt8(ascii: ">") { angle = false }
            } else if byte == UInt8(ascii: "<"), end - 1 == start {
                angle = true
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), end - 2 >= start,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end - 2])
            {
                quote = byte  // a title, after the destination and a space
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { return end }
                depth -= 1
            }
        }
        return nil
    }

    /// ASCII punctuation, which a backslash escapes.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}
