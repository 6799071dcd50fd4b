import Archive
import ArgumentParser
import Feeds
import Foundation

/// `blogkit search WORDS...`: ranked full-text search over the archive's posts and code.
struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the archive's posts and code.",
        discussion: """
            Every word must match. "exact phrase", prefix*, a OR b, -word or NOT word (exclude), \
            column filters title:word, category:word, prose:word, code:word. Quote the whole query \
            for the shell when it holds quotes: blogkit search '"single sign-on" -android'. \
            A word starting with -- is an option; to search for one, put it after --: \
            blogkit search -- --busy-timeout.
            Exit status: 0 with results, 1 with none, 2 on a usage error or an unreadable archive.
            """)

    @OptionGroup var database: DatabaseOption

    @Option(name: .long, help: ArgumentHelp("Only posts in this category.", valueName: "name"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp(
        "Only posts published since: YYYY, YYYY-MM or YYYY-MM-DD.", valueName: "date"))
    var since: String?

    @Option(name: .long, help: ArgumentHelp("Only posts published until (inclusive).", valueName: "date"))
    var until: String?

    // Unconditional: `--offset -5` is a bad number, not a missing one.
    @Option(name: .long, parsing: .unconditional, help: "At most this many results, 1 to 1000.")
    var limit = 10

    @Option(name: .long, parsing: .unconditional, help: "Skip this many results first.")
    var offset = 0

    @Flag(name: .long, help: "Print the results as a JSON array.")
    var json = false

    @Argument(parsing: .allUnrecognized, help: "What to look for.")
    var words: [String] = []

    func run() throws {
        try SearchRequest(search: self).run()
    }

    /// The error for a word before `--` that starts with two dashes and is not an option of
    /// `search` (`--jsn`, `--categroy`): a misspelled option, not a word to look for. A word with
    /// one dash (`-amazon`) excludes posts; any word after `--` is searched as written.
    /// ArgumentParser itself tells: a word it did not take as an option (or as an option's value,
    /// or as --help) lands among the words. Read from this parse, not from a parse of its own for
    /// each option, which cost more than the search itself at start-up.
    func unknownOption(in arguments: [String]) -> String? {
        // The words before `--` (which ArgumentParser keeps among them): one spelled as an
        // option after it is a word, and says nothing of the same spelling before it.
        let wordsBefore = words.prefix { $0 != "--" }
        let unknown = arguments.dropFirst(2).prefix { $0 != "--" }.first { argument in
            argument.hasPrefix("--") && argument.count > 2 && wordsBefore.contains(argument)
        }
        return unknown.map { BlogKit.unknownOption($0, of: Search.self) }
    }

    /// The most arguments `search` takes besides its words: every option with its value.
    private static let optionArguments = 13

    /// Refuses `blogkit search` with more words than `SearchQuery.maximumLength` holds (each word
    /// and a space take two characters at least) before ArgumentParser reads them: its parse takes
    /// time quadratic in the number of arguments (6 s for 4,000 words). The error is the one
    /// `SearchQuery` gives for the same query.
    static func refusalBeforeParsing(_ arguments: [String]) -> SearchError? {
        guard arguments.count > 1, arguments[1] == "search",
              arguments.count - 2 > SearchQuery.maximumLength / 2 + optionArguments else { return nil }
        return .tooLong(limit: SearchQuery.maximumLength)
    }

}

/// Search results as lines for a person: on a terminal with bold titles and highlighted matches.
struct SearchText {
    enum Style { case plain, terminal }
    let style: Style

    /// Terminal escapes only when standard output is a terminal and `NO_COLOR` is unset or empty.
    static var forStandardOutput: Self {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Self(style: isatty(1) == 1 && !noColor ? .terminal : .plain)
    }

