import Archive
#if os(Linux)
#endif
import Feeds
import Foundation
import Synchronization

/// Builds the static site: Mustache templates in, files in the output directory out.
///
/// ```swift
/// let report = try SiteBuilder(options: SiteOptions(outputDirectory: "output")).build(from: archive)
/// ```
/// Every page is rendered from the posts (newest first) by the templates (compiled once, pages
/// rendered on every core), then written only if its content changed. Files a previous build
/// wrote and this one does not generate are removed; other files in the output are left alone.
/// When nothing the site depends on changed since the last build and its files are intact,
/// nothing is rendered at all.
///
/// Nothing outside the output directory is ever written or removed, and no symbolic link in it
/// is followed: each page replaces a link at its own path, and a page whose directory is a link
/// fails the build with an error naming the link (see `OutputDirectory`). Each file is written
/// to a temporary file renamed over the old one, so a failed build leaves every page whole.
public struct SiteBuilder {
    public var options: SiteOptions

    /// Called after each file a build renders and writes, with the files done and the files to
    /// do, one call at a time and counting up (from any thread).
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    public init(options: SiteOptions) {
        self.options = options
    }

    /// Builds the site from every post in `archive`, titled after its feeds (what their titles
    /// share) unless `options.title` says otherwise. `progress` is not called when the site is
    /// up to date.
    public func build(from archive: Archive, progress: Progress? = nil) throws(SiteError) -> BuildReport {
        let templates = try Templates(overrides: options.templatesDirectory)
        let output = try openOutput()
        let source: UInt64
        do {
            source = try BuildFingerprint.source(archive: archive, options: options, templates: templates)
        } catch {
            throw .archive("\(error)")
        }
        if let previous = BuildManifest.read(in: output), previous.source == source, previous.filesAreIntact(in: output) {
            return upToDateReport(previous, templates: templates)
        }
        // Posts are held without their bodies, read again as pages need them (PostBodies).
        var posts: [Post] = []
        var fingerprint = FNV1a()
        var hasCode = false
        let channels: [StoredChannel]
        let media: [MediaFile]
        do {
            try archive.forEachPostDigest { post, texts in
                BuildFingerprint.combine(post, texts: texts, into: &fingerprint)
                hasCode = hasCode || (post.kind != .draft && !post.code.isEmpty)
                var listed = post
                listed.body = PostBody()
                posts.append(listed)
            }
            channels = try archive.channels()
            media = try archive.mediaFiles()
        } catch {
            throw .archive("\(error)")
        }
        let images = MediaImages(folder: archive.mediaDirectory, files: media)
        return try build(
            BuildPosts(posts: consume posts, bodies: .archive(archive), hasCode: hasCode, fingerprint: fingerprint.value),
            channel: MergedChannel.merge(channels), templates: templates, source: source, into: output,
            images: images, progress: progress)
    }

    /// Builds the site from `posts`; `channel` supplies the default title, description and language.
    public func build(posts: [Post], channel: StoredChannel? = nil, progress: Progress? = nil) throws(SiteError) -> BuildReport {
        try build(
            BuildPosts(posts: posts, bodies: .held, hasCode: nil, fingerprint: BuildFingerprint.posts(posts)),
            channel: channel, templates: Templates(overrides: options.templatesDirectory), source: nil,
            into: openOutput(), images: MediaImages(), progress: progress)
    }

    /// The posts of a build, where their bodies are, and ``BuildFingerprint/posts(_:)`` of them whole.
    private struct BuildPosts {
        var posts: [Post]
        var bodies: PostBodies
        /// Whether a post or page has a code listing; nil when `posts` are held whole.
        var hasCode: Bool?
        var fingerprint: UInt64
    }

    /// The output directory, once `OutputClaim` allows a build there. A new one gets an empty
    /// manifest at once, so that a first build that fails halfway leaves a folder the next
    /// build still accepts.
    private func openOutput() throws(SiteError) -> OutputDirectory {
        try OutputClaim.check(options.outputDirectory, force: options.force)
        let output = try OutputDirectory(path: options.outputDirectory)
        if !output.exists(BuildManifest.fileName) {
            try BuildManifest(content: 0, source: nil, pages: 0, posts: 0, files: ManifestEntries([:])).write(in: output)
        }
        return output
    }

