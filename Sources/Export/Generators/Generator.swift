import Archive
import Content

/// A static site generator `blogkit export --format` writes Markdown for: where each post's file
/// goes, its front matter format, and what in a body that generator would read as its own syntax.
public enum Generator: String, Sendable, CaseIterable {
    /// `content/posts/SLUG.md`, TOML front matter; shortcode delimiters escaped.
    case hugo
    /// `_posts/YYYY-MM-DD-SLUG.md`, YAML front matter; Liquid turned off per file.
    case jekyll
    /// `content/posts/SLUG.md`, TOML front matter (`+++`, `[taxonomies]`, `[extra]`); shortcodes
    /// escaped.
    case zola
    /// `posts/SLUG.md`, YAML front matter; template engine turned off per file.
    case eleventy

    /// The file (relative to the export directory) of a post or page with this slug, dated
    /// `day` (`YYYY-MM-DD`, nil when the post has no date). Jekyll only reads `_posts/` files
    /// whose names start with a date: an undated post goes beside the pages. A draft (kept by
    /// `import --drafts`) goes with the posts, marked a draft, or to Jekyll's `_drafts/`.
    /// With `bundle` (a post whose images go beside it), Hugo's and Zola's file is the bundle's
    /// `index.md`.
    func file(slug: String, kind: PostKind, day: String?, bundle: Bool = false) -> String {
        if bundle, self == .hugo || self == .zola {
            return file(slug: slug, kind: kind, day: day).dropLast(3) + "/index.md"
        }
        return switch (self, kind) {
        case (.hugo, .post), (.zola, .post), (.hugo, .draft), (.zola, .draft): "content/posts/\(slug).md"
        case (.hugo, .page), (.zola, .page): "content/pages/\(slug).md"
        case (.jekyll, .post): day.map { "_posts/\($0)-\(slug).md" } ?? "pages/\(slug).md"
        case (.jekyll, .page), (.eleventy, .page): "pages/\(slug).md"
        case (.jekyll, .draft): "_drafts/\(slug).md"
        case (.eleventy, .post), (.eleventy, .draft): "posts/\(slug).md"
        }
    }

    /// The file's content: front matter, then the body escaped for this generator: braces in
    /// text backslash-escaped where its Markdown reader has attribute syntax (``MarkdownBraces``),
    /// then template syntax (``TemplateEscaping``). `markdown` is the post's, its images pointed
    /// at their copies (``GeneratorMedia``) and its links to other posts at theirs (``GeneratorLinks``).
    /// `taken` holds every exported post's path (`/2011/11/11/a-post/`): no alias goes there.
    func document(_ post: Post, path: String, markdown: String?, taken: Set<String>) -> String {
        let fields = GeneratorFrontMatter(post: post, path: path, for: self, taken: taken)
        let body = markdown ?? post.markdown
        switch self {
        case .hugo:
            return fields.hugo() + TemplateEscaping.hugo(MarkdownBraces.escaped(body))
        case .zola:
            return fields.zola() + TemplateEscaping.zola(MarkdownBraces.escaped(body))
        case .jekyll:
            return fields.jekyll() + KramdownBlankLines.normalize(MarkdownBraces.escaped(body))
        case .eleventy:
            return fields.eleventy() + body
        }
    }
}
