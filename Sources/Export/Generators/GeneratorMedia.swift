import Content
import Foundation
import Site

/// The local copies (`blogkit media`) of the images a post shows or links to, in an export for a generator:
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

    /// `markdown` with the images that have a copy, and the links to them (a thumbnail's
    /// full-size upload), pointed at it.
    func localize(_ markdown: String, for generator: Generator) -> Localized? {
        guard Self.copies(for: generator), !images.map.isEmpty else { return nil }
        let code = MarkdownCode.literals(in: markdown)
        var result = Localized(markdown: markdown, copies: [])
        for (destination, url) in ImageReferences.destinations(in: markdown) {
            point(destination, url: url, in: &result, code: code, for: generator) {
                ImageReferences.destinations(in: $0).map(\.destination)
            }
        }
        for destination in LinkReferences.destinations(in: result.markdown) {
            guard let url = ImageReferences.downloadable(destination) else { continue }
            point(destination, url: url, in: &result, code: code, for: generator, found: LinkReferences.destinations)
        }
        return result.copies.isEmpty ? nil : result
    }

    /// Points `destination` (of `url`) at its copy in `result`, when it has one and the rewrite
    /// leaves the post's `code` as it was and `found` (the destinations of that kind in the new
    /// Markdown) holds the copy's link.
    private func point(
        _ destination: String, url: String, in result: inout Localized, code: [String], for generator: Generator,
        found: (String) -> [String]
    ) {
        guard let image = images.map.image(for: url) else { return }
        let source = String(image.file.dropFirst(MediaMap.folder.count))
        let name = image.file.split(separator: "/").last.map(String.init) ?? source
        let link = generator == .jekyll ? "/assets/" + image.file : name
        let rewritten = MarkdownDestinations.replacing([destination: link], in: result.markdown)
        guard rewritten != result.markdown, MarkdownCode.literals(in: rewritten) == code, found(rewritten).contains(link)
        else { return }
        result.markdown = rewritten
        if !result.copies.contains(where: { $0.link == link }) { result.copies.append((source, link)) }
    }

    /// The bytes of a copy.
    func contents(of source: String) throws(SiteError) -> Data {
        try images.contents(of: source)
    }
}
