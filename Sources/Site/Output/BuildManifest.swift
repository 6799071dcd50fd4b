import Foundation

/// `.blogkit-build` in the output directory: the files the last build wrote, so that the next
/// one removes those it no longer generates (and never touches files blogkit did not write),
/// and the fingerprints of that build's input, so that a rebuild of unchanged input can skip
/// rendering once it has checked that every file is still there, untouched.
struct BuildManifest: Equatable {
    static let fileName = ".blogkit-build"
    private static let header = "blogkit-build 2 "

    /// `BuildFingerprint.content` of the build.
    var content: UInt64
    /// `BuildFingerprint.source` of the build, when it was built from an archive file.
    var source: UInt64?
    var pages: Int
    var posts: Int
    /// Relative path of every generated file, with its size and modification time as written.
    var files: [String: FileStamp]

    struct FileStamp: Equatable {
        var size: Int
        var modified: TimeInterval
    }

    /// The manifest in `output`, or nil when there is none or it does not parse.
    static func read(in output: OutputDirectory) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: output.url.appendingPathComponent(fileName).path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(), header.hasPrefix(Self.header) else { return nil }
        let fields = header.dropFirst(Self.header.count).split(separator: " ")
        guard fields.count == 4, let content = UInt64(fields[0], radix: 16),
            let pages = Int(fields[2]), let posts = Int(fields[3])
        else { return nil }
        var files: [String: FileStamp] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 2)
            guard fields.count == 3, let size = Int(fields[0]), let modified = TimeInterval(fields[1]) else { return nil }
            files[String(fields[2])] = FileStamp(size: size, modified: modified)
        }
        return BuildManifest(content: content, source: UInt64(fields[1], radix: 16), pages: pages, posts: posts, files: files)
    }

    /// Stamps every file in `paths` as it is now on disk.
    static func stamp(_ paths: some Sequence<String>, in output: OutputDirectory) -> [String: FileStamp] {
        var files: [String: FileStamp] = [:]
        for path in paths { files[path] = stamp(of: path, in: output) }
        return files
    }

    /// Whether every file is on disk with the size and mtime it was written with.
    func filesAreIntact(in output: OutputDirectory) -> Bool {
        files.allSatisfy { path, stamp in Self.stamp(of: path, in: output) == stamp }
    }

    func write(in output: OutputDirectory) throws(SiteError) {
        let source = source.map { String($0, radix: 16) } ?? "-"
        var text = Self.header + "\(String(content, radix: 16)) \(source) \(pages) \(posts)\n"
        for (path, stamp) in files.sorted(by: { $0.key < $1.key }) {
            text += "\(stamp.size)\t\(stamp.modified)\t\(path)\n"
        }
        _ = try output.write(Data(text.utf8), to: Self.fileName)
    }

    private static func stamp(of path: String, in output: OutputDirectory) -> FileStamp? {
        var info = stat()
        guard stat(output.url.appendingPathComponent(path).path, &info) == 0 else { return nil }
        let modified = TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9
        return FileStamp(size: Int(info.st_size), modified: modified)
    }
}