    private func build(
        _ built: consuming BuildPosts, channel: StoredChannel?, templates: Templates, source: UInt64?, into output: OutputDirectory,
        images: MediaImages, progress: Progress?
    ) throws(SiteError) -> BuildReport {
        let nonEmpty: (String?) -> String? = { $0.flatMap { $0.isEmpty ? nil : $0 } }
        let info = SiteInfo(
            title: options.title ?? channel?.title ?? "Blog", author: nonEmpty(options.author),
            description: nonEmpty(options.description) ?? channel?.description,
            language: nonEmpty(options.language) ?? nonEmpty(channel?.language) ?? "en",
            baseURL: nonEmpty(options.baseURL))
        let postCount = built.posts.count { $0.kind == .post }
        let fingerprint = BuildFingerprint.content(
            posts: built.fingerprint, info: info, templates: templates, postsPerPage: options.postsPerPage,
            termPageMinPosts: options.termPageMinPosts, redirects: options.redirects, media: images.map,
            terms: channel?.terms ?? [])
        let previous = BuildManifest.read(in: output)
        if var previous, previous.content == fingerprint, previous.filesAreIntact(in: output) {
            previous.source = source
            try previous.write(in: output)
            return upToDateReport(previous, templates: templates)
        }
        let foreign = ForeignFiles(in: output, written: Set(previous?.files.paths ?? []), name: options.outputDirectory)
        var site = SiteContent(
            posts: built.posts, info: info, files: Set(templates.assets.keys), postsPerPage: options.postsPerPage,
            termPageMinPosts: options.termPageMinPosts, foreign: foreign, bodies: built.bodies, hasCode: built.hasCode)
        // The site holds the posts now: their list, 40 MB at 100,000 posts, is let go.
        built.posts = []
        site.media = images.map
        site.oldTerms = channel?.terms ?? []
        // Every term's feed is named where the old blog had one, which then keeps its readers.
        let addresses = options.redirects.isEmpty ? [] : OldAddresses.of(site)
        site.keepFeeds(named: Set(addresses.map(\.target)))
        site.hasMovedScript = options.redirects.contains(.aliases) && addresses.contains { $0.query != nil }
        site.hasMovedTermsScript = options.redirects.contains(.aliases) && info.baseURL != nil
            && (site.categories + site.tags).contains { !$0.hasPage }
        let content = site
        let pages = content.pages
        // The search index is written while the pages render: its merge runs on one core, a
        // file at a time (its postings may not all fit in memory).
        let searchIndex = BackgroundJob { [options] () throws(SiteError) in
            let written = Mutex<[(path: String, outcome: OutputDirectory.Outcome)]>([])
            let memory = options.searchIndexMemory
                ?? SiteOptions.searchIndexMemory(documents: content.posts.count + content.standalone.count)
            try SearchIndexWriter.write(for: content, memory: memory, scratch: output.scratchFile) {
                path, data throws(SiteError) in
                let outcome = try output.write(data, to: path)
                written.withLock { $0.append((path, outcome)) }
            }
            return written.withLock { $0 }
        }
        let feedsAndAssets = try extraFiles(content, pages: pages, templates: templates)
        let copies = images.map.files
        let counter = ProgressCounter(total: pages.count + feedsAndAssets.count + copies.count, report: progress)
        // The feeds, assets and images, then the pages, while the index is written (only the
        // redirects need it): the feeds early, when the index holds least. Each page is written as
        // soon as it is rendered: no build holds the whole site in memory.
        let firstOutcomes = Result { () throws(SiteError) in
            try Parallel.map(feedsAndAssets.count) { index throws(SiteError) in
                defer { counter.step() }
                return try output.write(feedsAndAssets[index].make(), to: feedsAndAssets[index].path)
            } + Parallel.map(copies.count) { index throws(SiteError) in
                defer { counter.step() }
                return try output.write(images.contents(of: copies[index].source), to: copies[index].site)
            } + Parallel.map(pages.count) { index throws(SiteError) in
                let page = pages[index]
                let html = try templates.render(page.template, try content.context(for: page))
                defer { counter.step() }
                return try output.write(Data(html.utf8), to: content.file(of: page))
            }
        }
        let searchWritten = try searchIndex.value()
        let search = searchWritten.map(\.path)
        let redirects = redirectFiles(content, pages: pages, extras: feedsAndAssets, searchIndex: search, foreign: foreign)
        counter.expect(search.count + redirects.count, written: search.count)
        let generated = pages.map(content.file(of:)) + (feedsAndAssets + redirects).map(\.path) + copies.map(\.site)
        let outcomes = try searchWritten.map(\.outcome) + firstOutcomes.get() + Parallel.map(redirects.count) {
            index throws(SiteError) in
            defer { counter.step() }
            return try output.write(redirects[index].make(), to: redirects[index].path)
        }
        var report = BuildReport(
            pagesWritten: outcomes.count { $0 == .written }, pagesUnchanged: outcomes.count { $0 == .unchanged },
            pages: pages.count, posts: postCount,
            warnings: warnings(templates: templates) + content.displaced)
        let kept = Set(generated + search)
        if let previous { report.filesRemoved = output.remove(previous.files.paths.filter { !kept.contains($0) }) }
        try BuildManifest(
            content: fingerprint, source: source, pages: pages.count, posts: postCount,
            files: ManifestEntries(output.stamps(of: kept))
        ).write(in: output)
        return report
    }

