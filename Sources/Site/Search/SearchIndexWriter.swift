import Archive
import Feeds
import Foundation

/// The in-browser search's static index: the archive's own tokens (``SearchTokenizer``) with
/// their counts by column, so that `search.js` finds and ranks (bm25, ``SearchColumn`` weights)
/// what `blogkit search` does, loading only what a query needs:
///
/// - `search/manifest.js`: the number of documents, their average length, the ranges their
///   lengths are written in (``LengthCode``), the first term of each term shard, the shard
///   sizes, the column weights.
/// - `search/t/N.js`: the postings (``PostingLists``) of the terms from the first of shard N up
///   to the first of shard N+1, in UTF-8 order (``TermShards``).
/// - `search/2/N.js`: the postings, in the same form, of the pairs of tokens next to each other
///   (`"sign on"`) whose FNV-1a's high 32 bits times `pairShards`, over 2^32, is N, for phrases
///   (``shard(ofPair:count:)``).
/// - `search/n/N.js`: the lengths (tokens in all columns) of documents `N*lengthsPerShard ..<
///   (N+1)*lengthsPerShard`, for bm25's length normalization, exact, in ``LengthCode``.
/// - `search/p/N.js`: the title, date, page, and the start of the prose and code of documents
///   `N*postsPerShard ..< (N+1)*postsPerShard`, for the results shown and their passages.
///
/// However many documents there are, each part takes at most a few hundred files
/// (``maximumShards``), so that the index of 100,000 posts stays under 1,000 files, which static
/// hosts accept; shards grow instead.
///
/// Documents are posts and pages, numbered in ``SiteContent/newestFirst(_:_:)`` order, which is
/// also the order of equal scores. Every file is a script calling `blogkitSearch.…(…)`, loaded
/// by a `<script>` element, so search works from a web server and straight from disk (file://),
/// where fetch() is refused.
enum SearchIndexWriter {
    static let directory = "search/"
    static let lengthsPerShard = 1000
    /// The least postings a term shard holds, in bytes (unless it is the last).
    static let shardBytes = 12_000
    /// Pairs are sharded by hash: a phrase needs its pairs, never all pairs with a prefix.
    static let pairShardBytes = 8_000
    /// The most files of term, pair and post shards: shards grow past their sizes above when
    /// there would be more. With one length shard per 1,000 documents, 100,000 documents take
    /// at most 300 + 150 + 400 + 100 + 1 files.
    static let maximumShards = (terms: 300, pairs: 150, posts: 400)
    /// Posts tokenized at once, their prose and code read for it: at most `batchSize`, and no
    /// more once that text reaches `batchBytes`, read `readSize` posts at a time. Their postings
    /// are then merged, encoded, and their text and tokens let go. A post's token counts take
    /// about 20 times its text (130 KB for a post of 7 KB), hence the small budget: two batches
    /// are held at once, one tokenized while the other's postings are added.
    static let batchSize = 1000
    static let batchBytes = 1 << 19
    static let readSize = 4
    /// The most prose and code a post shard keeps of each of its posts, in UTF-8 bytes: what a
    /// passage is chosen from. A shard of one post keeps 12,000 and 4,000 bytes; a larger one
    /// shares `passageBytesPerShard` among its posts, bounding what ten results load.
    static let passageBytes = (prose: 12_000, code: 4_000)
    static let passageBytesPerShard = 16_000

