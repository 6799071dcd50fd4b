import Archive
import ArgumentParser
import Foundation
import Export

/// `blogkit export`: every post as JSON, newest first, for other tools; or as Markdown files for
/// a static site generator.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every post as JSON, or as Markdown for Hugo, Jekyll, Zola or Eleventy.",
        discussion: """
            json, ndjson: to standard output, newest first. Each post has exactly these keys: id, \
            guid, title, link, published (RFC 3339, UTC), author, categories, summary, markdown, \
            html, excerpt_html, code ([{language, code, detected_language}]), comments, feeds, \
            kind (post, page or draft), tags, media ([{url, title}]), comment_thread ([{id, \
            parent, author, author_url, published, markdown, html}]), earlier_links (the links \
            the post had before an import gave it another, oldest first). Missing values are null.

            hugo, jekyll, zola, eleventy: one Markdown file per post and page in --output, \
            where the generator reads it (Hugo and Zola content/posts/SLUG.md, Jekyll \
            _posts/YYYY-MM-DD-SLUG.md, Eleventy posts/SLUG.md; pages in content/pages/ or pages/), with front \
            matter that keeps each post at its original path (one the generator writes itself, \
            such as Hugo's /index.xml, goes to posts/SLUG/). Running it again updates changed \
            files and removes the files of posts that are gone; files blogkit did not write, and \
            files edited since blogkit wrote them, are never touched. For Hugo and Jekyll a \
            minimal configuration and layout are written when there are none.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, ndjson, hugo, jekyll, zola, eleventy

        /// The format named `argument`, or an error listing them on one line (the parser's own
        /// message lists six values on six lines).
        static func parse(_ argument: String) throws -> Format {
            guard let format = Format(rawValue: argument) else {
                let names = allCases.map(\.rawValue)
                throw ValidationError("use \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
            }
            return format
        }

        /// The generator this format writes for, nil for the JSON formats.
        var generator: Generator? { Generator(rawValue: rawValue) }
    }

    @OptionGroup var database: DatabaseOption

    @Option(
        help: ArgumentHelp(
            "json (the default): one array; ndjson: one post per line; hugo, jekyll, zola, eleventy: Markdown files.",
            valueName: "format"),
        transform: Format.parse)
    var format: Format = .json

    @Option(help: ArgumentHelp(
        "Directory the Markdown files go into (hugo, jekyll, zola, eleventy; default: the current directory).",
        valueName: "dir"))
    var output: String?

    func validate() throws {
        if output != nil, format.generator == nil {
            throw ValidationError("--output is for --format hugo, jekyll, zola or eleventy; json goes to standard output")
        }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: database.path) else {
            throw Console.fail("\(database.path): no archive here; run blogkit import first")
        }
        if let generator = format.generator {
            try exportFiles(for: generator, to: output ?? ".")
            return
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

    private func exportFiles(for generator: Generator, to directory: String) throws {
        let summary: GeneratorExport.Summary
        do {
            let archive = try database.archive()
            summary = try GeneratorExport.export(
                try archive.posts(), as: generator, to: directory, media: try archive.mediaFiles(),
                mediaFolder: archive.mediaDirectory)
        } catch {
            throw Console.fail("\(error)")
        }
        summary.warnings.forEach { Console.error("blogkit: warning: \($0)") }
        var line = "exported \(summary.written + summary.unchanged) files for \(generator.rawValue) to \(directory): "
            + "\(summary.written) written, \(summary.unchanged) unchanged, \(summary.removed) removed"
        if !summary.kept.isEmpty { line += "; \(Import.plural(summary.kept.count, "edited file")) kept" }
        if summary.images > 0 { line += "; \(summary.images) image\(summary.images == 1 ? "" : "s") copied" }
        if !summary.skeleton.isEmpty { line += "; wrote \(summary.skeleton.joined(separator: ", "))" }
        print(line)
    }
}
