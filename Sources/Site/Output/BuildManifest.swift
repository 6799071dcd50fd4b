import Foundation

/// `.blogkit-build` in the output directory: the files the last build wrote, so that the next
/// one removes those it no longer generates (and never touches files blogkit did not write),
/// and the fingerprints of that build's input, so that a rebuild of unchanged input can skip
/// rendering once it has checked that every file is still there, untouched.
///
/// It is JSON, so no file name (a newline in a post's path...) can inject an entry. A manifest
/// that does not parse, such as the tab-separated one of blogkit before format 3, is ignored:
/// the next build then removes nothing.
struct BuildManifest: Equatable, Codable {
    static let fileName = ".blogkit-build"
    /// The format written and the only one read.
    static let currentFormat = 3

    var format = currentFormat
    /// `BuildFingerprint.content` of the build.
    var content: UInt64
    /// `BuildFingerprint.source` of the build, when it was built from an archive file.
    var source: UInt64?
    var pages: Int
    var posts: Int
    /// Relative path of every generated file, with its size and modification time as written.
    var files: [String: FileStamp]

    struct FileStamp: Equatable, Codable {
        var size: Int
        var modified: TimeInterval
    }

    init(content: UInt64, source: UInt64?, pages: Int, posts: Int, files: [String: FileStamp]) {
        self.content = content
        self.source = source
        self.pages = pages
        self.posts = posts
        self.files = files
    }

    /// The manifest in `output`, or nil when there is none or it does not parse.
    static func read(in output: OutputDirectory) -> BuildManifest? {
        guard let data = output.contents(of: fileName),
            let manifest = try? JSONDecoder().decode(BuildManifest.self, from: data),
            manifest.format == currentFormat
        else { return nil }
        return manifest
    }

    /// Whether every file is on disk with the size and mtime it was written with.
    func filesAreIntact(in output: OutputDirectory) -> Bool {
        output.stamps(of: files.keys) == files
    }

    func write(in output: OutputDirectory) throws(SiteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw .cannotWrite(path: output.url.appendingPathComponent(Self.fileName).path, reason: "\(error)")
        }
        _ = try output.write(data, to: Self.fileName)
    }
}
