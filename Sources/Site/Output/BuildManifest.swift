import Foundation

/// `.blogkit-build` in the output directory: the files the last build wrote, so that the next
/// one removes those it no longer generates (and never touches files blogkit did not write),
/// and the fingerprints of that build's input, so that a rebuild of unchanged input can skip
/// rendering once it has checked that every file is still there, untouched.
///
/// Format 4 is text: a header of six lines, then one line per file, in path order:
/// ```
/// blogkit-build 4
/// content 8f3a0c2b9e1d4f60
/// source 51c2e0a4b7d93f18
/// pages 66
/// posts 9
/// files 209
/// 5120 1764151200123456789 4063312 2011/05/02/ios-development-resources/index.html
/// ```
/// (`source -` when the build did not read an archive file; each file's size in bytes, its
/// modification time in nanoseconds since 1970, its inode, its path). The header is read first:
/// the entries are decoded only when the fingerprints call for them, one at a time. A path is the last field
/// and the build writes only safe paths (`SafePath`: no control character), so no file name can
/// add a line. The JSON manifest of format 3 is still read, for its list of files (its build is
/// never taken as up to date: the next build renders every page and writes those that changed);
/// one that parses as neither, such as the tab-separated one before format 3, is ignored: the
/// next build then removes nothing.
struct BuildManifest {
    static let fileName = ".blogkit-build"
    /// The format written.
    static let currentFormat = 4

    /// `BuildFingerprint.content` of the build.
    var content: UInt64
    /// `BuildFingerprint.source` of the build, when it was built from an archive file.
    var source: UInt64?
    var pages: Int
    var posts: Int
    /// Every generated file, with its size and modification time as written.
    let files: ManifestEntries

    /// Size, modification time and inode of a file: a file with all three as they were is the
    /// same file, as it was written.
    struct FileStamp: Equatable {
        var size: Int
        /// Nanoseconds since 1970.
        var modified: Int64
        var inode: UInt64
    }

    init(content: UInt64, source: UInt64?, pages: Int, posts: Int, files: ManifestEntries) {
        self.content = content
        self.source = source
        self.pages = pages
        self.posts = posts
        self.files = files
    }

    /// The manifest in `output`, nil when there is none or it parses as no format this blogkit
    /// reads. Only its header is decoded here.
    static func read(in output: OutputDirectory) -> BuildManifest? {
        guard let data = output.contents(of: fileName) else { return nil }
        return decoded(data) ?? JSONBuildManifest.decoded(data)
    }

    /// Whether every file is on disk with the size and mtime it was written with, the entries
    /// walked in their order (no sort), stopping at the first that differs.
    func filesAreIntact(in output: OutputDirectory) -> Bool {
        output.hasStamps(files)
    }

    func write(in output: OutputDirectory) throws(SiteError) {
        let header = """
            blogkit-build \(Self.currentFormat)
            content \(Self.hex(content))
            source \(source.map(Self.hex) ?? "-")
            pages \(pages)
            posts \(posts)
            files \(files.count)

            """
        _ = try output.write(Data(header.utf8) + files.text, to: Self.fileName)
    }

    /// A format 4 manifest's header over the entries that follow it, nil when it is not one.
    private static func decoded(_ data: Data) -> BuildManifest? {
        var lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 6, omittingEmptySubsequences: false)
        guard lines.count == 7, String(decoding: lines[0], as: UTF8.self) == "blogkit-build \(currentFormat)" else { return nil }
        func field(_ index: Int, _ name: String) -> String? {
            let line = String(decoding: lines[index], as: UTF8.self)
            guard line.hasPrefix(name + " ") else { return nil }
            return String(line.dropFirst(name.count + 1))
        }
        guard let content = field(1, "content").flatMap({ UInt64($0, radix: 16) }),
            let sourceField = field(2, "source"), sourceField == "-" || UInt64(sourceField, radix: 16) != nil,
            let pages = field(3, "pages").flatMap({ Int($0) }),
            let posts = field(4, "posts").flatMap({ Int($0) }),
            let count = field(5, "files").flatMap({ Int($0) })
        else { return nil }
        let entries = ManifestEntries(text: Data(lines.removeLast()), count: count)
        return BuildManifest(content: content, source: UInt64(sourceField, radix: 16), pages: pages, posts: posts, files: entries)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
