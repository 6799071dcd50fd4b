import Foundation
import Testing

/// Access to the files under `Tests/ContentTests/Fixtures`.
enum Fixtures {
    static let directory: URL? = Bundle.module.url(forResource: "Fixtures", withExtension: nil)

    /// Source-tree copy of the fixtures, where regenerated golden files are written.
    static let sourceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The sample posts (one per unique item of the sample feeds), by slug, sorted.
    static func postSlugs() throws -> [String] {
        let posts = try #require(directory).appendingPathComponent("posts")
        return try FileManager.default.contentsOfDirectory(atPath: posts.path)
            .filter { $0.hasSuffix(".html") }
            .map { String($0.dropLast(".html".count)) }
            .sorted()
    }

    static func text(_ path: String) throws -> String {
        let url = try #require(directory).appendingPathComponent(path)
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func post(_ slug: String) throws -> String {
        try text("posts/\(slug).html")
    }
}
