import CLibXML2

/// The `xml:base` in effect at the stream's position, and URL resolution against it.
///
/// Relative references resolve against the innermost `xml:base` (CDF: `BASE`, itself resolved
/// against the enclosing ones), and, when there is none, against the channel's `<link>`.
struct BaseURLStack {
    private var bases: [(depth: Int32, url: String)] = []
    /// The channel's `<link>`, the base of last resort.
    var channelLink: String?
    /// True in a CDF feed, whose `<CHANNEL BASE>` is its base.
    var readsCDFBase = false

    init(channelLink: String? = nil) {
        self.channelLink = channelLink
    }

    /// Call on every element start the reader visits, before reading its content.
    mutating func enter(_ stream: XMLStream) {
        let depth = stream.depth
        while let last = bases.last, last.depth >= depth { bases.removeLast() }
        guard stream.hasAttributes,
              let base = stream.attribute("base", namespace: FeedNamespace.xml) ?? (readsCDFBase ? stream.attribute("BASE") : nil)
        else { return }
        bases.append((depth, resolve(base) ?? base))
    }

    /// The `xml:base` in effect at the current element, if any.
    var current: String? { bases.last?.url }

    /// `reference` made absolute against the base in effect; nil for nil. A reference that
    /// cannot be resolved (no base, or not a valid URI) is returned trimmed, as it was.
    func resolve(_ reference: String?) -> String? {
        guard let trimmed = reference?.trimmingXMLSpace(), !trimmed.isEmpty else { return nil }
        guard !Self.hasScheme(trimmed), let base = current ?? channelLink else { return trimmed }
        guard let resolved = xmlBuildURI(trimmed, base) else { return trimmed }
        defer { blogkit_xmlFree(resolved) }
        return String(cString: resolved)
    }

    /// True for `scheme:...` (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`).
    static func hasScheme(_ url: String) -> Bool {
        for (offset, byte) in url.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if offset == 0 { return false }
            case UInt8(ascii: ":"): return offset > 0
            default: return false
            }
        }
        return false
    }
}

extension String {
    /// The string without leading and trailing XML whitespace (space, tab, CR, LF).
    func trimmingXMLSpace() -> String {
        let utf8 = self.utf8
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }),
              let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == utf8.startIndex, last == utf8.index(before: utf8.endIndex) { return self }
        return String(self[first...last])
    }
}