    /// Writes the index's files through `write` (a path relative to the output directory, and the
    /// file's bytes), each as it is made; `write` is called from two threads at once while the
    /// terms and the pairs are merged. Postings that take more than `memory` bytes are spilled to
    /// a scratch file made by `scratch` (``PostingRuns``), then merged back.
    static func write(
        for content: SiteContent, memory: Int, scratch: () throws(SiteError) -> ScratchFile,
        to write: @escaping @Sendable (String, Data) throws(SiteError) -> Void
    ) throws(SiteError) {
        // The documents in their order, as numbers into the posts and then the pages: a copy of
        // the site's posts themselves would take 40 MB at 100,000 posts, for the whole build.
        func document(_ number: Int) -> SitePost {
            number < content.posts.count ? content.posts[number] : content.standalone[number - content.posts.count]
        }
        let documents = (0..<content.posts.count + content.standalone.count).sorted {
            SiteContent.newestFirst(document($0).post, document($1).post)
        }
        let postsPerShard = max(1, (documents.count + maximumShards.posts - 1) / maximumShards.posts)
        var names = TermNumbers()
        var terms = PostingLists()
        var pairs = PostingLists()
        var termRuns = PostingRuns(order: .terms)
        var pairRuns = PostingRuns(order: .pairs)
        var file: ScratchFile?
        var lengths: [Int] = []
        let add: @Sendable (String, String) throws(SiteError) -> Void = { path, text throws(SiteError) in
            try write(directory + path, Data(text.utf8))
        }
        let addBytes: @Sendable (String, [UInt8]) throws(SiteError) -> Void = { path, bytes throws(SiteError) in
            try write(directory + path, Data(bytes))
        }
        var postShard: [String] = []
        // The posts from `start` that make one batch, with their prose and code.
        func batch(from start: Int) throws(SiteError) -> [SitePost] {
            var posts: [SitePost] = []
            var bytes = 0
            while start + posts.count < documents.count, posts.count < batchSize, bytes < batchBytes {
                let next = start + posts.count
                let read = try content.bodies.with(
                    [.prose, .code], documents[next..<min(documents.count, next + readSize, start + batchSize)].map(document))
                bytes += read.reduce(0) { $0 + $1.post.prose.utf8.count + $1.post.code.reduce(0) { $0 + $1.code.utf8.count } }
                posts += read
            }
            return posts
        }
        func tokenize(_ posts: [SitePost]) -> BackgroundJob<[IndexedDocument]>? {
            posts.isEmpty ? nil : BackgroundJob { () throws(SiteError) in try index(posts.map(\.post)) }
        }
        // A batch at a time: only the postings, encoded, and one post shard stay in memory. The
        // next batch is read and tokenized while this one's postings are added.
        var start = 0
        var current = try batch(from: 0)
        var tokenizing = tokenize(current)
        while let job = tokenizing {
            let next = try batch(from: start + current.count)
            tokenizing = tokenize(next)
            for (offset, document) in try job.value().enumerated() {
                let numbers = document.tokens.map { names.number(of: $0) }
                for (index, counts) in document.counts.enumerated() {
                    terms.add(UInt64(numbers[index]), counts, document: start + offset)
                }
                for (key, counts) in document.pairs {
                    pairs.add(
                        TermNumbers.pairKey(numbers[Int(key >> 32)], numbers[Int(key & 0xffff_ffff)]), counts, document: start + offset)
                }
                lengths.append(document.length)
            }
            if terms.memory + pairs.memory + names.memory > memory {
                let spilled: ScratchFile
                if let file { spilled = file } else { spilled = try scratch() }
                file = spilled
                try termRuns.spill(&terms, names: names, to: spilled)
                try pairRuns.spill(&pairs, names: names, to: spilled)
                // The lists are empty: no number is used any more.
                names = TermNumbers()
            }
            for (offset, document) in current.enumerated() {
                postShard.append(fields(document, sharing: postsPerShard))
                let number = start + offset
                if (number + 1) % postsPerShard == 0 || number + 1 == documents.count {
                    try add(
                        "p/\(number / postsPerShard).js", "blogkitSearch.posts(\(number / postsPerShard),[\(postShard.joined(separator: ","))]);\n")
                    postShard = []
                }
            }
            start += current.count
            current = next
        }
        // Terms and pairs are merged each on a core of its own.
        let heldTerms = terms.removeAll(in: .terms, names: names)
        let heldPairs = pairs.removeAll(in: .pairs, names: names)
        let pairJob = BackgroundJob { [pairRuns] () throws(SiteError) in try writePairs(pairRuns, then: heldPairs, addBytes) }
        let termFirsts = Result { () throws(SiteError) in try writeTerms(termRuns, then: heldTerms, add) }
        let pairShards = try pairJob.value()
        let firsts = try termFirsts.get()
        let lengthCode = LengthCode(lengths: lengths)
        for start in stride(from: 0, to: lengths.count, by: lengthsPerShard) {
            let code = lengthCode.encoded(lengths[start..<min(lengths.count, start + lengthsPerShard)])
            try add(
                "n/\(start / lengthsPerShard).js",
                "blogkitSearch.lengths(\(start / lengthsPerShard),\"\(code.ranges)\",\"\(code.offsets)\");\n")
        }
        let average = Double(lengths.reduce(0, +)) / Double(max(lengths.count, 1))
        let weights = SearchColumn.allCases.map { "\($0.weight)" }.joined(separator: ",")
        try add("manifest.js", """
            blogkitSearch.manifest({"docs":\(lengths.count),"averageLength":\(average),\
            "lengthsPerShard":\(lengthsPerShard),"lengthRanges":\(lengthCode.json),"postsPerShard":\(postsPerShard),"pairShards":\(pairShards),\
            "weights":[\(weights)],"terms":[\(firsts.map(JSON.string).joined(separator: ","))]});

            """)
    }

