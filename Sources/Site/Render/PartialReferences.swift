import Foundation

/// The partials (`{{> name}}`) and parents (`{{< name}}`) a Mustache template names, with the
/// line of each: swift-mustache renders a missing one as nothing, so a misspelt name in a user's
/// template would silently empty part of every page. (Dynamic names, `{{> *name}}`, are
/// resolved at render time and not listed; a template that changes its delimiters is read
/// with the default ones.)
enum PartialReferences {
    static func of(_ template: String) -> [(name: String, line: Int)] {
        var references: [(name: String, line: Int)] = []
        var line = 1
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            line += rest[..<open].count { $0 == "\n" }
            rest = rest[open...]
            guard rest.hasPrefix("{{>") || rest.hasPrefix("{{<"), let close = rest.firstIndex(of: "}") else {
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(rest.startIndex, offsetBy: 3)..<close].trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty, !name.hasPrefix("*") { references.append((name, line)) }
            line += rest[..<close].count { $0 == "\n" }
            rest = rest[close...]
        }
        return references
    }
}
