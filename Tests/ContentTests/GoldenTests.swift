import Content
import Foundation
import Testing

/// The Markdown of every sample post, checked in as a reviewed golden file.
/// Regenerate with `BLOGKIT_UPDATE_GOLDEN=1 swift test --filter GoldenTests`, then review the diff.
@Suite struct GoldenTests {
    static let slugs = (try? Fixtures.postSlugs()) ?? []

    @Test func everySamplePostHasAFixture() {
        #expect(Self.slugs.count == 9)
    }

    @Test(arguments: slugs)
    func markdownMatchesGolden(slug: String) throws {
        let html = try Fixtures.post(slug)
        let markdown = HTMLConverter(baseURL: "http://nathanhjones.com/\(slug)/").convert(html: html).markdown
        if ProcessInfo.processInfo.environment["BLOGKIT_UPDATE_GOLDEN"] == "1" {
            let url = Fixtures.sourceDirectory.appendingPathComponent("golden/\(slug).md")
            try markdown.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try Fixtures.text("golden/\(slug).md")
        #expect(markdown == golden)
    }
}