    private func warnings(templates: Templates) -> [String] {
        let baseURL = options.baseURL.map { $0.isEmpty } ?? true
            ? [
                "no base URL (base_url in blogkit.toml or --base-url), so links are relative and these need absolute URLs:"
                    + " left out feed.xml, atom.xml, feed.json, category/*/feed.xml, tags/*/feed.xml and sitemap.xml;"
                    + " no canonical links, og:url or Sitemap line in robots.txt",
            ] : []
        return baseURL + [templates.leftOutWarning(folder: options.templatesDirectory)].compactMap { $0 }
    }

    private func upToDateReport(_ manifest: BuildManifest, templates: Templates) -> BuildReport {
        BuildReport(
            pagesWritten: 0, pagesUnchanged: manifest.files.count, pages: manifest.pages, posts: manifest.posts,
            upToDate: true, warnings: warnings(templates: templates))
    }

    /// The redirects from the old blog's addresses (``OldAddresses``) in the forms
    /// `options.redirects` asks for: rule files, alias pages and feed copies.
    private func redirectFiles(
        _ content: SiteContent, pages: [SitePage], extras: [SiteFile], searchIndex: [String], foreign: ForeignFiles
    ) -> [SiteFile] {
        guard !options.redirects.isEmpty else { return [] }
        var served = Set(extras.map(\.path) + searchIndex)
        for page in pages { served.insert(content.file(of: page)) }
        // An old path the new site serves itself is its page now: no rule may shadow it.
        let addresses = OldAddresses.of(content).filter { $0.query != nil || !AliasPages.isServed($0.path, in: served) }
        let basePath = content.info.baseURL.flatMap { URLComponents(string: $0)?.percentEncodedPath }
            .map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        let rules = RedirectRules(addresses: addresses, basePath: basePath)
        var files: [SiteFile] = []
        for format in options.redirects {
            if let file = format.file, let text = rules.text(format) { files.append(SiteFile(file, text: text)) }
        }
        if options.redirects.contains(.aliases) {
            var written = Dictionary((extras + files).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for file in served where written[file] == nil { written[file] = SiteFile(file, data: Data()) }
            files += AliasPages(addresses: addresses, baseURL: content.info.baseURL).files(written: written, foreign: foreign)
            files += MovedScript(addresses: addresses).files.map { SiteFile($0.0, data: $0.1) }
            if content.hasMovedTermsScript { files.append(SiteFile(MovedTermsScript.file, text: MovedTermsScript.script)) }
        }
        return files
    }

    /// Feeds (the site's RSS, Atom and JSON Feed, each category's and tag's RSS), sitemap,
    /// robots.txt and the templates' assets. Feeds and the sitemap are made when written (the
    /// sitemap of 100,000 posts is 11 MB).
    private func extraFiles(
        _ content: SiteContent, pages: [SitePage], templates: Templates
    ) throws(SiteError) -> [SiteFile] {
        var files = templates.assets.sorted { $0.key < $1.key }
            .filter { content.hasCode || !Highlighter.assets.contains($0.key) }
            .map { SiteFile($0.key, data: $0.value) }
        if let base = content.info.baseURL {
            files.append(SiteFile(RSSFeed.file) { () throws(SiteError) in Data(try RSSFeed.xml(content, baseURL: base).utf8) })
            files.append(SiteFile(AtomFeed.file) { () throws(SiteError) in Data(try AtomFeed.xml(content, baseURL: base).utf8) })
            files.append(SiteFile(JSONFeed.file) { () throws(SiteError) in Data(try JSONFeed.json(content, baseURL: base).utf8) })
            for term in content.categories + content.tags where term.hasFeed {
                files.append(SiteFile(term.path.directory + RSSFeed.file) { () throws(SiteError) in
                    Data(try RSSFeed.xml(content, baseURL: base, term: term).utf8)
                })
            }
            files.append(SiteFile(Sitemap.file) { Data(Sitemap.xml(content, pages: pages, baseURL: base).utf8) })
        }
        files.append(SiteFile("robots.txt", text: Sitemap.robots(baseURL: content.info.baseURL)))
        return files
    }
}
