import Archive
import Import
import Foundation
import Site
import Testing

/// The sample blog's real feeds (`Fixtures/feeds/*.xml`: nathanhjones.com's development and
/// enterprise tags) imported into a fresh archive, then built into a site: the whole pipeline.
struct ImportedSite {
    let site: SampleSite
    let archive: Archive
    let report: BuildReport

    init(baseURL: String? = "https://example.com/blog/", termPageMinPosts: Int = SiteOptions.defaultTermPageMinPosts) throws {
        site = try SampleSite()
        archive = try Archive(path: site.directory.appendingPathComponent("blog.sqlite").path)
        let feeds = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("feeds")
        for name in ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"] {
            _ = try Importer(archive: archive).importFeed(feeds.appendingPathComponent(name).path)
        }
        report = try SiteBuilder(
            options: SiteOptions(outputDirectory: site.output.path, baseURL: baseURL, termPageMinPosts: termPageMinPosts)
        ).build(from: archive)
    }

    var output: URL { site.output }
}
