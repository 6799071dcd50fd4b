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
        if let directory {
            for (path, data) in try Self.files(in: URL(fileURLWithPath: directory), reportingAs: directory) {
                files[path] = data
            }
        }
        var library = MustacheLibrary()
        var assets: [String: Data] = [:]
        var hasher = FNV1a()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            hasher.combine(path)
            hasher.combine(data)
            guard path.hasSuffix(".mustache") else {
                assets[path] = data
                continue
            }
            let origin = directory.map { "\($0)/\(path)" } ?? "DefaultTemplates/\(path)"
            do {
                library.register(try MustacheTemplate(string: String(decoding: data, as: UTF8.self)),
                                 named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                throw .templateSyntax(file: origin, line: error.context.lineNumber, reason: "\(error.error)")
            } catch {
                throw .templateSyntax(file: origin, line: 0, reason: "\(error)")
            }
        }
        self.library = library
        self.assets = assets
        self.fingerprint = hasher.value
    }

    /// Renders the template `name` (`post`, `index`...) with `context`.
    func render(_ name: String, _ context: [String: Any]) throws(SiteError) -> String {
        guard let page = library.render(context, withTemplate: name) else { throw .templateMissing(name: name) }
        return page
    }

    /// The templates built into blogkit, by relative path.
    static func defaultFiles() -> [String: Data] {
        guard let url = Bundle.module.url(forResource: "DefaultTemplates", withExtension: nil) else { return [:] }
        return (try? files(in: url, reportingAs: "DefaultTemplates")) ?? [:]
    }

    /// Every non-hidden regular file under `root`, by path relative to it.
    static func files(in root: URL, reportingAs name: String) throws(SiteError) -> [String: Data] {
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
