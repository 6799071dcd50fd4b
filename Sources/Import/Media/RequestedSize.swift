import Foundation

/// The size a resized copy of an image (``ImageVariant``) shows it at, as its URL says: what a
/// page that now shows the original in its place writes as the `<img>`'s `width` and `height`.
public enum RequestedSize: Sendable, Equatable {
    /// The upload's own size (a CDN URL without a size).
    case original
    /// `?w=604`: this width, the height in proportion.
    case width(Int)
    /// `?h=300`: this height, the width in proportion.
    case height(Int)
    /// `photo-300x200.jpg`, `?resize=300,200`, `?fit=300,200`, `?w=300&h=200`: at most this box
    /// (a square thumbnail of a wide photo is a crop: the photo is shown within the square).
    case box(width: Int, height: Int)

    /// The size the CDN query `items` ask for, nil when they ask none.
    init?(query items: [URLQueryItem]) {
        let sizes = 1...100_000
        func number(_ name: String) -> Int? {
            items.first { $0.name.lowercased() == name }?.value.flatMap { Int($0) }.flatMap { sizes.contains($0) ? $0 : nil }
        }
        func pair(_ name: String) -> (Int, Int)? {
            guard let value = items.first(where: { $0.name.lowercased() == name })?.value else { return nil }
            let numbers = (value.removingPercentEncoding ?? value).split(separator: ",").compactMap { Int($0) }
            guard numbers.count == 2, numbers.allSatisfy(sizes.contains) else { return nil }
            return (numbers[0], numbers[1])
        }
        if let (width, height) = pair("resize") ?? pair("fit") {
            self = .box(width: width, height: height)
        } else if let width = number("w"), let height = number("h") {
            self = .box(width: width, height: height)
        } else if let width = number("w") {
            self = .width(width)
        } else if let height = number("h") {
            self = .height(height)
        } else {
            return nil
        }
    }

    /// The width and height to show an original of `width` × `height` pixels at: never larger
    /// than it, in its proportions; a box WordPress resized in proportion is kept as named.
    /// Nil when the original's size is unknown and the request needs it.
    public func shown(width: Int?, height: Int?) -> (width: Int, height: Int)? {
        guard let width, let height, width > 0, height > 0 else {
            if case let .box(boxWidth, boxHeight) = self { return (boxWidth, boxHeight) }
            return nil
        }
        switch self {
        case .original:
            return (width, height)
        case let .width(asked):
            let shown = min(asked, width)
            return (shown, max(1, Self.rounded(height * shown, width)))
        case let .height(asked):
            let shown = min(asked, height)
            return (max(1, Self.rounded(width * shown, height)), shown)
        case let .box(boxWidth, boxHeight):
            guard boxWidth < width || boxHeight < height else { return (width, height) }
            // WordPress rounds the other side of a proportional size: within one pixel of it.
            if boxWidth <= width, abs(Self.rounded(height * boxWidth, width) - boxHeight) <= 1 { return (boxWidth, boxHeight) }
            if boxWidth * height <= boxHeight * width {
                return (boxWidth, max(1, Self.rounded(height * boxWidth, width)))
            }
            return (max(1, Self.rounded(width * boxHeight, height)), boxHeight)
        }
    }

    /// `numerator / denominator`, rounded half up.
    private static func rounded(_ numerator: Int, _ denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }
}
