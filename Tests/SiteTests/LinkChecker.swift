import Foundation

/// Finds every `href` and `src` in the HTML files of a site that points inside the site and
/// does not resolve to a file there. Absolute URLs (`https:`, `mailto:`) are not checked;
/// root-absolute paths (the 404 page's) are resolved under `basePath`.
enum LinkChecker {
    static func brokenLinks(in output: URL, basePath: String = "/") throws -> [String] {
        var broken: [String] = []
        let pattern = try NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] where path.hasSuffix(".html") {
            let file = output.appendingPathComponent(path)
            let html = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 1), in: html) else { continue }
                let link = html[range].replacingOccurrences(of: "&amp;", with: "&")
                guard let target = resolve(link, from: file.deletingLastPathComponent(), output: output, basePath: basePath)
                else { continue }
                var isDirectory: ObjCBool = false
                if !FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) || isDirectory.boolValue {
                    broken.append("\(path): \(link)")
                }
            }
        }
        return broken
    }

    /// The file a link names, or nil for links outside the site and same-page fragments.
    private static func resolve(_ link: String, from directory: URL, output: URL, basePath: String) -> URL? {
        if link.isEmpty || link.hasPrefix("#") || link.range(of: #"^[a-zA-Z][a-zA-Z0-9+.-]*:"#, options: .regularExpression) != nil {
            return nil
        }
        var path = String(link.prefix { $0 != "#" && $0 != "?" })
        path = path.removingPercentEncoding ?? path
        let url: URL
        if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) else { return output.appendingPathComponent("outside-the-site") }
            url = output.appendingPathComponent(String(path.dropFirst(basePath.count)))
        } else {
            url = directory.appendingPathComponent(path)
        }
        return path.hasSuffix("/") || path.isEmpty ? url.appendingPathComponent("index.html") : url.standardizedFileURL
    }
}
