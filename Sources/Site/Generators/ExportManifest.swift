import Foundation

/// `.blogkit-export-hugo` (`-jekyll`...) in an export directory: the files the last `export --format` wrote, so that
/// the next one removes those that are no longer posts and never touches any other file. JSON, so
/// no file name can inject an entry; one that does not parse is ignored (nothing is removed).
struct ExportManifest: Equatable, Codable {
    /// One per generator, so that exports for two generators into one directory keep apart.
    static func fileName(for generator: Generator) -> String { ".blogkit-export-\(generator.rawValue)" }
    /// Every manifest name: the only hidden files `OutputDirectory` writes besides the build's.
    static let fileNames = Set(Generator.allCases.map(fileName(for:)))

    /// Relative path of every file written, sorted.
    var files: [String]

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
