import Archive
import Content
import Feeds
import Foundation

/// `blogkit media`: downloads the images the archive's posts show, through the same fetcher as
/// feeds (``RemoteFeed``: curl pinned to a checked address, redirects checked one by one, size
/// and time limits), and keeps each once by the SHA-256 of its bytes in the archive's media
/// folder, where `blogkit build` finds it.
///
/// An image may be on a public address, or in the scope of the address of the feed that carried
/// its post (a feed on loopback may show images on loopback); a feed read from a file shows
/// public images only. What each URL became is recorded (``MediaFile``): a stored image or a
/// failure is not downloaded again, so a failure is reported once, unless `retry` asks.
///
/// A resized copy of an upload (`photo-300x200.jpg`, `photo.jpg?w=604`: ``ImageOriginals``) is
/// not downloaded: its upload is, once for all its sizes, and the copy's record points at the
/// upload's file with the size the post showed it at. When the upload cannot be downloaded, the
/// copies are recorded as failed too (their posts keep their URLs) and named in its warning.
public struct MediaDownload {
    public let archive: Archive
    public var limits: MediaLimits
    /// Try the URLs that failed before again.
    public var retry: Bool

    public init(archive: Archive, limits: MediaLimits = MediaLimits(), retry: Bool = false) {
        self.archive = archive
        self.limits = limits
        self.retry = retry
    }

    /// What a run did.
    public struct Report: Sendable {
        /// Images downloaded and stored in this run.
        public var stored = 0
        /// Of those, the ones whose bytes were already kept for another URL.
        public var duplicates = 0
        /// Image URLs stored or failed in an earlier run, not downloaded again.
        public var known = 0
        /// Bytes downloaded.
        public var bytes: Int64 = 0
        /// The URLs that failed in this run, and why, in the order tried.
        public var failures: [(url: String, reason: String)] = []
        /// The URLs left for the next run because the total limit was reached.
        public var deferred = 0
        /// Resized copies of an upload (``ImageOriginals``) that posts show, pointed at the
        /// upload's stored copy instead of being downloaded themselves.
        public var resized = 0
    }

