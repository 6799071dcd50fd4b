import Archive
import Feeds
import Foundation
import Site

/// `blogkit export --format hugo|jekyll|zola|eleventy`: one Markdown file per post and page, in
/// the layout and front matter the generator reads, in an export directory.
///
/// The directory is written the way a site build writes its output (`OutputDirectory`): every
/// path checked, no link followed, a file rewritten only when its content changed. A manifest
/// (`.blogkit-export-GENERATOR`) lists the files written, so that the next export removes those
/// no longer posts; a file blogkit did not write is never overwritten (a post whose file would be
/// one gets the next free slug) nor removed, and neither is one the user has edited since it was
/// written (``ExportedFiles``). A post whose link's path the generator writes itself goes to
/// `posts/SLUG/` (``Generator/reserves(_:)``). For Hugo and Jekyll a minimal site skeleton is
/// written too, each file only when none is there (`GeneratorSkeleton`). Links between posts
/// point at the paths the export gives them (``GeneratorLinks``).
public enum GeneratorExport {
    /// What an export did.
    public struct Summary: Sendable, Equatable {
        /// Post and page files written (new or changed), and left as they were.
        public var written = 0, unchanged = 0
        /// Files of the previous export removed: their posts are gone.
        public var removed = 0
        /// Image copies written (new or changed).
        public var images = 0
        /// Skeleton files written because none was there (`hugo.toml`...).
        public var skeleton: [String] = []
        /// Files of the previous export the user has edited since, left as they were.
        public var kept: [String] = []
        /// One line each: a post moved off a path the generator writes itself, an edited file kept.
        public var warnings: [String] = []
    }

    /// Writes `posts` for `generator` into `directory` (created when missing, not its parents),
    /// with the copies of their images among `media` that `blogkit media` stored in
    /// `mediaFolder` (see ``GeneratorMedia``).
    public static func export(
        _ posts: [Post], as generator: Generator, to directory: String, media: [MediaFile] = [],
        mediaFolder: String = ""
    ) throws(SiteError) -> Summary {
        let images = GeneratorMedia(images: media.isEmpty ? MediaImages() : MediaImages(folder: mediaFolder, files: media))
        let output = try OutputDirectory(path: directory, manifests: ExportManifest.fileNames)
        var files = ExportedFiles(output: output, previous: ExportManifest.read(for: generator, in: output))
        // A post linked to a path the generator writes itself is placed as one without a link.
        var reserved: [Int64: String] = [:]
        let placed = posts.map { post in
            guard let path = PostPaths.mirrored(post.link), generator.reserves(path) else { return post }
            reserved[post.id] = path
            var unlinked = post
            unlinked.link = nil
            return unlinked
        }
        // The paths the site gives its posts (drafts are not on it); a draft gets one among all.
        let sitePaths = PostPaths.assign(placed.filter { $0.kind != .draft })
        let draftPaths = PostPaths.assign(placed)
        let links = GeneratorLinks(links: PostLinks(posts: posts), paths: sitePaths.mapValues { "/" + $0.directory })
        let taken = Set(sitePaths.values.map { "/" + $0.directory })
        var summary = Summary()
        for post in posts.sorted(by: { $0.id < $1.id }) {
            let slug = Slug.make(post.title, fallback: "post-\(post.id)")
            let day = post.published.map { RFC3339.day($0) }
            let localized = images.localize(post.markdown, for: generator)
            let bundle = localized != nil
            var file = generator.file(slug: slug, kind: post.kind, day: day, bundle: bundle)
            var counter = 2
            while files.isTaken(file) {
                file = generator.file(slug: "\(slug)-\(counter)", kind: post.kind, day: day, bundle: bundle)
                counter += 1
            }
            _ = files.claim(file)
            for copy in localized?.copies ?? [] {
                guard let path = localized?.path(of: copy.link, besidePostAt: file), files.claim(path) else { continue }
                if try files.write(images.contents(of: copy.source), to: path) == .written { summary.images += 1 }
            }
            let path = (sitePaths[post.id] ?? draftPaths[post.id])?.directory ?? "posts/\(slug)/"
            if let wanted = reserved[post.id] {
                summary.warnings.append("\(generator.name) writes /\(wanted) itself; the post linked there is exported at /\(path)")
            }
            var document = generator.document(
                post, path: path, markdown: links.rewrite(localized?.markdown ?? post.markdown), taken: taken)
            if !document.hasSuffix("\n") { document += "\n" }
            switch try files.write(Data(document.utf8), to: file) {
            case .written: summary.written += 1
            case .unchanged: summary.unchanged += 1
            case nil: break
            }
        }
        let (removed, edited) = files.removeTheRest()
        summary.removed = removed
        summary.kept = files.kept + edited
        summary.warnings += files.kept.map { "kept \($0): edited since blogkit exported it" }
            + edited.map { "kept \($0): edited since blogkit exported it (its post is gone)" }
        for (file, content) in GeneratorSkeleton.files(for: generator) where !output.exists(file) {
            _ = try output.write(Data(content.utf8), to: file)
            summary.skeleton.append(file)
        }
        try files.manifest.write(for: generator, in: output)
        return summary
    }
}
