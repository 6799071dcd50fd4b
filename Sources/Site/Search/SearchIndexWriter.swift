import Archive
import Foundation

/// The in-browser search's static index: the archive's own tokens (``SearchTokenizer``) with
/// their counts by column, so that `search.js` finds and ranks (bm25, ``SearchColumn`` weights)
/// what `blogkit search` does, loading only what a query needs:
///
/// - `search/manifest.js`: the number of documents, their average length, the term shards'
///   prefixes, the column weights.
/// - `search/t/HEX.js`: the postings of every term starting with a prefix (HEX = its UTF-8 in
///   hex). Prefixes grow one character at a time until a shard is under `shardBytes`. A
///   posting is ``IndexNumbers``: `gap << 2 | form` (`gap` from the previous document
///   number), then by form: 0, once in the prose; 1, the prose count; 2, the code count; 3,
///   the title, categories, prose and code counts.
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
    /// The most prose and code a passage file keeps, in UTF-8 bytes: what a passage is chosen
    /// from, bounding what a page of ten results loads.
    static let passageBytes = (prose: 12_000, code: 4_000)

    /// The index files, by path relative to the output directory.
    static func files(for content: SiteContent) throws(SiteError) -> [String: String] {
        let documents = (content.posts + content.standalone).sorted { SiteContent.newestFirst($0.post, $1.post) }
        let indexed = try index(documents.map(\.post))
        var files: [String: String] = [:]
        let postings = self.postings(indexed, \.terms)
        var prefixes: [String] = []
        shard(postings.keys.sorted()[...], prefix: "", postings: postings) { prefix, terms in
            prefixes.append(prefix)
            files[directory + "t/\(hex(prefix)).js"] =
                "blogkitSearch.terms(\(JSON.string(prefix)),{\(entries(terms, postings))});\n"
        }
        let pairs = self.postings(indexed, \.pairs)
        let pairBytes = pairs.reduce(0) { $0 + $1.key.utf8.count + $1.value.count + 6 }
        let pairShards = max(1, pairBytes / pairShardBytes)
        var pairShard = Array(repeating: [String](), count: pairShards)
        for key in pairs.keys.sorted() { pairShard[shard(ofPair: key, count: pairShards)].append(key) }
        for (number, keys) in pairShard.enumerated() {
            files[directory + "2/\(number).js"] = "blogkitSearch.pairs(\(number),{\(entries(keys, pairs))});\n"
        }
        for start in stride(from: 0, to: indexed.count, by: lengthsPerShard) {
            var lengths: [UInt8] = []
            for document in indexed[start..<min(indexed.count, start + lengthsPerShard)] {
                IndexNumbers.append(document.length, to: &lengths)
            }
            files[directory + "n/\(start / lengthsPerShard).js"] =
                "blogkitSearch.lengths(\(start / lengthsPerShard),\"\(String(decoding: lengths, as: UTF8.self))\");\n"
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
        let total = indexed.reduce(0) { $0 + $1.length }
        let weights = SearchColumn.allCases.map { "\($0.weight)" }.joined(separator: ",")
        files[directory + "manifest.js"] = """
            blogkitSearch.manifest({"docs":\(indexed.count),"averageLength":\(Double(total) / Double(max(indexed.count, 1))),\
            "lengthsPerShard":\(lengthsPerShard),"pairShards":\(pairShards),"weights":[\(weights)],\
            "prefixes":[\(prefixes.map(JSON.string).joined(separator: ","))]});

            """
        return files
    }

    /// Every document's terms, tokenized on every core, one tokenizer per worker.
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
    private static func entries(_ keys: some Sequence<String>, _ postings: [String: [UInt8]]) -> String {
        keys.map { JSON.string($0) + ":\"" + String(decoding: postings[$0, default: []], as: UTF8.self) + "\"" }
            .joined(separator: ",")
    }

    /// The pair shard of `key`: its FNV-1a, which `search.js` computes too, modulo `count`.
    static func shard(ofPair key: String, count: Int) -> Int {
        var hash = FNV1a()
        hash.combine(key)
        return Int(hash.value % UInt64(count))
    }

    /// Encoded postings of every term (or pair), documents in order.
    private static func postings(
        _ documents: [IndexedDocument], _ keys: KeyPath<IndexedDocument, [String: IndexedDocument.Counts]>
    ) -> [String: [UInt8]] {
        var postings: [String: [UInt8]] = [:]
        var last: [String: Int] = [:]
        for (number, document) in documents.enumerated() {
            for (term, counts) in document[keyPath: keys] {
                let gap = number - last[term, default: 0]
                last[term] = number
                postings[term, default: []].append(contentsOf: posting(gap: gap, counts))
            }
        }
        return postings
    }

    private static func posting(gap: Int, _ counts: IndexedDocument.Counts) -> [UInt8] {
        var text: [UInt8] = []
        switch counts {
        case (0, 0, 1, 0):
            IndexNumbers.append(gap << 2, to: &text)
        case (0, 0, let prose, 0):
            IndexNumbers.append(gap << 2 | 1, to: &text)
            IndexNumbers.append(prose, to: &text)
        case (0, 0, 0, let code):
            IndexNumbers.append(gap << 2 | 2, to: &text)
            IndexNumbers.append(code, to: &text)
        default:
            IndexNumbers.append(gap << 2 | 3, to: &text)
            for count in [counts.title, counts.categories, counts.prose, counts.code] {
                IndexNumbers.append(count, to: &text)
            }
        }
        return text
    }

    /// Splits sorted `terms` into shards: one for `prefix` if small enough, else one per next character.
    private static func shard(
        _ terms: ArraySlice<String>, prefix: String, postings: [String: [UInt8]],
        emit: (String, ArraySlice<String>) -> Void
    ) {
        let size = terms.reduce(0) { $0 + $1.utf8.count + postings[$1, default: []].count + 6 }
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
