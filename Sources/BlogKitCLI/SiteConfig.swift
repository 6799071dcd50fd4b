import Foundation
import Site
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
        case postsPerPage = "posts_per_page", termPageMinPosts = "term_page_min_posts", output, templates, db, redirects

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
    /// In `SiteOptions.postsPerPageRange`.
    var postsPerPage: Int?
    /// In `SiteOptions.termPageMinPostsRange`.
    var termPageMinPosts: Int?
    /// Where the site is written, relative to the current directory.
    var output: String?
    /// The templates folder, relative to the current directory.
    var templates: String?
    /// The archive, relative to the current directory.
    var db: String?
    /// The forms of redirects from the old blog's addresses a build writes.
    var redirects: [RedirectFormat]?

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
        if key == .redirects {
            redirects = try Self.redirectFormats(value, file: file, line: line)
            return
        }
        if key == .postsPerPage || key == .termPageMinPosts {
            guard let number = value.int else {
                throw .wrongType(file: file, line: line, key: key.rawValue, expected: "an integer", found: Self.kind(of: value))
            }
            let range = key == .postsPerPage ? SiteOptions.postsPerPageRange : SiteOptions.termPageMinPostsRange
            if let bound = Self.outOfRange(number, range) {
                throw .invalidValue(file: file, line: line, key: key.rawValue, reason: "\(bound), not \(number)")
            }
            if key == .postsPerPage { postsPerPage = number } else { termPageMinPosts = number }
            return
        }
        guard let string = value.string else {
            throw .wrongType(file: file, line: line, key: key.rawValue, expected: "a string", found: Self.kind(of: value))
        }
        switch key {
        case .title: title = string
        case .baseURL:
            guard Self.isValidBaseURL(string) else {
                throw .invalidValue(
                    file: file, line: line, key: key.rawValue, reason: Self.baseURLRule + ", not " + Self.quoted(string))
            }
            baseURL = string
        case .author: author = string
        case .description: description = string
        case .language: language = string
        case .output: output = try inside(string, key: key, file: file, line: line)
        case .templates: templates = try inside(string, key: key, file: file, line: line)
        case .db: db = try inside(string, key: key, file: file, line: line)
        case .postsPerPage, .termPageMinPosts, .redirects: break
        }
    }

    /// `path` (relative to the file) as seen from the current directory, when it lies inside the
    /// file's own folder once `..` and symbolic links are resolved. A settings file may come with
    /// a cloned repository: it must not make a build write, publish an archive or copy templates
    /// from anywhere else. The command line may name any path.
    private func inside(_ path: String, key: Key, file: String, line: Int?) throws(SiteConfigError) -> String {
        let resolved = resolve(path)
        guard ResolvedPath.isInside(resolved, folder: folder.isEmpty ? "." : folder) else {
            throw .invalidValue(
                file: file, line: line, key: key.rawValue,
                reason: "must lie inside the settings file's folder, not \(Self.quoted(path));"
                    + " give --\(key.rawValue) on the command line to use one elsewhere")
        }
        return resolved
    }

    /// `redirects = ["netlify", "aliases"]`: each a ``RedirectFormat``, once.
    private static func redirectFormats(
        _ value: any TOMLValueConvertible, file: String, line: Int?
    ) throws(SiteConfigError) -> [RedirectFormat] {
        let key = Key.redirects.rawValue
        guard let array = value.array else {
            throw .wrongType(file: file, line: line, key: key, expected: "an array of strings", found: kind(of: value))
        }
        var formats: [RedirectFormat] = []
        for element in array {
            guard let name = element.string else {
                throw .wrongType(file: file, line: line, key: key, expected: "an array of strings", found: "an array holding " + kind(of: element))
            }
            guard let format = RedirectFormat(rawValue: name) else {
                throw .invalidValue(file: file, line: line, key: key, reason: redirectsRule + ", not " + quoted(name))
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// What `redirects` may list, as errors say it.
    static let redirectsRule = "lists " + RedirectFormat.allCases.map(\.rawValue).joined(separator: ", ")

    /// What a base URL must be, as errors say it.
    static let baseURLRule = "must be an absolute http(s) URL with a host and no white space, control characters or quotes,"
        + " e.g. https://example.com/blog/"

    /// True for what a base URL must be (`--base-url` and `base_url`): an absolute http(s) URL
    /// with a host, and nothing that could end the line, attribute or string it is written into
    /// (robots.txt, feeds, pages): no white space, control or format character, quote, angle
    /// bracket, backquote or backslash.
    static func isValidBaseURL(_ url: String) -> Bool {
        let forbidden: Set<Unicode.Scalar> = ["\"", "'", "<", ">", "`", "\\"]
        let isClean = url.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: false
            default: !scalar.properties.isWhitespace && !forbidden.contains(scalar)
            }
        }
        guard isClean, let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
            return false
        }
        return ["http", "https"].contains(components.scheme?.lowercased() ?? "")
    }

    /// `must be at least 1` or `must be at most 1000` when `number` is outside `range`, else nil.
    static func outOfRange(_ number: Int, _ range: ClosedRange<Int>) -> String? {
        if number < range.lowerBound { return "must be at least \(range.lowerBound)" }
        if number > range.upperBound { return "must be at most \(range.upperBound)" }
        return nil
    }

    /// `value` in single quotes, every control character, quote and backslash escaped as in
    /// Swift (`'https://a.example/\nDisallow: /'`): always one line.
    static func quoted(_ value: String) -> String {
        "'" + value.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "'"
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
