import Foundation
import GRDB

/// An image a post shows, as `blogkit media` left it: downloaded and kept once by the SHA-256 of
/// its bytes in the archive's media folder (``Archive/mediaDirectory``), or the reason it could
/// not be (kept, so that the download is not tried, and reported, again on every run).
public struct MediaFile: Sendable, Equatable {
    /// The URL the post's `<img>` names.
    public var url: String
    /// What became of it.
    public var outcome: Outcome
    /// When it was downloaded or failed.
    public var fetchedAt: Date

    /// A stored copy, or why there is none.
    public enum Outcome: Sendable, Equatable {
        case stored(StoredImage)
        case failed(reason: String)
    }

    static let table = "media_file"

    public init(url: String, outcome: Outcome, fetchedAt: Date = Date()) {
        self.url = url
        self.outcome = outcome
        self.fetchedAt = fetchedAt
    }

    /// The stored copy, nil for a failure.
    public var stored: StoredImage? {
        if case let .stored(image) = outcome { image } else { nil }
    }

    static func create(in db: Database) throws {
        try db.create(table: table) { t in
            t.primaryKey("url", .text)
            t.column("sha256", .text)
            t.column("type", .text)
            t.column("width", .integer)
            t.column("height", .integer)
            t.column("bytes", .integer)
            t.column("failure", .text)
            t.column("fetchedAt", .datetime).notNull()
        }
    }

    init(row: Row) {
        let outcome: Outcome
        if let sha256: String = row["sha256"], let type: String = row["type"], let format = ImageFormat(rawValue: type) {
            outcome = .stored(StoredImage(
                sha256: sha256, format: format, width: row["width"], height: row["height"], bytes: row["bytes"] ?? 0))
        } else {
            outcome = .failed(reason: row["failure"] ?? "not stored")
        }
        self.init(url: row["url"], outcome: outcome, fetchedAt: row["fetchedAt"])
    }
}

/// An image file kept in the media folder.
public struct StoredImage: Sendable, Equatable, Hashable {
    /// The SHA-256 of its bytes, 64 lowercase hex digits: its name.
    public var sha256: String
    public var format: ImageFormat
    /// Pixels, when the format says (SVG does not), both in `dimensions` or both nil.
    public var width: Int?
    public var height: Int?
    public var bytes: Int64

    /// The width or height an image may have: a header that says more (or 0) is broken or hostile
    /// (a PNG may claim 4,294,967,295), and pages are better without a size than with that one.
    public static let dimensions = 1...16_384

    /// A size outside `dimensions` is dropped (both numbers), also one read from an archive
    /// written before the bound.
    public init(sha256: String, format: ImageFormat, width: Int?, height: Int?, bytes: Int64) {
        self.sha256 = sha256
        self.format = format
        if let width, let height, Self.dimensions.contains(width), Self.dimensions.contains(height) {
            self.width = width
            self.height = height
        }
        self.bytes = bytes
    }

    /// `ab/cdef….png`: where it is kept, relative to the media folder (and to `media/` in the site).
    /// Built only from hex digits and a fixed extension, never from the URL.
    public var file: String {
        "\(sha256.prefix(2))/\(sha256.dropFirst(2)).\(format.fileExtension)"
    }
}

/// The image formats blogkit keeps, told by their first bytes, never by a URL's extension.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png = "image/png"
    case gif = "image/gif"
    case jpeg = "image/jpeg"
    case webp = "image/webp"
    case svg = "image/svg+xml"

    /// The file name extension a copy is written with.
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .gif: "gif"
        case .jpeg: "jpg"
        case .webp: "webp"
        case .svg: "svg"
        }
    }
}