    func render(_ results: SearchResults, query: SearchQuery) -> String {
        var lines: [String] = []
        for (index, hit) in results.hits.enumerated() {
            let number = String(query.offset + index + 1)
            let indent = String(repeating: " ", count: number.count + 2)
            lines.append("\(number). \(emphasized(hit.title))")
            let date = hit.published.map(RFC3339.day) ?? "undated"
            lines.append(indent + ([date, hit.link ?? "post \(hit.id)"]).joined(separator: "  "))
            let snippet = hit.snippet.parts.map { $0.isMatch ? emphasized($0.text) : $0.text }.joined()
            if !snippet.isEmpty { lines.append(indent + snippet) }
            lines.append("")
        }
        lines.append(Self.summary(results, query: query))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `12 posts matched, showing 1-10, in 1.4 ms.`
    static func summary(_ results: SearchResults, query: SearchQuery) -> String {
        let count = results.matchCount
        var text = count == 1 ? "1 post matched" : "\(SearchFormat.count(count)) posts matched"
        if !results.matchCountIsExact { text = "more than " + text }
        if !results.hits.isEmpty, results.hits.count < count {
            text += " (showing \(query.offset + 1)-\(query.offset + results.hits.count))"
        }
        let tenths = (results.duration / .microseconds(100)).rounded()
        return text + " in \(tenths / 10) ms."
    }

    private func emphasized(_ text: String) -> String {
        style == .terminal ? "\u{1B}[1m\(text)\u{1B}[22m" : text
    }
}

/// Search hits as a JSON array, keys sorted so that output is stable.
enum SearchJSON {
    /// The hits as a pretty-printed JSON array, keys sorted, written directly: JSONEncoder's
    /// first use in a process took 1.3 ms of a 20 ms command (its reflection and metadata).
    /// Strings go through ``JSON/string(_:)``, as everywhere blogkit writes JSON.
    static func render(_ hits: [SearchHit]) -> String {
        guard !hits.isEmpty else { return "[]" }
        return "[\n" + hits.map(object).joined(separator: ",\n") + "\n]"
    }

    private static func object(_ hit: SearchHit) -> String {
        let members: [(String, String)] = [
            ("categories", array(hit.categories.map(JSON.string))),
            ("guid", JSON.string(hit.guid)),
            ("id", String(hit.id)),
            ("link", hit.link.map(JSON.string) ?? "null"),
            ("matched_in", array(hit.matchedIn.map { JSON.string($0.rawValue) })),
            ("published", hit.published.map { JSON.string(RFC3339.dateTime($0)) } ?? "null"),
            ("score", number(hit.score)),
            ("snippet", JSON.string(hit.snippet.text)),
            ("title", JSON.string(hit.title)),
        ]
        let lines = members.map { key, value in "    \"\(key)\" : \(value)" }
        return "  {\n" + lines.joined(separator: ",\n") + "\n  }"
    }

    /// An array member's value; an empty one as JSONEncoder wrote it, which scripts may match.
    private static func array(_ elements: [String]) -> String {
        "[\n" + elements.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]"
    }

    /// The shortest text that reads back as `value`, as Swift and JSONEncoder write it, without
    /// a trailing `.0`; `null` for a value JSON cannot hold (a score is always finite).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// Counts as search output writes them, without Foundation's format styles: their first use
/// costs about a millisecond (the count's loads ICU), in a command that takes twenty.
enum SearchFormat {
    /// `12,345`: digits in groups of three, as `formatted()` writes a count in English.
    /// Appended digit by digit: `String(_:)` of a slice of Characters and `joined(separator:)`
    /// are generic code whose first call makes the Swift runtime scan the binary's protocol
    /// conformances, about a tenth of a millisecond each in a search.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude).unicodeScalars
        var text = value < 0 ? "-" : ""
        var left = digits.count
        for digit in digits {
            text.unicodeScalars.append(digit)
            left -= 1
            if left > 0, left % 3 == 0 { text.unicodeScalars.append(",") }
        }
        return text
    }
}
