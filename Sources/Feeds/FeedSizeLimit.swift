import Foundation

/// The most bytes blogkit reads from a feed it downloads or reads from a pipe, counted after
/// decompression: past it the feed is refused (`FeedError.tooLarge`) instead of filling the disk.
/// Written and read the way people write sizes: `100MB`, `1.5GB`, `500KB`, `2000000` (bytes);
/// units are decimal (1 MB = 1,000,000 bytes).
public struct FeedSizeLimit: Sendable, Equatable, CustomStringConvertible {
    /// 100 MB: some twenty times the largest real feeds (a full WordPress export of a busy blog).
    public static let `default` = FeedSizeLimit(bytes: 100_000_000)

    private static let units: [(suffix: String, factor: Double)] = [
        ("GB", 1e9), ("MB", 1e6), ("KB", 1e3), ("G", 1e9), ("M", 1e6), ("K", 1e3), ("B", 1),
    ]

    /// The limit in bytes, at least 1.
    public let bytes: Int64

    /// A limit of `bytes` (at least 1).
    public init(bytes: Int64) {
        self.bytes = max(1, bytes)
    }

    /// Reads `100MB`, `1.5GB`, `500 KB`, `2000000`; nil for anything else, zero or negative.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        let unit = Self.units.first { trimmed.hasSuffix($0.suffix) } ?? ("", 1)
        let number = trimmed.dropLast(unit.suffix.count).trimmingCharacters(in: .whitespaces)
        guard let value = Double(number), value.isFinite, number.allSatisfy({ $0.isNumber || $0 == "." }) else {
            return nil
        }
        let bytes = (value * unit.factor).rounded(.down)
        guard bytes >= 1, bytes < 9e18 else { return nil }
        self.init(bytes: Int64(bytes))
    }

    /// `100 MB`, `1500 KB`, `1234 bytes`: the largest decimal unit that divides the limit.
    public var description: String {
        for (suffix, factor) in Self.units.prefix(3) where bytes % Int64(factor) == 0 {
            return "\(bytes / Int64(factor)) \(suffix)"
        }
        return "\(bytes) bytes"
    }
}
