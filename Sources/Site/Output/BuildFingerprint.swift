import Archive
import Feeds
import Foundation

/// What a build's output depends on, reduced to 64 bits, to tell when there is nothing to do.
/// Both fingerprints include the running executable's size and mtime: another blogkit may
/// render differently from the same input.
enum BuildFingerprint {
    /// The posts' fields that pages show (``posts(_:)``), the site's settings and the templates.
    static func content(
        posts: UInt64, info: SiteInfo, templates: Templates, postsPerPage: Int, termPageMinPosts: Int,
        redirects: [RedirectFormat], media: MediaMap, terms: [StoredTerm]
    ) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine(String(posts))
        hasher.combine(media.fingerprint)
        hasher.combine(terms.map { "\($0.domain)\u{0}\($0.name)\u{0}\($0.slug)\u{0}\($0.parent ?? "")\u{0}\($0.id ?? 0)" }.joined(separator: "\u{0}"))
        hasher.combine(signature(of: Bundle.main.executablePath ?? ""))
        hasher.combine("\(info.title)\u{0}\(info.author ?? "")\u{0}\(info.description ?? "")\u{0}\(info.language)\u{0}\(info.baseURL ?? "")")
        hasher.combine("\(postsPerPage)\u{0}\(termPageMinPosts)\u{0}\(redirects.map(\.rawValue).joined(separator: ","))")
        hasher.combine(String(templates.fingerprint))
        return hasher.value
    }

    /// The fields of `posts`, whole, that pages show.
    static func posts(_ posts: [Post]) -> UInt64 {
        var hasher = FNV1a()
        for post in posts { combine(post, texts: PostTextDigest.of(post), into: &hasher) }
        return hasher.value
    }

    /// Adds the fields of `post` that pages show to `hasher`, as ``posts(_:)`` does: `texts` is
    /// ``PostTextDigest`` of its Markdown, HTML, excerpt and prose, which `post` need not hold.
    static func combine(_ post: Post, texts: UInt64, into hasher: inout FNV1a) {
        hasher.combine("\(post.id)\u{0}\(post.guid)\u{0}\(post.title)\u{0}\(post.link ?? "")\u{0}\(post.author ?? "")")
        hasher.combine(post.sourceGuid ?? "")
        hasher.combine("\(post.published?.timeIntervalSince1970 ?? 0)\u{0}\(post.summary ?? "")\u{0}\(post.commentsURL ?? "")")
        hasher.combine(post.categories.joined(separator: "\u{0}"))
        hasher.combine(post.tags.joined(separator: "\u{0}"))
        hasher.combine(post.enclosures.map { "\($0.url)\u{0}\($0.type ?? "")" }.joined(separator: "\u{0}"))
        hasher.combine(post.kind.rawValue)
        hasher.combine(post.media.map { "\($0.link ?? "")\u{0}\($0.exportID ?? 0)" }.joined(separator: "\u{0}"))
        // Pages render the Markdown (HTMLRenderer); feeds use the stored HTML unless the post
        // links to another; listings and links decide which scripts a page loads and which
        // excerpts and feed bodies are rendered again.
        hasher.combine(String(texts))
        hasher.combine(post.code.map(\.code).joined(separator: "\u{0}"))
        hasher.combine(post.links.joined(separator: "\u{0}"))
        for comment in post.comments {
            hasher.combine("\(comment.id ?? "")\u{0}\(comment.parentID ?? "")\u{0}\(comment.authorName ?? "")\u{0}\(comment.authorURL ?? "")")
            hasher.combine("\(comment.published?.timeIntervalSince1970 ?? 0)\u{0}\(comment.html)")
        }
    }

    /// The archive (its file's identity and its content revision, which every write to posts
    /// or feeds increments; the images `blogkit media` stored), the options and the templates: when this is what the last build
    /// saw, the posts need not even be read.
    static func source(archive: Archive, options: SiteOptions, templates: Templates) throws -> UInt64 {
        var hasher = FNV1a()
        // `blogkit media` does not change the revision: what it stored is part of the input.
        hasher.combine(try archive.mediaFiles().map { "\($0.url)\u{0}\($0.stored?.file ?? "")" }.joined(separator: "\u{0}"))
        var info = stat()
        let inode = stat(archive.path, &info) == 0 ? "\(info.st_dev) \(info.st_ino)" : "-"
        hasher.combine("\(inode)\u{0}\(try archive.revision())")
        hasher.combine(signature(of: Bundle.main.executablePath ?? ""))
        hasher.combine("\(options.title ?? "")\u{0}\(options.baseURL ?? "")\u{0}\(String(templates.fingerprint))")
        hasher.combine("\(options.author ?? "")\u{0}\(options.description ?? "")\u{0}\(options.language ?? "")")
        hasher.combine("\(options.postsPerPage)\u{0}\(options.termPageMinPosts)\u{0}\(options.redirects.map(\.rawValue).joined(separator: ","))")
        return hasher.value
    }

    /// Size, modification time and inode of a file, `-` when it does not exist.
    private static func signature(of file: String) -> String {
        var info = stat()
        guard stat(file, &info) == 0 else { return "-" }
        return "\(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec) \(info.st_ino)"
    }
}
