import Foundation
import GRDB

/// The blocks of posts (``SearchBounds``) in which a query can match, each with the highest score
/// a post of it can have, best first: ranking scores block after block and stops when the page's
/// last score is above every block left, so a search for common words scores the posts of a few
/// blocks instead of every match, and ranks exactly as scoring them all would.
///
/// A block's bound is the highest sum, phrase by phrase in the order the score adds them, of what
/// each phrase can add to a post there of one length, at any length (``PhraseBlockBound``):
/// - a tracked word (no column filter): its ``TermFrontier``'s bound at its own IDF, computed from
///   the posts the bounds count (which the ranking then uses, so both agree);
/// - a phrase in fewer posts than the tracking threshold: its exact score in each of its posts;
/// - a phrase of tracked words in more (a quoted phrase, a word in one column): the least of its
///   words' bounds, at the IDF of a phrase in as many posts as it was counted in (a phrase is no
///   more frequent in a post than any of its words, and a statement counts no fewer posts).
///
/// A block where a group of the query (terms joined by `OR`) has no phrase holds no match. A
/// query is ranked by scoring every match when a group of tracked words alone is in no more posts
/// than the search counts, when it has no tracked word alone (the bounds of the
/// other phrases are too loose to leave blocks out, and their IDF costs as much as scoring), when
/// a group has only phrases in few posts (then it has few matches), when it has a prefix or an
/// untracked phrase in many posts, and when the archive's bounds are not in step.
struct BlockMaxRanking {
    struct Block {
        var ids: ClosedRange<Int64>
        var bound: Double
    }

    /// The blocks that may hold a match, highest bound first.
    let blocks: [Block]
    /// The posts holding each phrase, where the bounds tell (tracked terms without a column).
    let postCounts: [Int: Int64]
    /// The ids from the first block's to the last's, in id order.
    var span: ClosedRange<Int64> {
        let first = blocks.map(\.ids.lowerBound).min() ?? 0
        return first...max(first, blocks.map(\.ids.upperBound).max() ?? 0)
    }
    /// The number of matches, when the bounds tell it: a query of one tracked term, unfiltered.
    let matchCount: Int?
    /// No more posts than this match: the fewest holding a group of the query's tracked words.
    let matchesAtMost: Int

