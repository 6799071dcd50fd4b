import Archive
import Foundation

/// The in-browser search's static index, split so that a query loads only what it needs:
///
/// - `search/manifest.js`: the term shards' prefixes, the docs shard size, the stop words.
/// - `search/t/HEX.js`: the postings of every term starting with a prefix (HEX = its UTF-8 in
///   hex). Prefixes grow one character at a time until a shard is under `shardBytes`.
///   A posting is `gap << 2 | weight`: `gap` from the previous document number, `weight` 2 if
///   the term is in the title, +1 if in a category or three times or more in the text.
/// - `search/d/N.js`: documents `N*docsPerShard ..< (N+1)*docsPerShard` as
///   `[title, date, url, snippet]`. Document numbers are positions newest first.
///
/// Every file is a script calling `blogkitSearch.…(…)`, loaded by a `<script>` element, so
/// search works from a web server and straight from disk (file://), where fetch() is refused.
enum SearchIndexWriter {
    static let directory = "search/"
    static let docsPerShard = 20
    static let shardBytes = 12_000

    /// The index files, by path relative to the output directory.
    static func files(for content: SiteContent) -> [String: String] {
        let postings = self.postings(content.posts)
        var files: [String: String] = [:]
        var prefixes: [String] = []
        shard(postings.keys.sorted()[...], prefix: "", postings: postings) { prefix, terms in
            prefixes.append(prefix)
            var body = ""
            for term in terms {
                if !body.isEmpty { body += "," }
                body += JSON.string(term) + ":[" + postings[term, default: []].map(String.init).joined(separator: ",") + "]"
            }
            files[directory + "t/\(hex(prefix)).js"] = "blogkitSearch.terms(\(JSON.string(prefix)),{\(body)});\n"
        }
        for start in stride(from: 0, to: content.posts.count, by: docsPerShard) {
            let docs = content.posts[start..<min(content.posts.count, start + docsPerShard)].map { post in
                "[" + [post.post.title, post.date?.isoDay ?? "", post.path.href(from: ""), snippet(post.post.prose)]
                    .map(JSON.string).joined(separator: ",") + "]"
            }
            files[directory + "d/\(start / docsPerShard).js"] =
                "blogkitSearch.docs(\(start / docsPerShard),[\n\(docs.joined(separator: ",\n"))]);\n"
        }
        let manifest = """
            blogkitSearch.manifest({"docs":\(content.posts.count),"docsPerShard":\(docsPerShard),\
            "prefixes":[\(prefixes.map(JSON.string).joined(separator: ","))],\
            "stop":[\(SearchTerms.stopWords.sorted().map(JSON.string).joined(separator: ","))]});

            """
        files[directory + "manifest.js"] = manifest
        return files
    }

    /// Encoded postings of every term: gaps and weights, documents in order. Documents are
    /// tokenized on every core, then merged in order.
    static func postings(_ posts: [SitePost]) -> [String: [Int]] {
        let weighted = (try? Parallel.map(posts.count) { index throws(SiteError) in weights(posts[index].post) }) ?? []
        var postings: [String: [Int]] = [:]
        var last: [String: Int] = [:]
        for (document, weights) in weighted.enumerated() {
            for (term, weight) in weights {
                let gap = document - last[term, default: 0]
                last[term] = document
                postings[term, default: []].append(gap << 2 | weight)
            }
        }
        return postings
    }

    /// A post's terms and their weights: 2 if in the title, +1 if in a category or three
    /// times or more in the text.
    private static func weights(_ post: Post) -> [(String, Int)] {
        var weights: [String: Int] = [:]
        SearchTerms.forEach(in: post.title) { weights[$0, default: 0] |= 2 }
        SearchTerms.forEach(in: post.categoriesAndTags.joined(separator: " ")) { weights[$0, default: 0] |= 1 }
        var counts: [String: Int] = [:]
        SearchTerms.forEach(in: post.prose) { counts[$0, default: 0] += 1 }
        for (term, count) in counts { weights[term, default: 0] |= count >= 3 ? 1 : 0 }
        return weights.map { ($0.key, $0.value) }
    }

    /// Splits sorted `terms` into shards: one for `prefix` if small enough, else one per next character.
    private static func shard(
        _ terms: ArraySlice<String>, prefix: String, postings: [String: [Int]],
        emit: (String, ArraySlice<String>) -> Void
    ) {
        let size = terms.reduce(0) { $0 + serializedSize($1, postings[$1, default: []]) }
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

    /// Bytes of `"term":[1,2,3],` in a shard.
    private static func serializedSize(_ term: String, _ postings: [Int]) -> Int {
        postings.reduce(term.utf8.count + 5) { size, value in
            var digits = 1
            var rest = value / 10
            while rest > 0 { digits += 1; rest /= 10 }
            return size + digits + 1
        }
    }

    /// The first 30 words of the prose, for a result's snippet (only its start is read).
    static func snippet(_ prose: String) -> String {
        let limit = 600
        var pieces = prose.utf8.prefix(limit).split { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        let truncated = prose.utf8.count > limit
        if truncated, !pieces.isEmpty { pieces.removeLast() }
        let words = pieces.prefix(30).map { String(decoding: $0, as: UTF8.self) }
        return words.joined(separator: " ") + (truncated || pieces.count > 30 ? " …" : "")
    }

    private static func hex(_ prefix: String) -> String {
        prefix.isEmpty ? "_" : prefix.utf8.map { String($0, radix: 16).leftPadded() }.joined()
    }
}

extension String {
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
