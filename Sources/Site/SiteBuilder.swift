import Archive
import Feeds
import Foundation

/// Builds the static site: Mustache templates in, files in the output directory out.
///
/// ```swift
/// let report = try SiteBuilder(options: SiteOptions(outputDirectory: "output")).build(from: archive)
/// ```
/// Every page is rendered from the posts (newest first) by the templates (compiled once, pages
/// rendered on every core), then written only if its content changed. Files a previous build
/// wrote and this one does not generate are removed; other files in the output are left alone.
public struct SiteBuilder {
    public var options: SiteOptions

    public init(options: SiteOptions) {
        self.options = options
    }

    /// Builds the site from every post in `archive`, titled after its feeds (what their titles
    /// share) unless `options.title` says otherwise.
    public func build(from archive: Archive) throws(SiteError) -> BuildReport {
        let posts: [Post]
        let channels: [FeedChannel]
        do {
            posts = try archive.posts()
            channels = try archive.channels()
        } catch {
            throw .archive("\(error)")
        }
        return try build(posts: posts, channel: MergedChannel.merge(channels))
    }

    /// Builds the site from `posts`; `channel` supplies the default title, description and language.
    public func build(posts: [Post], channel: FeedChannel? = nil) throws(SiteError) -> BuildReport {
        let templates = try Templates(overrides: options.templatesDirectory)
        let info = SiteInfo(
            title: options.title ?? channel?.title ?? "Blog", description: channel?.description,
            language: channel?.language.flatMap { $0.isEmpty ? nil : $0 } ?? "en",
            baseURL: options.baseURL.flatMap { $0.isEmpty ? nil : $0 })
        let output = OutputDirectory(path: options.outputDirectory)
        let fingerprint = Self.fingerprint(posts, info: info, templates: templates)
        let previous = BuildManifest.read(in: output)
        let content = SiteContent(posts: posts, info: info)
        let pages = content.pages
        var report = BuildReport(pagesWritten: 0, pagesUnchanged: 0, pages: pages.count, posts: posts.count)
        if info.baseURL == nil {
            report.warnings.append("no --base-url: feed.xml, atom.xml and sitemap.xml not written (they need absolute URLs)")
        }
        if let previous, previous.fingerprint == fingerprint, previous.filesAreIntact(in: output) {
            report.pagesUnchanged = previous.files.count
            report.upToDate = true
            return report
        }
        let rendered = try Parallel.map(pages.count) { index throws(SiteError) in
            let page = pages[index]
            return (content.file(of: page), Data(try templates.render(page.template, content.context(for: page)).utf8))
        }
        let files = rendered + extraFiles(content, pages: pages, templates: templates)
        try output.createDirectories(for: files.map(\.0))
        let outcomes = try Parallel.map(files.count) { index throws(SiteError) in
            try output.write(files[index].1, to: files[index].0)
        }
        report.pagesWritten = outcomes.count { $0 == .written }
        report.pagesUnchanged = outcomes.count { $0 == .unchanged }
        let generated = Set(files.map(\.0))
        if let previous { report.filesRemoved = output.remove(previous.files.keys.filter { !generated.contains($0) }) }
        try BuildManifest.stamping(generated, in: output, fingerprint: fingerprint).write(in: output)
        return report
    }

    /// Feeds, sitemap, robots.txt, the search index and the templates' assets.
    private func extraFiles(_ content: SiteContent, pages: [SitePage], templates: Templates) -> [(String, Data)] {
        var files: [(String, Data)] = templates.assets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        files += SearchIndexWriter.files(for: content).sorted { $0.key < $1.key }.map { ($0.key, Data($0.value.utf8)) }
        if let base = content.info.baseURL {
            files.append((RSSFeed.file, Data(RSSFeed.xml(content, baseURL: base).utf8)))
            files.append((AtomFeed.file, Data(AtomFeed.xml(content, baseURL: base).utf8)))
            files.append((Sitemap.file, Data(Sitemap.xml(content, pages: pages, baseURL: base).utf8)))
        }
        files.append(("robots.txt", Data(Sitemap.robots(baseURL: content.info.baseURL).utf8)))
        return files
    }

    /// Everything the output depends on: the posts' fields, the site's settings, the templates.
    private static func fingerprint(_ posts: [Post], info: SiteInfo, templates: Templates) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine("\(info.title)\u{0}\(info.description ?? "")\u{0}\(info.language)\u{0}\(info.baseURL ?? "")")
        hasher.combine(String(templates.fingerprint))
        for post in posts {
            hasher.combine("\(post.id)\u{0}\(post.guid)\u{0}\(post.title)\u{0}\(post.link ?? "")\u{0}\(post.author ?? "")")
            hasher.combine("\(post.published?.timeIntervalSince1970 ?? 0)\u{0}\(post.summary ?? "")\u{0}\(post.commentsURL ?? "")")
            hasher.combine(post.categories.joined(separator: "\u{0}"))
            hasher.combine(post.html)
            hasher.combine(post.excerptHTML)
            hasher.combine(post.prose)
        }
        return hasher.value
    }
}
