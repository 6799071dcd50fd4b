/// Posting lists too large for the memory a build allows: each spill writes the lists, sorted
/// (``PostingRecord/precedes(_:)``), as a run of a scratch file and empties them. ``forEach(then:_:)``
/// merges the runs and the lists still held back into one record a key, in order. Runs are
/// spilled in document order, so a key's postings are its runs' joined one after the other.
///
/// A run is a record after another: the key's UTF-8 length and bytes, the last document, the
/// postings' length and bytes, each number a LEB128 varint.
struct PostingRuns {
    let order: PostingOrder
    private var file: ScratchFile?
    private var runs: [Range<Int>] = []

    /// Bytes read from a run at a time.
    static let readSize = 256 << 10

    init(order: PostingOrder) {
        self.order = order
    }

    /// Whether nothing was spilled.
    var isEmpty: Bool { runs.isEmpty }

    /// Writes `lists`, named by `names`, as a run at the end of `file`, and empties them.
    mutating func spill(_ lists: inout PostingLists, names: TermNumbers, to file: ScratchFile) throws(SiteError) {
        self.file = file
        let start = file.size
        var bytes: [UInt8] = []
        for record in lists.removeAll(in: order, names: names) {
            Self.appendNumber(record.key.utf8.count, to: &bytes)
            bytes += record.key.utf8
            Self.appendNumber(record.last, to: &bytes)
            Self.appendNumber(record.postings.count, to: &bytes)
            bytes += record.postings
            if bytes.count >= Self.readSize {
                try file.append(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        try file.append(bytes)
        runs.append(start..<file.size)
    }

    /// Calls `body` with each key's record whole, in order: the runs' and then `held`'s (sorted,
    /// of documents after theirs) merged. It can be called again: the runs are read anew.
    func forEach(then held: [PostingRecord], _ body: (PostingRecord) throws(SiteError) -> Void) throws(SiteError) {
        // Nothing spilled: the held records are the lists, in order.
        guard let file, !runs.isEmpty else {
            for record in held { try body(record) }
            return
        }
        var readers = runs.map { RunReader(file: file, range: $0) }
        var nextHeld = held.startIndex
        // The next record of each source: the runs' in turn, then the held records'.
        var heads: [PostingRecord?] = []
        for index in readers.indices { heads.append(try readers[index].next(order)) }
        heads.append(held.first)
        func advance(_ source: Int) throws(SiteError) {
            if source < readers.count {
                heads[source] = try readers[source].next(order)
            } else {
                nextHeld += 1
                heads[source] = nextHeld < held.endIndex ? held[nextHeld] : nil
            }
        }
        while true {
            // The first source holding the least key; sources after it may hold it too.
            var first: Int?
            for index in heads.indices {
                guard let head = heads[index] else { continue }
                if let least = first, let leastHead = heads[least], !head.precedes(leastHead) { continue }
                first = index
            }
            guard let first, var merged = heads[first] else { return }
            try advance(first)
            for index in first + 1..<heads.count {
                guard let head = heads[index], head.rank == merged.rank, head.key == merged.key else { continue }
                merged.append(head)
                try advance(index)
            }
            try body(merged)
        }
    }

    /// Reads a run's records in turn, `readSize` bytes at a time.
    private struct RunReader {
        let file: ScratchFile
        var range: Range<Int>
        var bytes: [UInt8] = []
        var position = 0

        mutating func next(_ order: PostingOrder) throws(SiteError) -> PostingRecord? {
            try fill(10)
            guard position < bytes.count else { return nil }
            let key = String(decoding: try take(try number()), as: UTF8.self)
            try fill(20)
            let last = try number()
            let postings = Array(try take(try number()))
            return PostingRecord(key: key, last: last, postings: postings, order: order)
        }

        /// The next `count` bytes.
        private mutating func take(_ count: Int) throws(SiteError) -> ArraySlice<UInt8> {
            try fill(count)
            guard bytes.count - position >= count else { throw Self.damaged }
            defer { position += count }
            return bytes[position..<position + count]
        }

        /// Reads on until `count` bytes past `position` are held, or the run ends.
        private mutating func fill(_ count: Int) throws(SiteError) {
            guard bytes.count - position < count, !range.isEmpty else { return }
            let more = try file.read(at: range.lowerBound, count: min(range.count, max(PostingRuns.readSize, count)))
            guard !more.isEmpty else { throw Self.damaged }
            bytes = Array(bytes[position...]) + more
            position = 0
            range = range.lowerBound + more.count..<range.upperBound
        }

        private mutating func number() throws(SiteError) -> Int {
            var value = 0
            var shift = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                value |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            throw Self.damaged
        }

        private static let damaged = SiteError.archive("the search index's scratch file ended inside a record")
    }

    private static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7f) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
