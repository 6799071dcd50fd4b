import Foundation

/// What bounds one term's bm25 term score in one block of posts (``SearchBounds``): the posts of
/// the block that hold the term, and the pairs (weighted frequency, length) of those posts that
/// no other post of the block beats on both, more of the term and a shorter post.
///
/// A term's score in a post rises with its frequency and falls with the post's length, so the
/// best score any post of the block can have, at any average length, is that of one of these
/// pairs: the bound is exact for the block, and stays so as the archive's average length moves
/// (``PhraseBlockBound`` computes it, for the query's phrases together).
struct TermFrontier: Equatable {
    /// A post's weighted frequency of the term, doubled (the column weights are multiples of one
    /// half, so it is a whole number), and its length in tokens.
    struct Point: Equatable {
        var doubledFrequency: Int32
        var length: Int32
    }

    /// Posts of the block holding the term.
    var posts: Int
    /// The undominated pairs, by frequency descending (so by length descending too).
    private(set) var points: [Point]

    /// The frontier of `points` (each a post holding the term).
    init(points all: [Point]) {
        posts = all.count
        var points: [Point] = []
        for point in all.sorted(by: { ($0.doubledFrequency, -$0.length) > ($1.doubledFrequency, -$1.length) }) {
            if let last = points.last, last.length <= point.length { continue }
            points.append(point)
        }
        self.points = points
    }

    /// The frontier as stored: each pair as two little-endian 32-bit integers.
    var data: Data {
        var data = Data(capacity: points.count * 8)
        for point in points {
            withUnsafeBytes(of: point.doubledFrequency.littleEndian) { data.append(contentsOf: $0) }
            withUnsafeBytes(of: point.length.littleEndian) { data.append(contentsOf: $0) }
        }
        return data
    }

    /// Reads a stored frontier; nil when `data` is not one.
    init?(posts: Int, data: Data) {
        guard data.count % 8 == 0 else { return nil }
        self.posts = posts
        points = data.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count, by: 8).map { offset in
                Point(
                    doubledFrequency: Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)),
                    length: Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: Int32.self)))
            }
        }
    }
}
