import Content
import Foundation
import Site

/// The local copies (`blogkit media`) of the images a post shows, in an export for a generator:
/// beside the post in a page bundle for Hugo and Zola (`content/posts/SLUG/index.md` and
/// `content/posts/SLUG/cdef….png`, linked as `cdef….png`), under `assets/media/` for Jekyll
/// (linked from the site's root). Eleventy copies only what its configuration names, so its
/// posts keep the images' own URLs.
///
/// The post's Markdown is rewritten only where an image's destination is written as cmark reads
/// it, and never where that would change the post's code: a post whose rewrite would is exported
/// with the original URLs.
struct GeneratorMedia {
    let images: MediaImages

    /// A post's body for the export, and the copies its images need: each its file in the media
    /// folder, and where it goes (``path(of:besidePostAt:)``); nil when the post shows no image
    /// with a copy.
    struct Localized {
        var markdown: String
        var copies: [(source: String, link: String)]

        /// Where a copy linked as `link` goes in the export directory, for the post whose file is
        /// `file`: a bundle's copy beside it (a relative link), Jekyll's at its link from the root.
        func path(of link: String, besidePostAt file: String) -> String {
            link.hasPrefix("/") ? String(link.dropFirst()) : (file as NSString).deletingLastPathComponent + "/" + link
        }
    }

    /// Whether `generator` gets copies at all.
    static func copies(for generator: Generator) -> Bool { generator != .eleventy }

    /// `markdown` with the images that have a copy pointed at it.
    func localize(_ markdown: String, for generator: Generator) -> Localized? {
        guard Self.copies(for: generator), !images.map.isEmpty else { return nil }
        let code = MarkdownCode.literals(in: markdown)
        var result = Localized(markdown: markdown, copies: [])
        for (destination, url) in ImageReferences.destinations(in: markdown) {
            guard let image = images.map.image(for: url) else { continue }
            let source = String(image.file.dropFirst(MediaMap.folder.count))
            let name = image.file.split(separator: "/").last.map(String.init) ?? source
            let link = generator == .jekyll ? "/assets/" + image.file : name
            let rewritten = MarkdownDestinations.replacing(destination, with: link, in: result.markdown)
            guard rewritten != result.markdown, MarkdownCode.literals(in: rewritten) == code,
                  ImageReferences.destinations(in: rewritten).contains(where: { $0.destination == link })
            else { continue }
            result.markdown = rewritten
            if !result.copies.contains(where: { $0.link == link }) { result.copies.append((source, link)) }
        }
        return result.copies.isEmpty ? nil : result
    }

    /// The bytes of a copy.
    func contents(of source: String) throws(SiteError) -> Data {
        try images.contents(of: source)
    }
}
