import Archive
import Feeds
import Foundation

/// The in-browser search's static index: the archive's own tokens (``SearchTokenizer``) with
/// their counts by column, so that `search.js` finds and ranks (bm25, ``SearchColumn`` weights)
/// what `blogkit search` does, loading only what a query needs:
///
/// - `search/manifest.js`: the number of documents, their average length, the term shards'
///   prefixes, the column weights.
/// - `search/t/HEX.js`: the postings (``PostingLists``) of every term starting with a prefix
///   (HEX = its UTF-8 in hex). Prefixes grow one character at a time until a shard is under
///   `shardBytes`.
/// - `search/2/N.js`: the postings, in the same form, of the pairs of tokens next to each other
///   (`"sign on"`) whose FNV-1a hash modulo `pairShards` is N, for phrases.
/// - `search/n/N.js`: the lengths (tokens in all columns) of documents `N*lengthsPerShard ..<
///   (N+1)*lengthsPerShard`, for bm25's length normalization.
/// - `search/p/N.js`: document N's title, date, page, prose and code, for a result and its
///   passage, loaded for the results shown only.
///
/// Documents are posts and pages, numbered in ``SiteContent/newestFirst(_:_:)`` order, which is
/// also the order of equal scores. Every file is a script calling `blogkitSearch.…(…)`, loaded
/// by a `<script>` element, so search works from a web server and straight from disk (file://),
/// where fetch() is refused.
enum SearchIndexWriter {
    static let directory = "search/"
    static let lengthsPerShard = 1000
    static let shardBytes = 12_000
    /// Pairs are sharded by hash: a phrase needs its pairs, never all pairs with a prefix.
    static let pairShardBytes = 8_000
    /// Posts tokenized at once; their postings are then merged, encoded, and their tokens let go.
    static let batchSize = 1000
    /// The most prose and code a passage file keeps, in UTF-8 bytes: what a passage is chosen
    /// from, bounding what a page of ten results loads.
    static let passageBytes = (prose: 12_000, code: 4_000)

    /// The index files, by path relative to the output directory.
    static func files(for content: SiteContent) throws(SiteError) -> [String: String] {
        let documents = (content.posts + content.standalone).sorted { SiteContent.newestFirst($0.post, $1.post) }
        var terms = PostingLists()
        var pairs = PostingLists()
        var lengths: [Int] = []
        // A batch at a time: only the postings, encoded, stay in memory.
        for start in stride(from: 0, to: documents.count, by: batchSize) {
            let batch = documents[start..<min(documents.count, start + batchSize)].map(\.post)
            for (offset, document) in try index(batch).enumerated() {
                terms.add(document.terms, document: start + offset)
                pairs.add(document.pairs, document: start + offset)
                lengths.append(document.length)
            }
        }
        var files: [String: String] = [:]
        var prefixes: [String] = []
        shard(terms.keys[...], prefix: "", postings: terms) { prefix, keys in
            prefixes.append(prefix)
            files[directory + "t/\(hex(prefix)).js"] = "blogkitSearch.terms(\(JSON.string(prefix)),{\(entries(keys, terms))});\n"
        }
        let pairShards = max(1, pairs.size / pairShardBytes)
        var pairShard = Array(repeating: [String](), count: pairShards)
        for key in pairs.keys { pairShard[shard(ofPair: key, count: pairShards)].append(key) }
        for (number, keys) in pairShard.enumerated() {
            files[directory + "2/\(number).js"] = "blogkitSearch.pairs(\(number),{\(entries(keys, pairs))});\n"
        }
        for start in stride(from: 0, to: lengths.count, by: lengthsPerShard) {
            var text: [UInt8] = []
            for length in lengths[start..<min(lengths.count, start + lengthsPerShard)] { IndexNumbers.append(length, to: &text) }
            files[directory + "n/\(start / lengthsPerShard).js"] =
                "blogkitSearch.lengths(\(start / lengthsPerShard),\"\(String(decoding: text, as: UTF8.self))\");\n"
        }
        for (number, document) in documents.enumerated() {
            let post = document.post
            let fields = [
                post.title, document.date?.isoDay ?? "", document.path.href(from: ""),
                prefix(post.prose, bytes: passageBytes.prose),
                prefix(post.code.map(\.code).joined(separator: "\n\n"), bytes: passageBytes.code),
            ]
            files[directory + "p/\(number).js"] =
                "blogkitSearch.post(\(number),[\(fields.map(JSON.string).joined(separator: ","))]);\n"
        }
        let average = Double(lengths.reduce(0, +)) / Double(max(lengths.count, 1))
        let weights = SearchColumn.allCases.map { "\($0.weight)" }.joined(separator: ",")
        files[directory + "manifest.js"] = """
            blogkitSearch.manifest({"docs":\(lengths.count),"averageLength":\(average),\
            "lengthsPerShard":\(lengthsPerShard),"pairShards":\(pairShards),"weights":[\(weights)],\
            "prefixes":[\(prefixes.map(JSON.string).joined(separator: ","))]});

            """
        return files
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

    /// Splits sorted `terms` into shards: one for `prefix` if small enough, else one per next character.
    private static func shard(
        _ terms: ArraySlice<String>, prefix: String, postings: PostingLists,
        emit: (String, ArraySlice<String>) -> Void
    ) {
        let size = terms.reduce(0) { $0 + postings.size(of: $1) }
        if size <= shardBytes || terms.allSatisfy({ $0.count <= prefix.count }) {
            if !terms.isEmpty { emit(prefix, terms) }
            return
        }
        let own = terms.filter { $0.count <= prefix.count }[...]
        if !own.isEmpty { emit(prefix, own) }
        var groups: [Character: [String]] = [:]
        var order: [Character] = []
        for term in terms where term.count > prefix.count {
            let next = term[term.index(term.startIndex, offsetBy: prefix.count)]
            if groups[next] == nil { order.append(next) }
            groups[next, default: []].append(term)
        }
        for next in order { shard(groups[next, default: []][...], prefix: prefix + String(next), postings: postings, emit: emit) }
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

    private static func hex(_ prefix: String) -> String {
        prefix.isEmpty ? "_" : prefix.utf8.map { String($0, radix: 16).leftPadded() }.joined()
    }
}

extension String {
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
