import Archive
import Feeds
import Foundation
import Site

/// A post's front matter for each generator: title, date (RFC 3339), the path the post had on
/// its original site, categories and tags, author, summary, original URL and guid, code
/// languages. Strings are always double-quoted (`JSON.string`), so no title can break out.
struct GeneratorFrontMatter {
    let post: Post
    /// The post's path on the site, `/2011/11/11/a-post/` (as `blogkit build` writes it).
    let permalink: String
    /// The paths of the post's original link and of its earlier links (``Post/earlierLinks``)
    /// where they differ from `permalink` (`/2011/11/11/a-post.html`), so that old links keep
    /// working; none where the generator writes a file of its own or another post is (a redirect
    /// there would take its place).
    let aliases: [String]

    /// The fields of `post`, exported at `path`; `taken` holds every exported post's path
    /// (`/2011/11/11/a-post/`).
    init(post: Post, path: String, for generator: Generator, taken: Set<String>) {
        self.post = post
        let permalink = "/" + path
        self.permalink = permalink
        var aliases: [String] = []
        for link in [post.link].compactMap({ $0 }) + post.earlierLinks {
            guard PostPaths.mirrored(link) != nil, let original = URLComponents(string: link)?.path,
                original != permalink, !taken.contains(original), !aliases.contains(original),
                !generator.reserves(original.trimmingCharacters(in: CharacterSet(charactersIn: "/")))
            else { continue }
            aliases.append(original)
        }
        self.aliases = aliases
    }

    private var date: String? { post.published.map(RFC3339.dateTime) }
    private var isDraft: Bool { post.kind == .draft }
    private var languages: [String] {
        var seen = Set<String>()
        return post.code.compactMap(\.language).filter { seen.insert($0).inserted }
    }

    /// Hugo: `url` puts the page at its original path, `aliases` redirect from the original link.
    func hugo() -> String {
        var toml = Lines(style: .toml)
        toml.string("title", post.title)
        toml.raw("date", date)
        toml.raw("draft", isDraft ? "true" : "false")
        toml.string("url", permalink)
        toml.list("aliases", aliases)
        toml.list("categories", post.categories)
        toml.list("tags", post.tags)
        common(&toml)
        return "+++\n" + toml.text + "+++\n"
    }

    /// Zola: only its own keys at the top (it refuses others), the rest under `[extra]`.
    func zola() -> String {
        var toml = Lines(style: .toml)
        toml.string("title", post.title)
        toml.string("description", post.summary)
        toml.raw("date", date)
        if isDraft { toml.raw("draft", "true") }
        toml.string("path", String(permalink.dropFirst()))
        toml.list("aliases", aliases)
        if !post.categories.isEmpty || !post.tags.isEmpty {
            toml.table("taxonomies")
            toml.list("categories", post.categories)
            toml.list("tags", post.tags)
        }
        toml.table("extra")
        toml.string("author", post.author)
        toml.string("original_url", post.link)
        toml.string("guid", post.guid)
        toml.list("code_languages", languages)
        return "+++\n" + toml.text + "+++\n"
    }

    /// Jekyll: `redirect_from` (for the jekyll-redirect-from plugin), and `render_with_liquid:
    /// false`, so Liquid never reads the body (Jekyll 4). A draft is one by its folder, `_drafts/`.
    func jekyll() -> String {
        var yaml = Lines(style: .yaml)
        yaml.string("title", post.title)
        yaml.raw("date", date)
        yaml.string("permalink", permalink)
        yaml.list("redirect_from", aliases)
        yamlCommon(&yaml)
        yaml.raw("render_with_liquid", "false")
        return "---\n" + yaml.text + "---\n"
    }

    /// Eleventy: `templateEngineOverride: md`, so Liquid never reads the body; a draft gets
    /// `permalink: false` and stays out of collections (Eleventy's documented way to not publish
    /// a file).
    func eleventy() -> String {
        var yaml = Lines(style: .yaml)
        yaml.string("title", post.title)
        yaml.raw("date", date)
        if isDraft {
            yaml.raw("permalink", "false")
            yaml.raw("eleventyExcludeFromCollections", "true")
        } else {
            yaml.string("permalink", permalink)
        }
        yamlCommon(&yaml)
        yaml.raw("templateEngineOverride", "md")
        return "---\n" + yaml.text + "---\n"
    }

    private func yamlCommon(_ yaml: inout Lines) {
        yaml.list("categories", post.categories)
        yaml.list("tags", post.tags)
        common(&yaml)
    }

    private func common(_ lines: inout Lines) {
        lines.string("author", post.author)
        lines.string("summary", post.summary)
        lines.string("original_url", post.link)
        lines.string("guid", post.guid)
        lines.list("code_languages", languages)
    }

    /// `key = value` (TOML) or `key: value` (YAML) lines; a nil value writes no line.
    private struct Lines {
        enum Style { case toml, yaml }
        let style: Style
        var text = ""

        mutating func raw(_ key: String, _ value: String?) {
            guard let value else { return }
            text += style == .toml ? "\(key) = \(value)\n" : "\(key): \(value)\n"
        }

        mutating func string(_ key: String, _ value: String?) {
            raw(key, value.map(JSON.string))
        }

        mutating func list(_ key: String, _ values: [String]) {
            raw(key, "[" + values.map(JSON.string).joined(separator: ", ") + "]")
        }

        mutating func table(_ name: String) {
            text += "\n[\(name)]\n"
        }
    }
}
