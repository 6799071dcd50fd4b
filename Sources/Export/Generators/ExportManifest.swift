import Feeds
import Foundation
import Site

/// `.blogkit-export-hugo` (`-jekyll`...) in an export directory: the files the last `export --format` wrote, so that
/// the next one removes those that are no longer posts and never touches any other file, nor one
/// the user has edited since (its content no longer what was written). JSON, so no file name can
/// inject an entry; one that does not parse is ignored (nothing is removed).
struct ExportManifest: Equatable, Codable {
    /// One per generator, so that exports for two generators into one directory keep apart.
    static func fileName(for generator: Generator) -> String { ".blogkit-export-\(generator.rawValue)" }
    /// Every manifest name: the only hidden files `OutputDirectory` writes besides the build's.
    static let fileNames = Set(Generator.allCases.map(fileName(for:)))

    /// Relative path of every file written, sorted.
    var files: [String]
    /// FNV-1a of each file's content as written; nil in the manifests of earlier versions, whose
    /// files count as unedited.
    var hashes: [String: UInt64]?

    /// The fingerprint `hashes` holds for `data`.
    static func hash(_ data: Data) -> UInt64 {
        var hash = FNV1a()
        hash.combine(data)
        return hash.value
    }

    /// Whether the file at `path` was written with another content than it holds now (it is
    /// missing, or not a regular file, counts as unedited: it is written again).
    func isEdited(_ path: String, in output: OutputDirectory) -> Bool {
        guard let written = hashes?[path], let data = output.contents(of: path) else { return false }
        return Self.hash(data) != written
    }

    /// The manifest in `output`, or nil when there is none or it does not parse.
    static func read(for generator: Generator, in output: OutputDirectory) -> ExportManifest? {
        output.contents(of: fileName(for: generator)).flatMap { try? JSONDecoder().decode(ExportManifest.self, from: $0) }
    }

    func write(for generator: Generator, in output: OutputDirectory) throws(SiteError) {
        let fileName = Self.fileName(for: generator)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw .cannotWrite(path: output.url.appendingPathComponent(fileName).path, reason: "\(error)")
        }
        _ = try output.write(data, to: fileName)
    }
}
