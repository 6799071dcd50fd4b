import Foundation

/// A regular expression (ICU syntax, `.` matching newlines too) compiled once, with the two
/// operations `AutoParagraph` and `Clickable` need.
struct Pattern: @unchecked Sendable {
    private let regex: NSRegularExpression?

    /// `source` is a literal of this target: a mistake in one shows as a pattern that never matches.
    init(_ source: String) {
        regex = try? NSRegularExpression(pattern: source, options: [.dotMatchesLineSeparators, .caseInsensitive])
    }

    /// `text` with each match replaced by what `replacement` makes of its groups (0: the whole
    /// match; an unmatched group is empty).
    func replace(in text: String, with replacement: ([String]) -> String) -> String {
        guard let regex else { return text }
        let source = text as NSString
        WorkMeter.record(source.length)
        var result = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += replacement(groups(of: match, in: source))
            last = match.range.location + match.range.length
        }
        return result + source.substring(from: last)
    }

    /// The groups of the first match in `text`, or nil.
    func firstGroups(in text: String) -> [String]? {
        guard let regex else { return nil }
        let source = text as NSString
        WorkMeter.record(source.length)
        return regex.firstMatch(in: text, range: NSRange(location: 0, length: source.length))
            .map { groups(of: $0, in: source) }
    }

    private func groups(of match: NSTextCheckingResult, in source: NSString) -> [String] {
        (0..<match.numberOfRanges).map { index in
            let range = match.range(at: index)
            return range.location == NSNotFound ? "" : source.substring(with: range)
        }
    }
}
