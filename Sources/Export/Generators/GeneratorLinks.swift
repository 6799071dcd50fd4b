import Content
import Site

/// Links between posts in an export for a generator: a link to another exported post, at any
/// address the old blog served it at (``PostLinks``), points at the path the export gives that
/// post (its `permalink`/`url`/`path` front matter, `/2012/01/03/slug/`), fragment kept. Links out
/// of the blog stay as they are.
///
/// The Markdown is rewritten only where a link's destination is written as cmark reads it, and
/// never where that would change the post's code (as ``GeneratorMedia`` does for images).
struct GeneratorLinks {
    let links: PostLinks
    /// The path of each post in the export, from the site's root: `/2012/01/03/slug/`.
    let paths: [Int64: String]

    /// `markdown` with its links to exported posts pointed at their paths.
    func rewrite(_ markdown: String) -> String {
        let destinations = LinkReferences.destinations(in: markdown)
            .compactMap { url in links.post(for: url).flatMap { paths[$0] }.map { (url, $0 + PostLinks.fragment(of: url)) } }
        guard !destinations.isEmpty else { return markdown }
        let code = MarkdownCode.literals(in: markdown)
        let all = MarkdownDestinations.replacing(Dictionary(destinations) { first, _ in first }, in: markdown)
        guard all != markdown, MarkdownCode.literals(in: all) != code else { return all }
        // Some link is also written in code: one at a time, each only where the code stays.
        var result = markdown
        for (destination, path) in destinations {
            let rewritten = MarkdownDestinations.replacing([destination: path], in: result)
            guard rewritten != result, MarkdownCode.literals(in: rewritten) == code else { continue }
            result = rewritten
        }
        return result
    }
}