    /// The plan for `query`, or nil when it must be ranked by scoring every match. `countLimit`:
    /// the matches a search counts (``Archive/search(_:countLimit:)``).
    static func plan(for query: SearchQuery, countLimit: Int, in db: Database) throws -> BlockMaxRanking? {
        guard try SearchBounds.hasTable("search_bound_state", in: db),
              let threshold = try Int.fetchOne(db, sql: "SELECT threshold FROM search_bound_state"),
              try !SearchBounds.hasMarkedBlock(in: db),
              let averages = try averages(in: db)
        else { return nil }
        let tokenizer = try db.makeTokenizer(SearchIndex.tokenizer)
        let idf = { (posts: Int) in RankState.inverseFrequency(posts: Double(posts), rowCount: averages.rowCount) }
        // Each term's tokens, and the posts holding each, where the token is tracked.
        var termTokens: [[(token: String, posts: Int?)]] = []
        for term in query.terms {
            let tokens = term.isPrefix ? [] : try tokenizer.tokenize(query: term.text).map(\.token)
            if !term.isPrefix, tokens.isEmpty { return nil }
            termTokens.append(try tokens.map { ($0, try Self.trackedPosts(of: $0, in: db)) })
        }
        // Without a tracked word alone, unfiltered, in the query, the bounds are too loose to
        // leave out many blocks: the other phrases' IDF is not known without counting their
        // posts (a prefix's, not even then), which costs about as much as scoring them.
        let plain = query.terms.indices.filter {
            query.terms[$0].column == nil && termTokens[$0].count == 1 && termTokens[$0][0].posts != nil
        }
        guard !plain.isEmpty else { return nil }
        // A group of tracked words alone matches no more posts than hold them: up to the count
        // limit (10,000 by default: about 6 ms of scoring), scoring every match costs less than
        // ranking by blocks.
        var most = Int.max
        for group in Set(query.groups) {
            let members = query.groups.indices.filter { query.groups[$0] == group }
            guard members.allSatisfy(plain.contains) else { continue }
            most = min(most, members.reduce(0) { $0 + (termTokens[$1][0].posts ?? 0) })
        }
        guard most > countLimit else { return nil }
        let tokenFrontiers = try termTokens.map { tokens in
            try tokens.map { token in try token.posts.map { _ in try Self.frontiers(of: token.token, in: db) } ?? nil }
        }
        // A tracked token whose bounds cannot be read: not trusted.
        for (tokens, frontiers) in zip(termTokens, tokenFrontiers) where zip(tokens, frontiers).contains(where: { $0.posts != nil && $1 == nil }) {
            return nil
        }
        var phraseBounds: [[Int64: PhraseBlockBound]?] = []
        var rare: [Int: Int] = [:]
        var postCounts: [Int: Int64] = [:]
        for (phrase, term) in query.terms.enumerated() {
            let found = tokenFrontiers[phrase]
            let frontiers = found.compactMap { $0 }
            let tracked = !frontiers.isEmpty && frontiers.count == found.count
            if plain.contains(phrase) {
                let posts = frontiers[0].values.reduce(0) { $0 + $1.posts }
                postCounts[phrase] = Int64(posts)
                phraseBounds.append(frontiers[0].mapValues { .frontiers([$0], inverseFrequency: idf(posts)) })
                continue
            }
            // Counted: all of them for a term in one column (its IDF may be that of its posts
            // there, which the bounds do not hold); up to the threshold for any other phrase.
            let limit = tracked && frontiers.count == 1 ? Int.max : threshold
            let posts = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM (SELECT 1 FROM \(SearchIndex.table) WHERE \(SearchIndex.table) MATCH ? LIMIT ?)",
                arguments: [term.matchExpression, limit]) ?? 0
            if posts < threshold {
                rare[phrase] = posts
                phraseBounds.append(nil)
            } else if tracked {
                // Its IDF is no higher than that of a phrase in `posts` posts (a statement counts
                // no fewer); in a post, it is no more frequent than any of its terms.
                var bounds: [Int64: PhraseBlockBound] = [:]
                for block in frontiers[0].keys {
                    let each = frontiers.compactMap { $0[block] }
                    if each.count == frontiers.count { bounds[block] = .frontiers(each, inverseFrequency: idf(posts)) }
                }
                phraseBounds.append(bounds)
            } else {
                return nil
            }
        }
        // A group of phrases in few posts only has few matches: scoring them all costs less
        // than a statement per block.
        let frequentGroups = Set(query.groups.indices.filter { rare[$0] == nil }.map { query.groups[$0] })
        guard frequentGroups.count == Set(query.groups).count else { return nil }
        for (phrase, posts) in rare {
            // What it adds to each of its posts, exactly. A column filter may count its posts in
            // that column only; a statement counts no fewer.
            if query.terms[phrase].column == nil { postCounts[phrase] = Int64(posts) }
            phraseBounds[phrase] = try Self.exactBounds(
                of: query.terms[phrase], inverseFrequency: idf(posts), averageLength: averages.averageLength, in: db
            ).mapValues { .exact($0) }
        }
        let allBounds = phraseBounds.map { $0 ?? [:] }
        var blocks: [Block] = []
        for block in Set(allBounds.flatMap(\.keys)) {
            var groupsHeld = Set<Int>()
            var parts: [PhraseBlockBound] = []
            for (phrase, bounds) in allBounds.enumerated() {
                guard let part = bounds[block] else { continue }
                groupsHeld.insert(query.groups[phrase])
                parts.append(part)
            }
            if groupsHeld.count == Set(query.groups).count {
                let bound = PhraseBlockBound.bound(of: parts, averageLength: averages.averageLength)
                blocks.append(Block(ids: SearchBounds.ids(of: block), bound: bound))
            }
        }
        blocks.sort { $0.bound != $1.bound ? $0.bound > $1.bound : $0.ids.lowerBound > $1.ids.lowerBound }
        let single = query.terms.count == 1 && query.phraseCount == 1 && !query.isFiltered
        return BlockMaxRanking(
            blocks: blocks, postCounts: postCounts, matchCount: single ? postCounts[0].map { Int($0) } : nil,
            matchesAtMost: most)
    }

    /// The most `term` adds to the score of a post in each block, from each post holding it.
    private static func exactBounds(
        of term: QueryTerm, inverseFrequency: Double, averageLength: Double, in db: Database
    ) throws -> [Int64: Double] {
        var bounds: [Int64: Double] = [:]
        let rows = try Row.fetchCursor(
            db, sql: """
                SELECT rowid, \(FrequencyFunction.name)(\(SearchIndex.table), 1) FROM \(SearchIndex.table)
                WHERE \(SearchIndex.table) MATCH ?
                """,
            arguments: [term.matchExpression])
        while let row = try rows.next() {
            let packed: Int64 = row[1]
            let score = RankState.termScore(
                inverseFrequency: inverseFrequency, frequency: Double(packed >> 32) / 2,
                length: Int32(truncatingIfNeeded: packed & 0xffff_ffff), averageLength: averageLength)
            let block = SearchBounds.block(of: row[0])
            bounds[block] = max(bounds[block] ?? 0, score)
        }
        return bounds
    }

    /// Blocks ranked one by one, best bound first, before the others, if more than as many may
    /// still hold one of the best, may be ranked in runs.
    static let blocksRankedAlone = 16
    /// A block ranked alone costs about as much as this many ranked in a run: its statement seeks
    /// each term in every segment of the index (about 0.1 ms against 0.025 ms a block for
    /// `with you` at 100,000 posts).
    static let costOfRankingAlone = 4

    /// True when the blocks still to rank cost less in runs: past the first
    /// ``blocksRankedAlone``, more than as many may still hold one of the best, and the last
    /// ``blocksRankedAlone`` ranked alone left out fewer than ``costOfRankingAlone`` of them
    /// each, on average. `left`: for each block ranked alone, and the next, how many blocks from
    /// it on may hold one of the best. A bar that rises past most bounds at once (two common
    /// words) leaves out hundreds of blocks after a few dozen ranked alone; one that rises slowly
    /// (bounds close together) would be ranked alone for hundreds.
    static func ranksInRuns(left: [Int]) -> Bool {
        let index = left.count - 1
        guard index >= blocksRankedAlone, left[index] > blocksRankedAlone else { return false }
        return left[index - blocksRankedAlone] - left[index] < blocksRankedAlone * costOfRankingAlone
    }

    /// Blocks of a run may be this far apart (in blocks): ranking the posts of the blocks between
    /// costs less than another statement.
    static let runGap: Int64 = 2

    /// A range of ids to rank in one statement: blocks of `blocks`, close by, and the posts
    /// between them.
    struct Run {
        var ids: ClosedRange<Int64>
        /// The highest bound of its blocks.
        var bound: Double
        var blocks: Int
    }

    /// `blocks` gathered in runs, in id order, that hold none of the blocks in `ranked`; highest
    /// bound first. When they are most of the blocks not ranked yet, the bounds left nearly
    /// nothing out, and a run spans any gap: scoring the posts there costs less than statements.
    func runs(of blocks: [Block], after ranked: ArraySlice<Block>) -> [Run] {
        let rankedStarts = ranked.map(\.ids.lowerBound).sorted()
        let gap = 2 * blocks.count >= self.blocks.count - ranked.count ? Int64.max : Self.runGap
        var runs: [Run] = []
        for block in blocks.sorted(by: { $0.ids.lowerBound < $1.ids.lowerBound }) {
            if var last = runs.last,
               SearchBounds.block(of: block.ids.lowerBound) - SearchBounds.block(of: last.ids.upperBound) - 1 <= gap,
               !rankedStarts.contains(where: { last.ids.upperBound < $0 && $0 < block.ids.lowerBound }) {
                last.ids = last.ids.lowerBound...block.ids.upperBound
                last.bound = max(last.bound, block.bound)
                last.blocks += 1
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(ids: block.ids, bound: block.bound, blocks: 1))
            }
        }
        return runs.sorted { $0.bound > $1.bound }
    }

    /// The posts holding `term`, when it is tracked.
    private static func trackedPosts(of term: String, in db: Database) throws -> Int? {
        guard try Int.fetchOne(db, sql: "SELECT 1 FROM search_bound_term WHERE term = ?", arguments: [term]) != nil else {
            return nil
        }
        return try Int.fetchOne(db, sql: "SELECT total(posts) FROM search_bound WHERE term = ?", arguments: [term])
    }

    /// The tracked term's frontier in each block holding it; nil when one is not readable.
    private static func frontiers(of term: String, in db: Database) throws -> [Int64: TermFrontier]? {
        var frontiers: [Int64: TermFrontier] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT block, posts, frontier FROM search_bound WHERE term = ?", arguments: [term])
        while let row = try rows.next() {
            guard let frontier = TermFrontier(posts: row[1], data: row[2]) else { return nil }
            frontiers[row[0]] = frontier
        }
        return frontiers
    }

    /// The post count and average length FTS5's ranking reads (``RankState/averages(rows:tokens:)``),
    /// from the index's averages record (``DocumentLengths/averages(in:)``).
    private static func averages(in db: Database) throws -> (rowCount: Double, averageLength: Double)? {
        guard let record = try DocumentLengths.averages(in: db), record.tokens.count == SearchColumn.allCases.count else {
            return nil
        }
        return RankState.averages(rows: record.rows, tokens: record.tokens.reduce(0, +))
    }
}
