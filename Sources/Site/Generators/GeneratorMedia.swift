import Content
import Foundation

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

    /// A post's body for the export, and the copies its images need (file in the media folder,
    /// path in the export directory); nil when the post shows no image with a copy.
    struct Localized {
        var markdown: String
        var copies: [(source: String, file: String)]
    }

    /// Whether `generator` gets copies at all.
    static func copies(for generator: Generator) -> Bool { generator != .eleventy }

    /// `markdown` with the images that have a copy pointed at it, for a post whose file is
    /// `file` (its folder holds a bundle's copies).
    func localize(_ markdown: String, for generator: Generator, file: String) -> Localized? {
        guard Self.copies(for: generator), !images.map.isEmpty else { return nil }
        let code = MarkdownCode.literals(in: markdown)
        var result = Localized(markdown: markdown, copies: [])
        for (destination, url) in ImageReferences.destinations(in: markdown) {
            guard let image = images.map.image(for: url) else { continue }
            let source = String(image.file.dropFirst(MediaMap.folder.count))
            let name = image.file.split(separator: "/").last.map(String.init) ?? source
            let (path, link) = switch generator {
            case .jekyll: ("assets/" + image.file, "/assets/" + image.file)
            default: ((file as NSString).deletingLastPathComponent + "/" + name, name)
            }
            let rewritten = Self.replacing(destination, with: link, in: result.markdown)
            guard rewritten != result.markdown, MarkdownCode.literals(in: rewritten) == code,
                  ImageReferences.destinations(in: rewritten).contains(where: { $0.destination == link })
            else { continue }
            result.markdown = rewritten
            if !result.copies.contains(where: { $0.file == path }) { result.copies.append((source, path)) }
        }
        return result.copies.isEmpty ? nil : result
    }

    /// `markdown` with `destination` replaced by `link` where it is a link destination: right
    /// after `](`, bare or in `<>`, before `)` or a title.
    private static func replacing(_ destination: String, with link: String, in markdown: String) -> String {
        var text = markdown
        for (before, after) in [("](", ")"), ("](", " \""), ("](<", ">)"), ("](<", "> \"")] {
            text = text.replacingOccurrences(of: before + destination + after, with: before + link + after)
        }
        return text
    }

    /// The bytes of a copy.
    func contents(of source: String) throws(SiteError) -> Data {
        try images.contents(of: source)
    }
}
