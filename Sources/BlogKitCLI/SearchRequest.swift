import Archive
import ArgumentParser
import Foundation

/// What `blogkit search` was asked for, as plain values, and running it.
///
/// Read by ArgumentParser (``Search``), or, for a command line of words and options spelled out
/// in full, by ``init(commandLine:)`` without it: ArgumentParser's parse of `search` is a third
/// of a whole search's instructions at the median (its reflection over the options and its
/// generic types make the Swift runtime scan the binary's 7,000 protocol conformances dozens of
/// times), more than the search itself. Anything else, including every usage error, help and
/// shortened or joined forms, goes to ArgumentParser; `SearchRequestTests` checks that both read
/// every command line they both accept alike.
struct SearchRequest: Equatable {
    var words: [String] = []
    var category: String?
    var since: String?
    var until: String?
    var limit = 10
    var offset = 0
    var json = false
    var location = ArchiveLocation(db: nil, busyTimeout: ArchiveLocation.defaultBusyTimeout)

    init(search: Search) {
        words = search.words
        category = search.category
        since = search.since
        until = search.until
        limit = search.limit
        offset = search.offset
        json = search.json
        location = search.database.location
    }

    /// `arguments` (the whole command line, `blogkit search ...`) read as ArgumentParser reads
    /// them, or nil when it holds anything but words and, each at most once, `--db PATH`,
    /// `--busy-timeout SECONDS`, `--category NAME`, `--since DATE`, `--until DATE`, `--limit N`,
    /// `--offset N`, `--json`. Every argument from `--` on is a word; before it, an argument starting
    /// with `-` is one of those options or makes this nil. A value that may not start with `-`
    /// and does, or a number that is not one, makes it nil too: ArgumentParser says what is wrong.
    init?(commandLine arguments: [String]) {
        guard arguments.count > 1, arguments[1] == "search" else { return nil }
        var seen: Set<String> = []
        var index = 2
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            if argument == "--" {
                // As ArgumentParser collects them: the `--` too (the query reads no word there).
                words += arguments[(index - 1)...]
                break
            }
            guard seen.insert(argument).inserted else { return nil }
            if argument == "--json" {
                json = true
                continue
            }
            guard index < arguments.count else { return nil }
            let value = arguments[index]
            index += 1
            switch argument {
            // `.unconditional`: the next argument, whatever it starts with.
            case "--limit", "--offset":
                guard let number = Int(value) else { return nil }
                if argument == "--limit" { limit = number } else { offset = number }
            case "--db", "--busy-timeout", "--category", "--since", "--until":
                guard !value.hasPrefix("-") else { return nil }
                switch argument {
                case "--db": location.db = value
                case "--busy-timeout":
                    guard let seconds = Int(value), seconds >= 0 else { return nil }
                    location.busyTimeout = seconds
                case "--category": category = value
                case "--since": since = value
                default: until = value
                }
            default:
                return nil
            }
        }
    }

    /// Searches, prints the results (a page of hits, or a JSON array and the summary on
    /// stderr) and exits: 0 with hits, 1 without. Throws exit code 2 on a bad query or archive.
    func run() throws -> Never {
        let query: SearchQuery
        do {
            query = try SearchQuery(
                words.joined(separator: " "), category: category,
                since: since.map { text throws(SearchError) in try PartialDate(text) },
                until: until.map { text throws(SearchError) in try PartialDate(text) },
                limit: limit, offset: offset)
        } catch {
            throw Console.fail(error.description, code: 2)
        }
        let path = location.path()
        guard FileManager.default.fileExists(atPath: path) else {
            throw Console.fail("\(path): no archive here; run blogkit import first", code: 2)
        }
        let archive: Archive
        let results: SearchResults
        do {
            archive = try location.archive()
            results = try archive.search(query)
        } catch {
            throw Console.fail(error.description, code: 2)
        }
        if json {
            print(SearchJSON.render(results.hits))
            Console.error(SearchText.summary(results, query: query))
        } else {
            print(SearchText.forStandardOutput.render(results, query: query), terminator: "")
        }
        // The connection is closed, and the process ends before the archive is released: GRDB's
        // queue, deinitialized, unregisters from Foundation's notification center, whose first
        // dynamic cast costs a scan of the binary's protocol conformances (0.2 ms). A close that
        // fails leaves what a killed reader leaves, which the next connection reads as before.
        try? archive.close()
        withExtendedLifetime(archive) {
            Foundation.exit(results.hits.isEmpty ? 1 : 0)
        }
    }
}
