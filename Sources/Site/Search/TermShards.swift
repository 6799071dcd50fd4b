/// The terms of the in-browser search split into shards of consecutive terms, in the order of
/// their UTF-8 bytes (code point order, which `search.js` compares by): each shard but the last
/// holds at least `least` bytes of postings, so there are at most `size / least + 1`. The
/// browser finds a term's shard by the shards' first terms; a prefix's terms are in one shard
/// or a run of neighbours.
struct TermShards {
    /// The keys of each shard, in order.
    private(set) var shards: [[String]] = []

    /// The first key of each shard.
    var firsts: [String] { shards.compactMap(\.first) }

    init(_ postings: PostingLists, least: Int) {
        var current: [String] = []
        var bytes = 0
        for key in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            current.append(key)
            bytes += postings.size(of: key)
            if bytes >= least {
                shards.append(current)
                current = []
                bytes = 0
            }
        }
        if !current.isEmpty { shards.append(current) }
    }
}
