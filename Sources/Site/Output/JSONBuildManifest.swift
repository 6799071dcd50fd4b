import Foundation

/// The build manifest as blogkit wrote it before format 4: JSON, format 3. A site built then
/// keeps track of its files: the manifest is read into the current form. It holds no inodes, so
/// its files never look untouched: the next build renders every page once and writes those
/// that changed (a new blogkit renders every page anyway).
struct JSONBuildManifest: Decodable {
    var format: Int
    var content: UInt64
    var source: UInt64?
    var pages: Int
    var posts: Int
    var files: [String: Stamp]

    struct Stamp: Decodable {
        var size: Int
        var modified: TimeInterval
    }

    /// The manifest `data` holds when it is JSON of format 3, nil otherwise.
    static func decoded(_ data: Data) -> BuildManifest? {
        guard let manifest = try? JSONDecoder().decode(Self.self, from: data), manifest.format == 3 else { return nil }
        // A path that is not safe (a newline would add a line) names no file the build wrote.
        let files = manifest.files.filter { SafePath.segments(of: $0.key) != nil }.compactMapValues { stamp in
            Int64(exactly: (stamp.modified * 1e9).rounded()).map { BuildManifest.FileStamp(size: stamp.size, modified: $0, inode: 0) }
        }
        return BuildManifest(
            content: manifest.content, source: manifest.source, pages: manifest.pages, posts: manifest.posts,
            files: ManifestEntries(files))
    }
}
