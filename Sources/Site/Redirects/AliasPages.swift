import Foundation
import Feeds

/// The files that make old addresses answer on a host without redirect rules (GitHub Pages, a
/// plain web server): at each old page path, a small page that sends the reader on (a
/// `<meta http-equiv="refresh">`, a canonical link for search engines, a plain link); at each
/// old feed path, a copy of the feed, since feed readers follow no refresh.
///
/// An alias never takes the place of a file the build writes or the folder one needs, nor of a
/// file blogkit did not write (``ForeignFiles``), nor a name hosts give a meaning
/// (``PostPaths/reserved``; in the site's own `category/` and `page/` folders, only WordPress's
/// old category and archive pages and feeds, which lead to the site's lists); its path must be
/// as safe as a post's (``PostPaths/mirrored(_:)``).
/// A query form (`/?p=123`) has no file of its own: the home page answers it.
struct AliasPages {
    let addresses: [OldAddress]
    /// The site's absolute URL, for canonical links; nil writes none.
    let baseURL: String?

    /// The alias files, given the files the build writes (`written`, its feeds among them) and
    /// the user's own files in the output.
    func files(written: [String: SiteFile], foreign: ForeignFiles?) -> [SiteFile] {
        var taken = Taken(files: Set(written.keys))
        var files: [SiteFile] = []
        for address in addresses where address.query == nil {
            guard let file = Self.file(for: address), taken.isFree(file), foreign?.obstacle(file: file) == nil else { continue }
            let alias: SiteFile
            if address.targetPath.hasSuffix("/") {
                alias = SiteFile(file, text: page(at: file, to: address))
            } else if let feed = written[address.targetPath] {
                alias = SiteFile(file, make: feed.make)
            } else {
                continue
            }
            taken.add(file)
            files.append(alias)
        }
        return files
    }

    /// The file an old path is answered from: `x/` and `x` as `x/index.html` (a host adds the
    /// slash), `x.html` as itself; a feed's extensionless path (`feeds/posts/default`) as itself.
    static func file(for address: OldAddress) -> String? {
        guard let decoded = address.path.removingPercentEncoding else { return nil }
        let relative = String(decoded.drop(while: { $0 == "/" }))
        guard !relative.isEmpty else { return nil }
        let file: String
        if relative.hasSuffix("/") {
            file = relative + "index.html"
        } else if relative.lowercased().hasSuffix(".html") || relative.lowercased().hasSuffix(".htm") || !address.target.hasSuffix("/") {
            file = relative
        } else {
            file = relative + "/index.html"
        }
        guard file.utf8.count <= PostPaths.maxPathBytes, let segments = SafePath.segments(of: file),
              segments.allSatisfy({ $0.utf8.count <= PostPaths.maxSegmentBytes }),
              let first = segments.first.map({ $0.lowercased() }),
              !PostPaths.reserved.contains(first) || (["category", "page"].contains(first) && Self.isList(address.target))
        else { return nil }
        return file
    }

    /// True when `target` is the home page or one of the site's lists (its pages and feeds).
    private static func isList(_ target: String) -> Bool {
        target.isEmpty || ["page/", "category/", "tags/"].contains { target.hasPrefix($0) } || target == RSSFeed.file
            || target == AtomFeed.file
    }

    /// True when a static host answers the old `path` (percent-encoded) with one of `files`:
    /// the file itself, or `index.html` in the folder it names.
    static func isServed(_ path: String, in files: Set<String>) -> Bool {
        guard let decoded = path.removingPercentEncoding else { return false }
        let relative = String(decoded.drop(while: { $0 == "/" }))
        if relative.isEmpty || relative.hasSuffix("/") { return files.contains(relative + "index.html") }
        return files.contains(relative) || files.contains(relative + "/index.html")
    }

    /// The page at `file` that sends the reader to the page in the folder `address` targets
    /// (to the place on it its fragment names).
    private func page(at file: String, to address: OldAddress) -> String {
        let folder = file.split(separator: "/").dropLast().map { $0 + "/" }.joined()
        let target = SitePath.percentEncoded(address.targetPath)
        let fragment = String(address.encodedTarget.dropFirst(target.count))
        let href = MarkupEscaper.markup(SitePath(folder).root + target + "index.html" + fragment)
        let canonical = baseURL.map { "<link rel=\"canonical\" href=\"\(MarkupEscaper.markup($0 + target))\">\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html><head>
            <meta charset="utf-8">
            <title>Moved</title>
            \(canonical)<meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(href)">
            </head><body>
            <p>This page has moved: <a href="\(href)">\(href)</a>.</p>
            </body></html>

            """
    }

    /// The files and folders already claimed.
    private struct Taken {
        var files: Set<String>
        var folders: Set<String> = []

        init(files: Set<String>) {
            self.files = []
            for file in files { add(file) }
        }

        /// True when `file` is neither a file nor a folder taken, and no folder on its way is a file.
        func isFree(_ file: String) -> Bool {
            guard !files.contains(file), !folders.contains(file) else { return false }
            var prefix = Substring(file)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if files.contains(String(prefix)) { return false }
            }
            return true
        }

        mutating func add(_ file: String) {
            files.insert(file)
            var prefix = Substring(file)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                folders.insert(String(prefix))
            }
        }
    }
}