    /// Downloads every image URL not yet tried (and those that failed, with `retry`), one at a
    /// time, recording each outcome as it comes. `progress` is called after each URL.
    public func run(progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws(MediaError) -> Report {
        let posts: [Post]
        let known: [String: MediaFile]
        do {
            posts = try archive.posts()
            known = Dictionary(try archive.mediaFiles().map { ($0.url, $0) }) { a, _ in a }
        } catch {
            throw .archive("\(error)")
        }
        var report = Report()
        let shown = posts.map { ImageReferences.urls(in: $0.markdown) }
        let originals = try uploads(of: posts, showing: shown)
        var queue: [Download] = []
        var queued: [String: Int] = [:]
        var copies: [MediaFile] = []
        var seen = Set<String>()
        var scopes: [String: AddressScope] = [:]
        func enqueue(_ url: String, from post: Post, copy: ResizedCopy?) {
            if let index = queued[url] {
                if let copy { queue[index].copies.append(copy) }
                return
            }
            queued[url] = queue.count
            let policy = RedirectPolicy(origin: Self.origin(of: post.sources, cache: &scopes))
            queue.append(Download(url: url, policy: policy, copies: copy.map { [$0] } ?? []))
        }
        for (post, urls) in zip(posts, shown) {
            for url in urls where seen.insert(url).inserted {
                if let file = known[url], !(retry && file.stored == nil) {
                    report.known += 1
                    continue
                }
                guard let (original, size) = originals.original(of: url) else {
                    enqueue(url, from: post, copy: nil)
                    continue
                }
                let copy = ResizedCopy(url: url, size: size)
                if queued[original] == nil, let upload = known[original], !(retry && upload.stored == nil) {
                    copies.append(copy.file(from: upload))
                } else {
                    enqueue(original, from: post, copy: copy)
                }
            }
        }
        try record(copies, in: &report, reportingFailures: true)
        guard !queue.isEmpty else { return report }
        let folder = try MediaFolder(path: archive.mediaDirectory)
        var hashes = Set<String>()
        for (index, item) in queue.enumerated() {
            if report.bytes >= limits.totalSize.bytes {
                report.deferred = queue.count - index
                break
            }
            let outcome: MediaFile.Outcome
            switch fetch(item.url, policy: item.policy) {
            case let .success(bytes):
                if let sniffed = ImageSniffer(bytes), sniffed.format == .svg {
                    // Opened from the site itself, an SVG runs its scripts on the site's origin.
                    outcome = .failed(reason: "an SVG image, which can carry script: kept at its own URL")
                } else if let sniffed = ImageSniffer(bytes) {
                    let image = StoredImage(
                        sha256: SHA256.hex(bytes), format: sniffed.format, width: sniffed.width, height: sniffed.height,
                        bytes: Int64(bytes.count))
                    let wrote = try folder.store(bytes, as: image)
                    if !wrote || !hashes.insert(image.sha256).inserted { report.duplicates += 1 }
                    report.stored += 1
                    report.bytes += image.bytes
                    outcome = .stored(image)
                } else {
                    outcome = .failed(reason: "not a PNG, GIF, JPEG, WebP or SVG image")
                }
            case let .failure(error):
                outcome = .failed(reason: Self.reason(error, url: item.url))
            }
            let upload = MediaFile(url: item.url, outcome: outcome)
            if case let .failed(reason) = outcome { report.failures.append((item.url, reason + Self.kept(item.copies))) }
            do {
                try archive.record([upload])
            } catch {
                throw .archive("\(error)")
            }
            try record(item.copies.map { $0.file(from: upload) }, in: &report, reportingFailures: false)
            progress?(index + 1, queue.count)
        }
        return report
    }

    /// One download: an image a post shows, or the upload of resized copies posts show (or both).
    private struct Download {
        let url: String
        let policy: RedirectPolicy
        var copies: [ResizedCopy]
    }

    /// Records the resized copies `files`, counting those that point at a stored upload, and
    /// reporting the others when `reportingFailures` (their upload failed in an earlier run;
    /// a failure in this run is reported once, for the upload).
    private func record(_ files: [MediaFile], in report: inout Report, reportingFailures: Bool) throws(MediaError) {
        guard !files.isEmpty else { return }
        do {
            try archive.record(files)
        } catch {
            throw .archive("\(error)")
        }
        for file in files {
            if case let .failed(reason) = file.outcome {
                if reportingFailures { report.failures.append((file.url, reason + " (see --retry)")) }
            } else {
                report.resized += 1
            }
        }
    }

    /// The uploads `posts` (showing `shown`) have attached, show or link to, and, for the posts
    /// showing a resized copy of none of those, the sizes the `srcset`s of their source HTML list
    /// (WordPress lists the upload among them when it is not too wide).
    private func uploads(of posts: [Post], showing shown: [[String]]) throws(MediaError) -> ImageOriginals {
        let attachments = posts.flatMap { $0.media.map(\.url) }
        let others = Array(shown.joined()) + posts.flatMap(\.links)
        let known = ImageOriginals(attachments: attachments, others: others)
        let unresolved = zip(posts, shown).compactMap { post, urls in
            urls.contains { ImageVariant($0) != nil && known.original(of: $0) == nil } ? post.id : nil
        }
        guard !unresolved.isEmpty else { return known }
        var sizes: [String] = []
        do {
            // SQLite takes at most 999 parameters.
            for start in stride(from: 0, to: unresolved.count, by: 500) {
                try archive.forEachAuditSource(ids: Array(unresolved[start..<min(start + 500, unresolved.count)])) {
                    sizes += ImageSourceSets.urls(inHTML: $0.sourceHTML, baseURL: $0.baseURL)
                }
            }
        } catch {
            throw .archive("\(error)")
        }
        return ImageOriginals(attachments: attachments, others: others + sizes)
    }

    /// What a failed upload's warning adds about the resized copies that keep their URL.
    private static func kept(_ copies: [ResizedCopy]) -> String {
        guard !copies.isEmpty else { return "" }
        let named = copies.prefix(3).map(\.url).joined(separator: ", ") + (copies.count > 3 ? ", …" : "")
        return "; \(copies.count == 1 ? "1 resized copy keeps its URL" : "\(copies.count) resized copies keep their URLs"): \(named)"
    }

    /// The bytes at `url`, or why not.
    private func fetch(_ url: String, policy: RedirectPolicy) -> Result<[UInt8], FeedError> {
        do throws(FeedError) {
            guard case let .feed(download) = try RemoteFeed.download(FeedLocation(url), limits: limits.download, policy: policy)
            else { return .failure(.unreadable(file: url, reason: "no body")) }
            guard let data = FileManager.default.contents(atPath: download.spool.path) else {
                return .failure(.unreadable(file: url, reason: "cannot read the downloaded copy"))
            }
            return .success([UInt8](data))
        } catch {
            return .failure(error)
        }
    }

    /// `error` without the URL it names (the report names it), and with the media flags in hints.
    private static func reason(_ error: FeedError, url: String) -> String {
        switch error {
        case let .unreadable(_, reason): reason
        case let .tooLarge(_, limit): "larger than the \(limit) limit (see --max-image-size)"
        default: "\(error)"
        }
    }

    /// The scope of the first feed URL among `sources` (a post's feeds), public for a post only
    /// read from files: the scope images may be in besides public addresses.
    private static func origin(of sources: [String], cache: inout [String: AddressScope]) -> AddressScope {
        for source in sources where FeedLocation(source).isRemote {
            if let scope = cache[source] { return scope }
            guard let url = URL(string: source), let pinned = try? PinnedAddress(url: url, file: source) else { continue }
            cache[source] = pinned.scope
            return pinned.scope
        }
        return .publicInternet
    }
}
