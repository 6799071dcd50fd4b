import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// A listing's detected language is stored beside its stated one, never in its place (the
/// export's `code[]` carries both: ExportTests).
@Suite struct DetectedLanguageTests {
    static let body = """
        Install it:</p><pre>$ brew install sqlite-utils
        $ sqlite-utils --version</pre><pre class="lang-ruby">print("stated wins")</pre><p>Done.
        """

    @Test func aListingThatStatesNoLanguageKeepsItsDetectedOneApart() throws {
        try withTemporaryArchive { archive in
            try archive.save([SearchTestPost(title: "Listings", body: Self.body)])
            let post = try #require(try archive.posts().first)
            #expect(post.code == [
                PostListing(language: nil, code: "$ brew install sqlite-utils\n$ sqlite-utils --version", detectedLanguage: "shell"),
                PostListing(language: "ruby", code: "print(\"stated wins\")"),
            ])
        }
    }

    /// Listings stored before detection have none; converting their posts again gives them one.
    @Test func reconvertingAnOlderPostDetectsItsListingsLanguage() throws {
        try withTemporaryArchive { archive in
            try archive.save([SearchTestPost(title: "Listings", body: Self.body)])
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "UPDATE code_listing SET detectedLanguage = NULL")
                try db.execute(sql: "UPDATE post SET conversion = 0")
            }
            #expect(try archive.posts().first?.code.first?.detectedLanguage == nil)
            #expect(try Importer(archive: archive).reconvert().reconverted == 1)
            #expect(try archive.posts().first?.code.map(\.detectedLanguage) == ["shell", nil])
        }
    }
}