    /// Merges the term runs and held terms twice: first to size the shards, then to write
    /// them. Returns each shard's first term.
    private static func writeTerms(
        _ runs: PostingRuns, then held: [PostingRecord], _ add: (String, String) throws(SiteError) -> Void
    ) throws(SiteError) -> [String] {
        var bytes = 0
        try runs.forEach(then: held) { bytes += $0.size }
        var shards = TermShards(least: max(shardBytes, bytes / maximumShards.terms + 1))
        try runs.forEach(then: held) { record throws(SiteError) in
            if let shard = shards.add(record) { try add("t/\(shard.number).js", "blogkitSearch.terms(\(shard.number),{\(shard.entries)});\n") }
        }
        if let shard = shards.finish() { try add("t/\(shard.number).js", "blogkitSearch.terms(\(shard.number),{\(shard.entries)});\n") }
        return shards.firsts
    }

    /// Merges the pair runs and held pairs twice: first to count the shards, then to write
    /// them, each built as bytes (a large site has millions of pairs). Returns the number of
    /// shards.
    private static func writePairs(
        _ runs: PostingRuns, then held: [PostingRecord], _ add: (String, [UInt8]) throws(SiteError) -> Void
    ) throws(SiteError) -> Int {
        var bytes = 0
        try runs.forEach(then: held) { bytes += $0.size }
        let count = min(maximumShards.pairs, max(1, bytes / pairShardBytes))
        var shard = 0
        var entries: [UInt8] = []
        // Writes the shards up to `last`, the first with `entries`, any other empty.
        func close(through last: Int) throws(SiteError) {
            while shard <= last {
                try add("2/\(shard).js", Array("blogkitSearch.pairs(\(shard),{".utf8) + entries + Array("});\n".utf8))
                entries.removeAll(keepingCapacity: true)
                shard += 1
            }
        }
        try runs.forEach(then: held) { record throws(SiteError) in
            try close(through: self.shard(ofPair: record.key, count: count) - 1)
            if !entries.isEmpty { entries.append(UInt8(ascii: ",")) }
            record.appendEntry(to: &entries)
        }
        try close(through: count - 1)
        return count
    }

    /// A document's entry in its post shard: `[title, day, page, prose, code]`, the prose and
    /// code cut to the passage bytes its share of the shard allows. `document` holds its prose and code.
    private static func fields(_ document: SitePost, sharing posts: Int) -> String {
        let post = document.post
        let share = passageBytesPerShard / posts
        let fields = [
            post.title, document.date?.isoDay ?? "", document.path.href(from: ""),
            prefix(post.prose, bytes: min(passageBytes.prose, share * 3 / 4)),
            prefix(post.code.map(\.code).joined(separator: "\n\n"), bytes: min(passageBytes.code, share / 4)),
        ]
        return "[" + fields.map(JSON.string).joined(separator: ",") + "]"
    }

    /// The documents' terms, tokenized on every core, one tokenizer per worker.
    private static func index(_ posts: [Post]) throws(SiteError) -> [IndexedDocument] {
        let workers = min(posts.count, ProcessInfo.processInfo.activeProcessorCount)
        let parts = try Parallel.map(workers) { worker throws(SiteError) in
            let tokenizer: SearchTokenizer
            do { tokenizer = try SearchTokenizer() } catch { throw .archive("\(error)") }
            return stride(from: worker, to: posts.count, by: workers).map { IndexedDocument(posts[$0], tokenizer: tokenizer) }
        }
        return (0..<posts.count).map { parts[$0 % workers][$0 / workers] }
    }

    /// The pair shard of `key`: the high half of its FNV-1a, which `search.js` computes too,
    /// scaled to `count` (so that the shards are ranges of ``rank(ofPair:)``).
    static func shard(ofPair key: String, count: Int) -> Int {
        Int((UInt64(rank(ofPair: key)) * UInt64(count)) >> 32)
    }

    /// The high half of the FNV-1a of `key`: where the pair goes in the order of its shards.
    static func rank(ofPair key: String) -> UInt32 {
        var hash = FNV1a()
        hash.combine(key)
        return UInt32(truncatingIfNeeded: hash.value >> 32)
    }

    /// The start of `text`, at most `bytes` of its UTF-8, cut between characters.
    private static func prefix(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var size = 0
        let end = text.unicodeScalars.firstIndex { scalar in
            size += scalar.utf8.count
            return size > bytes
        } ?? text.unicodeScalars.endIndex
        return String(text.unicodeScalars[..<end])
    }
}
