import Foundation
import Site
import Testing

/// The site's own author, description and language (blogkit.toml's keys), over what the feeds say.
@Suite("Site settings")
struct SiteSettingsTests {
    @Test("a post without an author gets the site's, on its page and in the feeds; one with an author keeps it")
    func siteAuthor() throws {
        let site = try SampleSite()
        let options = SiteOptions(
            outputDirectory: site.output.path, baseURL: "https://example.com/blog/", title: "Sample Blog",
            author: "Site Author", description: "About the sample", language: "fr-CA")
        _ = try SiteBuilder(options: options).build(posts: try SampleSite.posts())
        let home = try site.page("index.html")
        #expect(home.contains(#"<html lang="fr-CA">"#))
        #expect(home.contains(#"<meta name="description" content="About the sample">"#))
        #expect(home.contains(#"<span class="author">Site Author</span>"#))
        #expect(home.contains(#"<span class="author">Nathan</span>"#))
        let atom = try site.page("atom.xml")
        #expect(atom.contains("<author><name>Site Author</name></author>"))
        #expect(!atom.contains("<author><name>Sample Blog</name></author>"), "the title is no longer the fallback")
        #expect(try site.page("feed.xml").contains("<dc:creator>Site Author</dc:creator>"))
        #expect(try site.page("feed.json").contains(#""authors": [{"name": "Site Author"}]"#))
    }
}
