import Dispatch
import Foundation
import GRDB

/// The snippets of a page of hits: each from the hit's prose, or from its code when only the
/// code matched or the prose holds no token.
///
/// Tokenizing a hit's text for its snippet is most of a search for a common word in long posts
/// (`and` in the Python documentation's pages: 91 of its 122 million instructions), so texts of
/// more than ``parallelBytes`` in all are shared between two threads, each with a tokenizer of
/// its own; the snippets are the same either way.
enum HitSnippets {
    /// What a hit's snippet is made from.
    struct Source: Sendable {
        var prose: String
        /// Empty unless only the code matched.
        var code: String
        var matchedIn: [SearchColumn]
    }

    /// Past this many bytes of text in all, two threads make the snippets.
    static let parallelBytes = 64 * 1024

    static func make(_ sources: [Source], terms: [QueryTerm], in db: Database) throws -> [Snippet] {
        let matcher = try TermMatcher(terms: terms, in: db)
        let bytes = sources.reduce(0) { $0 + $1.prose.utf8.count + $1.code.utf8.count }
        guard sources.count > 1, bytes > parallelBytes else { return sources.map { snippet($0, matcher: matcher) } }
        let jobs = Jobs(sources: sources, matchers: [matcher, try TermMatcher(terms: terms, in: db)])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in jobs.run(worker: worker) }
        return jobs.snippets
    }

    /// About a line of the prose, or less of the denser code when only the code matched or the
    /// prose is empty.
    static func snippet(_ source: Source, matcher: TermMatcher) -> Snippet {
        let onlyCode = source.matchedIn.contains(.code) && !source.matchedIn.contains(.prose)
        var passage = onlyCode ? SearchColumn.code : .prose
        var text = onlyCode ? source.code : source.prose
        var tokens = matcher.tokens(of: text)
        if passage == .prose, tokens.isEmpty {
            passage = .code
            text = source.code
            tokens = matcher.tokens(of: text)
        }
        return Snippet(
            text: text, tokens: tokens, instances: matcher.instances(in: tokens, column: passage),
            size: passage == .prose ? 18 : 12)
    }

    /// The sources, taken one at a time by whichever thread is free; each thread uses its own
    /// matcher (a tokenizer is not shared), each snippet is written once.
    private final class Jobs: @unchecked Sendable {
        let sources: [Source]
        let matchers: [TermMatcher]
        private var results: [Snippet?]
        private var next = 0
        private let lock = NSLock()

        init(sources: [Source], matchers: [TermMatcher]) {
            self.sources = sources
            self.matchers = matchers
            results = Array(repeating: nil, count: sources.count)
        }

        func run(worker: Int) {
            while let index = take() {
                let snippet = HitSnippets.snippet(sources[index], matcher: matchers[worker])
                lock.withLock { results[index] = snippet }
            }
        }

        private func take() -> Int? {
            lock.withLock {
                guard next < sources.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        var snippets: [Snippet] { results.map { $0 ?? Snippet(marked: "", open: Snippet.open, close: Snippet.close) } }
    }
}
