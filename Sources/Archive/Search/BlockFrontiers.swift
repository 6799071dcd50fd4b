import Foundation

/// One term's frontiers, block by block (``TermFrontier``), built from the posts holding the
/// term, in id order, as ``TermPostFrequencies`` reads them.
struct BlockFrontiers {
    /// The blocks done, in id order, each with its frontier.
    private(set) var frontiers: [(block: Int64, frontier: TermFrontier)] = []
    private var current: Int64?
    private var points: [TermFrontier.Point] = []

    /// Adds the post `id`, of `length` tokens, holding the term with `doubledFrequency`; ids rise.
    mutating func add(id: Int64, doubledFrequency: Int64, length: Int32) {
        let block = SearchBounds.block(of: id)
        if block != current {
            close()
            current = block
        }
        points.append(TermFrontier.Point(doubledFrequency: Int32(clamping: doubledFrequency), length: length))
    }

    /// Ends the last block: `frontiers` is complete.
    mutating func close() {
        if let current, !points.isEmpty { frontiers.append((current, TermFrontier(points: points))) }
        points.removeAll(keepingCapacity: true)
        current = nil
    }

    /// The frontiers of the posts of a whole walk of the term (``TermPostFrequencies/pairs(of:)``),
    /// with their lengths from `lengths`.
    static func of(pairs data: Data, lengths: DocumentLengths) -> [(block: Int64, frontier: TermFrontier)] {
        var frontiers = BlockFrontiers()
        TermPostFrequencies.forEach(pair: data) { id, frequency in
            frontiers.add(id: id, doubledFrequency: frequency, length: lengths.length(of: id) ?? 0)
        }
        frontiers.close()
        return frontiers.frontiers
    }
}
