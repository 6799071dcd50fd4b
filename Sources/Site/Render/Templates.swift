import Foundation
import Mustache

/// The Mustache templates and static assets of a site: the defaults built into blogkit
/// (`DefaultTemplates`), each replaced by the file of the same relative path in the user's
/// templates directory when there is one. `*.mustache` files are templates, registered under
/// their path without the extension (`partials/header`); every other file is an asset copied
/// to the output as is (`style.css`, `search.js`).
struct Templates: Sendable {
    let library: MustacheLibrary
    /// Asset files by relative path.
    let assets: [String: Data]
    /// Changes whenever any template or asset changes.
    let fingerprint: UInt64

    init(overrides directory: String?) throws(SiteError) {
        var files = Self.defaultFiles()
        if let highlighter = Highlighter.bundle() { files[Highlighter.bundleAsset] = highlighter }
        if let directory {
            for (path, data) in try Self.files(in: URL(fileURLWithPath: directory), reportingAs: directory) {
                files[path] = data
            }
        }
        var library = MustacheLibrary()
        var assets: [String: Data] = [:]
        var hasher = FNV1a()
        let names = Set(files.keys.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) })
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(data)
            guard path.hasSuffix(".mustache") else {
                assets[path] = data
                continue
            }
            // The user's file, or the built-in one its name falls back to.
            let origin = directory.flatMap { Self.isFile(path, in: $0) ? "\($0)/\(path)" : nil } ?? "DefaultTemplates/\(path)"
            let text = String(decoding: data, as: UTF8.self)
            do {
                library.register(try MustacheTemplate(string: text), named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw .templateSyntax(file: origin, line: error.context.lineNumber, reason: Self.reason(error.error))
            } catch {
                throw .templateSyntax(file: origin, line: 0, reason: "\(error)")
            }
            if let missing = PartialReferences.of(text).first(where: { !names.contains($0.name) }) {
                throw .templateSyntax(
                    file: origin, line: missing.line, reason: "no template named \(missing.name) (\(missing.name).mustache)")
            }
        }
        self.library = library
        self.assets = assets
        self.fingerprint = hasher.value
    }

    private static func isFile(_ path: String, in directory: String) -> Bool {
        FileManager.default.fileExists(atPath: URL(fileURLWithPath: directory).appendingPathComponent(path).path)
    }

    /// What a parse error means, in the words of the template's author.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        return switch error {
        case .sectionCloseNameIncorrect: "a section is closed ({{/name}}) under another name than it was opened"
        case .unfinishedName: "a tag is not finished (a {{ without its }})"
        case .expectedSectionEnd: "a section ({{#name}}, {{^name}}, {{$name}} or {{<name}}) is never closed"
        case .invalidSetDelimiter: "a set-delimiter tag ({{=<% %>=}}) is malformed"
        case .transformAppliedToInheritanceSection: "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: "only {{$block}} sections may appear inside {{<parent}}"
        case .textInsideInheritSection: "only {{$block}} sections may appear inside {{<parent}}, not text"
        case .invalidConfigVariableSyntax: "a config tag ({{% ... }}) is malformed"
        case .unrecognisedConfigVariable: "a config tag names an unknown setting"
        }
    }

    /// Renders the template `name` (`post`, `index`...) with `context`.
    func render(_ name: String, _ context: PageValues) throws(SiteError) -> String {
        guard let page = library.render(context, withTemplate: name) else { throw .templateMissing(name: name) }
        return page
    }

    /// The templates built into blogkit, by relative path.
    static func defaultFiles() -> [String: Data] {
        guard let url = Bundle.module.url(forResource: "DefaultTemplates", withExtension: nil) else { return [:] }
        return (try? files(in: url, reportingAs: "DefaultTemplates")) ?? [:]
    }

    /// Every non-hidden regular file under `root`, by path relative to it. `root` may be a
    /// symbolic link (the repository's `templates/` is one, to the built-in theme).
    static func files(in link: URL, reportingAs name: String) throws(SiteError) -> [String: Data] {
        let root = link.resolvingSymlinksInPath()
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let paths = manager.subpaths(atPath: root.path)
        else { throw .templatesUnreadable(path: name, reason: "no such directory") }
        var files: [String: Data] = [:]
        for path in paths where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let url = root.appendingPathComponent(path)
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            do {
                files[path] = try Data(contentsOf: url)
            } catch {
                throw .templatesUnreadable(path: "\(name)/\(path)", reason: error.localizedDescription)
            }
        }
        return files
    }
}
