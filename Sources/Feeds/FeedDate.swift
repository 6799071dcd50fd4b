import Foundation

/// Dates as feeds write them, RFC 822 (`pubDate`) or ISO 8601 / W3C-DTF (`dc:date`), parsed by a
/// small hand-written scanner: no `DateFormatter`, fast enough for 100k items.
public enum FeedDate {
    /// The instant `text` names, in UTC; nil when it is not a date this parser understands.
    ///
    /// ```swift
    /// FeedDate.parse("Fri, 11 Nov 2011 06:30:32 +0000")   // 2011-11-11T06:30:32Z
    /// FeedDate.parse("11 nov 11 6:30 PST (Pacific)")     // 2011-11-11T14:30:00Z
    /// FeedDate.parse("2011-11-11T07:30:32.5+01:00")      // 2011-11-11T06:30:32.5Z
    /// ```
    public static func parse(_ text: String) -> Date? {
        if let date = parseShapes(text) { return date }
        // Month names and markers in other languages only where a byte is not ASCII.
        guard text.utf8.contains(where: { $0 >= 0x80 }), let rewritten = LocalizedDate.rewritten(text) else { return nil }
        return parseShapes(rewritten)
    }

    /// The ISO 8601 and RFC 822 shapes, in ASCII.
    private static func parseShapes(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = DateScanner(bytes)
            scanner.skipSpaces()
            let fields = ISO8601Date.looksLikeISO(scanner)
                ? ISO8601Date.parse(&scanner)
                : RFC822Date.parse(&scanner)
            return fields?.date
        }
    }
}
