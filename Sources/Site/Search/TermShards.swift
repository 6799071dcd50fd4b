/// The terms of the in-browser search split into shards of consecutive terms, in the order of
/// their UTF-8 bytes (code point order, which `search.js` compares by): each shard but the last
/// holds at least `least` bytes of postings, so there are at most `size / least + 1`. The
/// browser finds a term's shard by the shards' first terms; a prefix's terms are in one shard
/// or a run of neighbours. Terms are added in order and each shard is handed out when closed.
struct TermShards {
    let least: Int
    /// The first key of each shard begun.
    private(set) var firsts: [String] = []
    private var entries: [String] = []
    private var bytes = 0

    init(least: Int) {
        self.least = least
    }

    /// Adds the next term; returns a shard's number and entries once it holds `least` bytes.
    mutating func add(_ record: PostingRecord) -> (number: Int, entries: String)? {
        if entries.isEmpty { firsts.append(record.key) }
        entries.append(record.entry)
        bytes += record.size
        return bytes >= least ? close() : nil
    }

    /// The last shard, unless it is empty.
    mutating func finish() -> (number: Int, entries: String)? {
        entries.isEmpty ? nil : close()
    }

    private mutating func close() -> (number: Int, entries: String) {
        defer {
            entries = []
            bytes = 0
        }
        return (firsts.count - 1, entries.joined(separator: ","))
    }
}
