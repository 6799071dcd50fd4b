/// The least a Hugo or Jekyll site needs to build the exported posts into pages with their code
/// in `<pre>`: a configuration and a layout that shows the content. Written only where no file
/// is (the user's own configuration always wins), never listed in the export's manifest, never
/// removed. Zola and Eleventy get none: their posts go into a site the user already has.
enum GeneratorSkeleton {
    /// Relative path and content of each skeleton file for `generator`.
    static func files(for generator: Generator) -> [(String, String)] {
        switch generator {
        case .hugo:
            [
                ("hugo.toml", """
                    # Written by `blogkit export --format hugo` because there was none: yours to edit.
                    baseURL = "/"
                    title = "Exported by blogkit"
                    # The archive's Markdown keeps the raw HTML blogkit sanitized on import (tables).
                    [markup.goldmark.renderer]
                    unsafe = true
                    # Text renders as written: no curly quotes or dashes.
                    [markup.goldmark.extensions]
                    typographer = false

                    """),
                ("layouts/_default/single.html", """
                    <!doctype html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
                    <body><article><h1>{{ .Title }}</h1>{{ .Content }}</article></body></html>

                    """),
                ("layouts/_default/list.html", """
                    <!doctype html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
                    <body><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>

                    """),
            ]
        case .jekyll:
            [
                ("_config.yml", """
                    # Written by `blogkit export --format jekyll` because there was none: yours to edit.
                    title: Exported by blogkit
                    markdown: kramdown
                    kramdown:
                      input: GFM
                      hard_wrap: false
                      # Text renders as written: straight quotes.
                      smart_quotes: ["apos", "apos", "quot", "quot"]
                    # No excerpts: Jekyll would cut each post's first paragraph out and warn about it.
                    excerpt_separator: ""
                    # A file whose front matter cannot be read fails the build: without it, Jekyll
                    # would skip the block (and its `render_with_liquid: false`) and run the body.
                    strict_front_matter: true
                    defaults:
                      - scope: {path: ""}
                        values: {layout: blogkit}

                    """),
                ("_layouts/blogkit.html", """
                    <!doctype html><html><head><meta charset="utf-8"><title>{{ page.title | escape }}</title></head>
                    <body><article><h1>{{ page.title | escape }}</h1>{{ content }}</article></body></html>

                    """),
            ]
        case .zola, .eleventy:
            []
        }
    }
}
