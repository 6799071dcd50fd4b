import Archive
import ArgumentParser
import Foundation

/// `blogkit export`: every post as JSON, newest first, for other tools.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export every post as JSON, newest first.",
        discussion: """
            Each post has exactly these keys: id, guid, title, link, published (RFC 3339, UTC), \
            author, categories, summary, markdown, html, excerpt_html, code ([{language, code}]), \
            comments, feeds. Missing values are null.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, ndjson
    }

    @OptionGroup var database: DatabaseOption

    @Option(help: "json: one array; ndjson: one post per line.")
    var format: Format = .json

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = ExportedPost.outputFormatting
        let out = FileHandle.standardOutput
        var first = true
        do {
            let archive = try database.archive()
            if format == .json { out.write(Data("[".utf8)) }
            try archive.forEachPost { post in
                var line = try encoder.encode(ExportedPost(post))
                if format == .json { line.insert(contentsOf: Data((first ? "\n" : ",\n").utf8), at: 0) }
                if format == .ndjson { line.append(0x0A) }
                out.write(line)
                first = false
            }
            if format == .json { out.write(Data((first ? "]\n" : "\n]\n").utf8)) }
        } catch {
            throw Console.fail("\(error)")
        }
    }
}
