import Feeds
import Foundation

/// One key's postings (``PostingLists``) and the number of the last document in them.
struct PostingRecord {
    var key: String
    var last: Int
    var postings: [UInt8]
    /// Where the key goes before its UTF-8 is compared (``PostingOrder``).
    let rank: UInt32

    init(key: String, last: Int, postings: [UInt8], order: PostingOrder) {
        self.key = key
        self.last = last
        self.postings = postings
        rank = order.rank(of: key)
    }

    /// Bytes of `"key":"postings",` in a shard.
    var size: Int { key.utf8.count + postings.count + 6 }

    /// `"key":"postings"`, as a shard holds it.
    var entry: String { JSON.string(key) + ":\"" + String(decoding: postings, as: UTF8.self) + "\"" }

    /// Appends ``entry``'s bytes to `bytes`.
    func appendEntry(to bytes: inout [UInt8]) {
        bytes += JSON.string(key).utf8
        bytes += [UInt8(ascii: ":"), UInt8(ascii: "\"")]
        bytes += postings
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether this record comes first: by rank, then by the keys' UTF-8.
    func precedes(_ other: PostingRecord) -> Bool {
        rank != other.rank ? rank < other.rank : Self.bytesPrecede(key, other.key)
    }

    /// `a`'s UTF-8 sorts before `b`'s, compared in place (a sort of a large site's millions of
    /// pairs compares through it).
    private static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        let order = a.utf8.withContiguousStorageIfAvailable { a in
            b.utf8.withContiguousStorageIfAvailable { b in
                let common = min(a.count, b.count)
                guard common > 0, let left = a.baseAddress, let right = b.baseAddress else { return a.count < b.count }
                let order = memcmp(left, right, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
        return (order ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Appends the postings of `later`, the same key's in documents after `last`, whose first
    /// gap counts from 0 (they were listed on their own): it is counted from `last` instead.
    mutating func append(_ later: PostingRecord) {
        guard let (head, end) = IndexNumbers.read(later.postings[...], at: 0) else { return }
        IndexNumbers.append(((head >> 2) - last) << 2 | head & 3, to: &postings)
        postings += later.postings[end...]
        last = later.last
    }
}

/// The order the index writes a kind of key in: terms by their UTF-8, so that a shard holds a
/// run of terms (``TermShards``); pairs by the high half of their FNV-1a first, so that each
/// pair shard's keys come together (``SearchIndexWriter/shard(ofPair:count:)``).
enum PostingOrder {
    case terms, pairs

    func rank(of key: String) -> UInt32 {
        switch self {
        case .terms: 0
        case .pairs: SearchIndexWriter.rank(ofPair: key)
        }
    }
}
