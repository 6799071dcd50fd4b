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
///   (`"sign on"`) whose FNV-1a hash modulo `pairShards` is N, for phrases.
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
    /// about 20 times its text (130 KB for a post of 7 KB), hence the small budget.
    static let batchSize = 1000
    static let batchBytes = 1 << 20
    static let readSize = 4
    /// The most prose and code a post shard keeps of each of its posts, in UTF-8 bytes: what a
    /// passage is chosen from. A shard of one post keeps 12,000 and 4,000 bytes; a larger one
    /// shares `passageBytesPerShard` among its posts, bounding what ten results load.
    static let passageBytes = (prose: 12_000, code: 4_000)
    static let passageBytesPerShard = 16_000

    /// The index files, by path relative to the output directory.
    static func files(for content: SiteContent) throws(SiteError) -> [String: Data] {
        let documents = (content.posts + content.standalone).sorted { SiteContent.newestFirst($0.post, $1.post) }
        let postsPerShard = max(1, (documents.count + maximumShards.posts - 1) / maximumShards.posts)
        var terms = PostingLists()
        var pairs = PostingLists()
        var lengths: [Int] = []
        // Each file as bytes at once: the text of the whole index is never held twice.
        var files: [String: Data] = [:]
        func add(_ path: String, _ text: String) { files[directory + path] = Data(text.utf8) }
        var postShard: [String] = []
        // A batch at a time: only the postings, encoded, and the post shards stay in memory.
        var start = 0
        while start < documents.count {
            var batch: [SitePost] = []
            var bytes = 0
            while start + batch.count < documents.count, batch.count < batchSize, bytes < batchBytes {
                let next = start + batch.count
                let read = try content.bodies.with(
                    [.prose, .code], Array(documents[next..<min(documents.count, next + readSize, start + batchSize)]))
                bytes += read.reduce(0) { $0 + $1.post.prose.utf8.count + $1.post.code.reduce(0) { $0 + $1.code.utf8.count } }
                batch += read
            }
            for (offset, document) in try index(batch.map(\.post)).enumerated() {
                terms.add(document.terms, document: start + offset)
                pairs.add(document.pairs, document: start + offset)
                lengths.append(document.length)
            }
            for (offset, document) in batch.enumerated() {
                postShard.append(fields(document, sharing: postsPerShard))
                let number = start + offset
                if (number + 1) % postsPerShard == 0 || number + 1 == documents.count {
                    add(
                        "p/\(number / postsPerShard).js", "blogkitSearch.posts(\(number / postsPerShard),[\(postShard.joined(separator: ","))]);\n")
                    postShard = []
                }
            }
            start += batch.count
        }
        let termShards = TermShards(terms, least: max(shardBytes, terms.size / maximumShards.terms + 1))
        for (number, keys) in termShards.shards.enumerated() {
            add("t/\(number).js", "blogkitSearch.terms(\(number),{\(entries(keys, terms))});\n")
        }
        let pairShards = min(maximumShards.pairs, max(1, pairs.size / pairShardBytes))
        var pairShard = Array(repeating: [String](), count: pairShards)
        for key in pairs.keys { pairShard[shard(ofPair: key, count: pairShards)].append(key) }
        for (number, keys) in pairShard.enumerated() {
            add("2/\(number).js", "blogkitSearch.pairs(\(number),{\(entries(keys, pairs))});\n")
        }
        let lengthCode = LengthCode(lengths: lengths)
        for start in stride(from: 0, to: lengths.count, by: lengthsPerShard) {
            let code = lengthCode.encoded(lengths[start..<min(lengths.count, start + lengthsPerShard)])
            add(
                "n/\(start / lengthsPerShard).js",
                "blogkitSearch.lengths(\(start / lengthsPerShard),\"\(code.ranges)\",\"\(code.offsets)\");\n")
        }
        let average = Double(lengths.reduce(0, +)) / Double(max(lengths.count, 1))
        let weights = SearchColumn.allCases.map { "\($0.weight)" }.joined(separator: ",")
        add("manifest.js", """
            blogkitSearch.manifest({"docs":\(lengths.count),"averageLength":\(average),\
            "lengthsPerShard":\(lengthsPerShard),"lengthRanges":\(lengthCode.json),"postsPerShard":\(postsPerShard),"pairShards":\(pairShards),\
            "weights":[\(weights)],"terms":[\(termShards.firsts.map(JSON.string).joined(separator: ","))]});

            """)
        return files
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

    /// `"key":"postings"` for each of `keys`, comma-separated.
    private static func entries(_ keys: some Sequence<String>, _ postings: PostingLists) -> String {
        keys.map { JSON.string($0) + ":\"" + postings[$0] + "\"" }.joined(separator: ",")
    }

    /// The pair shard of `key`: its FNV-1a, which `search.js` computes too, modulo `count`.
    static func shard(ofPair key: String, count: Int) -> Int {
        var hash = FNV1a()
        hash.combine(key)
        return Int(hash.value % UInt64(count))
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
