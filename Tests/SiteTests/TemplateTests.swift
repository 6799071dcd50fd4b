import Foundation
import Site
import Testing

/// Templates: built in, overridden file by file, errors that name the file and line.
@Suite("Site templates")
struct TemplateTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the top-level templates/ is the built-in theme itself, not a copy to keep equal")
    func userFolderIsTheDefaults() throws {
        let templates = Self.package.appendingPathComponent("templates")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: templates.path)
        #expect(destination == "Sources/Site/DefaultTemplates")
        #expect(FileManager.default.fileExists(atPath: templates.appendingPathComponent("post.mustache").path))
    }

    @Test("a templates folder reached through a symbolic link is read")
    func symbolicLinkToTemplates() throws {
        let site = try SampleSite()
        let real = site.directory.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "<footer class=\"linked\">Linked footer</footer>\n"
            .write(to: real.appendingPathComponent("partials/footer.mustache"), atomically: true, encoding: .utf8)
        let link = site.directory.appendingPathComponent("templates")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
        try site.build(try SampleSite.posts(), templates: link)
        #expect(try site.page("index.html").contains(#"<footer class="linked">Linked footer</footer>"#))
    }

    @Test("a file in the templates directory replaces the built-in one of the same name, the others stay")
    func overrideOneFile() throws {
        let site = try SampleSite()
        let templates = site.directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("partials"), withIntermediateDirectories: true)
        try "<footer class=\"mine\">Hand-made footer for {{site.title}}</footer>\n"
            .write(to: templates.appendingPathComponent("partials/footer.mustache"), atomically: true, encoding: .utf8)
        try "body { color: rebeccapurple; }\n".write(to: templates.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
        try site.build(try SampleSite.posts(), templates: templates)
        let home = try site.page("index.html")
        #expect(home.contains(#"<footer class="mine">Hand-made footer for Sample Blog</footer>"#))
        #expect(home.contains(#"<header class="site-header">"#), "the built-in header is still used")
        #expect(try site.page("style.css") == "body { color: rebeccapurple; }\n")
    }

    @Test("a template that does not parse is reported with its file and line")
    func syntaxError() throws {
        let (error, templates) = try Self.buildError(with: ["post.mustache": "<h1>\n{{#post}}{{title}}\n"])
        #expect(error.hasPrefix("\(templates)/post.mustache:"))
        #expect(error.contains("template error"))
    }

    @Test("the reason of a parse error is told in words, at the line swift-mustache stopped")
    func syntaxErrorReason() throws {
        let (error, templates) = try Self.buildError(
            with: ["post.mustache": "{{<layout}}\n{{$main}}\n{{#post}}{{title}}{{/posts}}\n{{/main}}\n{{/layout}}\n"])
        #expect(error == "\(templates)/post.mustache:3: template error: a section is closed ({{/name}}) under another name than it was opened")
    }

    @Test("a partial or parent template that does not exist is an error naming the file and line, not an empty block")
    func missingPartial() throws {
        let (partial, templates) = try Self.buildError(
            with: ["partials/meta.mustache": "<p class=\"meta\">\n{{#date}}{{date}}{{/date}}\n{{> partials/tag-list }}\n</p>\n"])
        #expect(partial == "\(templates)/partials/meta.mustache:3: template error: no template named partials/tag-list (partials/tag-list.mustache)")
        let (parent, directory) = try Self.buildError(with: ["partials/meta.mustache": "{{<page-layout}}{{/page-layout}}\n"])
        #expect(parent == "\(directory)/partials/meta.mustache:1: template error: no template named page-layout (page-layout.mustache)")
    }

    /// The error of building the sample posts with `files` (relative path to text) overriding
    /// the built-in templates, and the templates directory's path.
    private static func buildError(with files: [String: String]) throws -> (message: String, templates: String) {
        let site = try SampleSite()
        let templates = site.directory.appendingPathComponent("templates")
        for (path, text) in files {
            let file = templates.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let error = try #require(throws: SiteError.self) { try site.build(try SampleSite.posts(), templates: templates) }
        return ("\(error)", templates.path)
    }

    @Test("a month's posts on the archive page take the transforms of an array: count, first, last, reversed, empty")
    func archivePostTransforms() throws {
        let site = try SampleSite()
        let templates = site.directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try """
            {{#years}}{{#months}}[{{title}}: {{count(posts)}} posts, first {{#first(posts)}}{{title}}{{/first(posts)}}, \
            last {{#last(posts)}}{{title}}{{/last(posts)}}, oldest first {{#reversed(posts)}}{{title}}; {{/reversed(posts)}}\
            {{#empty(posts)}}none{{/empty(posts)}}{{^empty(posts)}}some{{/empty(posts)}}]{{/months}}{{/years}}
            {{#hasUndated}}undated: {{#undated}}{{title}}{{/undated}}{{/hasUndated}}
            """.write(to: templates.appendingPathComponent("archive.mustache"), atomically: true, encoding: .utf8)
        try site.build(SampleSite.filler(3), templates: templates)
        #expect(try site.page("archive/index.html") == """
            [January 2008: 3 posts, first Filler post 2, last Filler post 0, oldest first Filler post 0; Filler post 1; \
            Filler post 2; some]

            """)
    }

    @Test("a templates directory that does not exist is an error, not a silent fallback")
    func missingDirectory() throws {
        let site = try SampleSite()
        let missing = site.directory.appendingPathComponent("no-such-templates")
        let error = try #require(throws: SiteError.self) { try site.build(try SampleSite.posts(), templates: missing) }
        #expect("\(error)" == "\(missing.path): cannot read templates: no such directory")
    }

    @Test("values are HTML-escaped everywhere; only bodies and excerpts are inserted as HTML")
    func escaping() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts())
        let page = try site.page("posts/a-post-script-alert-x-script-no-link/index.html")
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<h1>A post &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; no link</h1>"))
        #expect(page.contains("O&#39;Brien &amp; Sons"))
        #expect(page.contains(">Tricky &lt;b&gt;names&lt;/b&gt;</a>"))
        let home = try site.page("index.html")
        #expect(!home.contains("<script>alert"))
        #expect(home.contains("<p>The summary &lt;i&gt;stays&lt;/i&gt; plain text.</p>"), "a post without excerpt shows its summary, escaped")
        #expect(!(try site.page("feed.xml")).contains("<script>"))
    }
}
