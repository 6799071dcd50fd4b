import Feeds
import Foundation
import Mustache

/// The Mustache templates and static assets of a site: the defaults built into blogkit
/// (`DefaultTemplates`), each replaced by the file of the same relative path in the user's
/// templates directory when there is one. `*.mustache` files are templates, registered under
/// their path without the extension (`partials/header`); a static asset (`assetExtensions`:
/// `style.css`, `search.js`, images, fonts) is copied to the output as is. Nothing else in the
/// user's folder is read: no hidden file, no symbolic link (a cloned theme could point one at
/// `~/.ssh`), no file of another kind (`id_rsa`, `server.pem`, `cron.d/job`, `notes.txt`).
struct Templates: Sendable {
    let library: MustacheLibrary
    /// Asset files by relative path.
    let assets: [String: Data]
    /// What the user's folder holds that is neither a template nor an asset, or is a link.
    let leftOut: [String]
    /// Changes whenever any template or asset changes.
    let fingerprint: UInt64

    init(overrides directory: String?) throws(SiteError) {
        var files = Self.defaultFiles()
        if let highlighter = Highlighter.bundle() { files[Highlighter.bundleAsset] = highlighter }
        var leftOut: [String] = []
        if let directory {
            let user = try Self.files(in: URL(fileURLWithPath: directory), reportingAs: directory)
            files.merge(user.files) { $1 }
            leftOut = user.leftOut
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
        self.leftOut = leftOut
        self.fingerprint = hasher.value
    }

    /// The extensions (lowercased) of the files in a templates folder that are copied to the
    /// site: style sheets, scripts, static pages, images and fonts.
    static let assetExtensions: Set<String> = [
        "css", "js", "mjs", "html", "png", "jpg", "jpeg", "gif", "webp", "avif", "svg", "ico",
        "woff", "woff2", "ttf", "otf", "eot",
    ]

    /// One line saying what of `folder` was left out (see `leftOut`), nil when nothing was.
    func leftOutWarning(folder: String?) -> String? {
        guard let folder, !leftOut.isEmpty else { return nil }
        let shown = leftOut.prefix(3).joined(separator: ", ") + (leftOut.count > 3 ? " and \(leftOut.count - 3) more" : "")
        return "\(folder): left out \(leftOut.count) \(leftOut.count == 1 ? "file" : "files") that are not static assets"
            + " (.css, .js, .html, images, fonts) or are symbolic links: \(shown)"
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
        return (try? files(in: url, reportingAs: "DefaultTemplates"))?.files ?? [:]
    }

    /// Every template (`.mustache`) and asset (`assetExtensions`) under `root`, by path relative
    /// to it, and the paths of what else is there (files of other kinds, symbolic links, which
    /// are never followed); hidden files and folders are skipped. `root` itself may be a
    /// symbolic link (the repository's `templates/` is one, to the built-in theme).
    static func files(in link: URL, reportingAs name: String) throws(SiteError) -> (files: [String: Data], leftOut: [String]) {
        let root = link.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .templatesUnreadable(path: name, reason: "no such directory")
        }
        var files: [String: Data] = [:]
        var leftOut: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
            } catch {
                throw .templatesUnreadable(path: "\(name)/\(folder)", reason: error.localizedDescription)
            }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = folder.isEmpty ? entry : folder + "/" + entry
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    folders.append(path)
                } else if type == S_IFREG, isTemplateOrAsset(entry) {
                    do {
                        files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
                    } catch {
                        throw .templatesUnreadable(path: "\(name)/\(path)", reason: error.localizedDescription)
                    }
                } else {
                    leftOut.append(path)
                }
            }
        }
        return (files, leftOut.sorted())
    }

    private static func isTemplateOrAsset(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let suffix = name[name.index(after: dot)...].lowercased()
        return suffix == "mustache" || assetExtensions.contains(suffix)
    }
}
