import Foundation
import TOMLKit

/// The site's settings from `blogkit.toml`: what `blogkit build` (and every command that builds
/// the site) uses where no flag says otherwise. Every key is optional; a key blogkit does not
/// know, or a value of the wrong type, is an error naming the file, the line and the key, so a
/// typo never silently falls back to a default. Paths are relative to the file's folder.
struct SiteConfig: Equatable {
    /// The file looked for in the current directory when `--config` is not given.
    static let fileName = "blogkit.toml"

    /// The keys of `blogkit.toml`, as written in the file.
    enum Key: String, CaseIterable {
        case title, baseURL = "base_url", author, description, language
        case postsPerPage = "posts_per_page", output, templates, db

        /// Paths, resolved against the file's folder.
        var isPath: Bool { self == .output || self == .templates || self == .db }
    }

    /// The file these settings were read from; nil when there was none.
    var file: String?
    var title: String?
    /// An absolute http(s) URL.
    var baseURL: String?
    var author: String?
    var description: String?
    var language: String?
    /// At least 1.
    var postsPerPage: Int?
    /// Where the site is written, relative to the current directory.
    var output: String?
    /// The templates folder, relative to the current directory.
    var templates: String?
    /// The archive, relative to the current directory.
    var db: String?

    /// The folder that relative paths in the file are relative to, as a prefix for them: `""`
    /// for a file in the current directory, `site/` for `site/blogkit.toml`.
    var folder: String {
        guard let file else { return "" }
        let folder = (file as NSString).deletingLastPathComponent
        return folder.isEmpty ? "" : folder + "/"
    }

    /// `path` (relative to the file) as seen from the current directory.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : folder + path
    }

    /// The settings in `path`, which must exist; else those of `blogkit.toml` in the current
    /// directory when there is one; else no settings at all.
    static func load(path: String?) throws(SiteConfigError) -> SiteConfig {
        let file = path ?? fileName
        guard FileManager.default.fileExists(atPath: file) else {
            if path != nil { throw .missing(file: file) }
            return SiteConfig()
        }
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw .unreadable(file: file, cause: (error as NSError).localizedFailureReason ?? "\(error)")
        }
        return try parse(text, file: file)
    }

    /// The settings in `text`, the content of `file` (named in errors).
    static func parse(_ text: String, file: String) throws(SiteConfigError) -> SiteConfig {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw .syntax(file: file, line: error.source.begin.line, message: error.description)
        } catch {
            throw .syntax(file: file, line: 1, message: "\(error)")
        }
        var config = SiteConfig(file: file)
        for (name, value) in table.sorted(by: { line(of: $0.0, in: text) ?? 0 < line(of: $1.0, in: text) ?? 0 }) {
            let line = line(of: name, in: text)
            guard let key = Key(rawValue: name) else {
                throw .unknownKey(
                    file: file, line: line, key: name,
                    suggestion: Suggestion.closest(to: name, among: Key.allCases.map(\.rawValue)))
            }
            try config.set(key, to: value, file: file, line: line)
        }
        return config
    }

    private mutating func set(
        _ key: Key, to value: any TOMLValueConvertible, file: String, line: Int?
    ) throws(SiteConfigError) {
        if key == .postsPerPage {
            guard let number = value.int else {
                throw .wrongType(file: file, line: line, key: key.rawValue, expected: "an integer", found: Self.kind(of: value))
            }
            guard number >= 1 else {
                throw .invalidValue(file: file, line: line, key: key.rawValue, reason: "must be at least 1, not \(number)")
            }
            postsPerPage = number
            return
        }
        guard let string = value.string else {
            throw .wrongType(file: file, line: line, key: key.rawValue, expected: "a string", found: Self.kind(of: value))
        }
        switch key {
        case .title: title = string
        case .baseURL:
            guard Self.isAbsoluteHTTP(string) else {
                throw .invalidValue(
                    file: file, line: line, key: key.rawValue,
                    reason: "must be an absolute http(s) URL, e.g. https://example.com/blog/, not '\(string)'")
            }
            baseURL = string
        case .author: author = string
        case .description: description = string
        case .language: language = string
        case .output: output = resolve(string)
        case .templates: templates = resolve(string)
        case .db: db = resolve(string)
        case .postsPerPage: break
        }
    }

    /// True for what a base URL must be: an absolute http(s) URL (`--base-url` and `base_url`).
    static func isAbsoluteHTTP(_ url: String) -> Bool {
        url.hasPrefix("https://") || url.hasPrefix("http://")
    }

    /// `a string`, `an integer`, `a table`...: what TOMLKit read.
    private static func kind(of value: any TOMLValueConvertible) -> String {
        let name = value.type.description
        return (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }

    /// The first line (from 1) defining top-level key `name`: `name = …`, `"name" = …`,
    /// `name.sub = …` or a `[name]` / `[[name]]` header. TOMLKit keeps no positions of values,
    /// and blogkit.toml has no tables of its own, so the first such line is the key's.
    static func line(of name: String, in text: String) -> Int? {
        let spellings = [name, "\"\(name)\"", "'\(name)'"]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = rawLine.drop { $0 == " " || $0 == "\t" }
            let isHeader = rest.first == "["
            rest = rest.drop { $0 == "[" || $0 == " " || $0 == "\t" }
            for spelling in spellings where rest.hasPrefix(spelling) {
                let next = rest.dropFirst(spelling.count).drop { $0 == " " || $0 == "\t" }.first
                if next == "=" || next == "." || (isHeader && next == "]") { return index + 1 }
            }
        }
        return nil
    }
}
