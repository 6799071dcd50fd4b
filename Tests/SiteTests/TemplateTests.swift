import Foundation
import Site
import Testing

/// Templates: built in, overridden file by file, errors that name the file and line.
@Suite("Site templates")
struct TemplateTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the top-level templates/ is an exact copy of the templates built into blogkit")
    func userCopyMatchesDefaults() throws {
        let defaults = Self.package.appendingPathComponent("Sources/Site/DefaultTemplates")
        let copy = Self.package.appendingPathComponent("templates")
        let names = try #require(FileManager.default.subpaths(atPath: defaults.path)).sorted()
        #expect(try #require(FileManager.default.subpaths(atPath: copy.path)).sorted() == names)
        for name in names where !name.hasSuffix("partials") {
            #expect(FileManager.default.contentsEqual(
                atPath: defaults.appendingPathComponent(name).path, andPath: copy.appendingPathComponent(name).path),
                "templates/\(name) differs from Sources/Site/DefaultTemplates/\(name)")
        }
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
        let site = try SampleSite()
        let templates = site.directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "<h1>\n{{#post}}{{title}}\n".write(to: templates.appendingPathComponent("post.mustache"), atomically: true, encoding: .utf8)
        let error = try #require(throws: SiteError.self) { try site.build(try SampleSite.posts(), templates: templates) }
        #expect("\(error)".hasPrefix("\(templates.path)/post.mustache:"))
        #expect("\(error)".contains("template error"))
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
