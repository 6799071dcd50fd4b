import Archive
import ArchiveTestSupport
import Feeds
import Foundation
import Import
import Testing

/// An Atom category is identified by its `term` and shown by its `label` (RFC 4287 § 4.2.2):
/// the archive names it as people see it.
@Suite struct CategoryLabelTests {
    @Test func anAtomCategoryIsStoredByItsLabel() throws {
        let feed = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><id>urn:t</id>
            <updated>2020-01-01T00:00:00Z</updated>
            <entry><title>One</title><id>urn:one</id><updated>2020-01-01T00:00:00Z</updated>
            <category term="ios" label="iOS"/><category term="swift"/><category term="x" label=" "/>
            <content type="html">&lt;p>Body&lt;/p></content></entry></feed>
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("labels-\(UUID().uuidString).xml").path
        try feed.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try withTemporaryArchive { archive in
            _ = try Importer(archive: archive).importFeed(path)
            #expect(try archive.posts().first?.categories == ["iOS", "swift", "x"])
        }
    }
}
