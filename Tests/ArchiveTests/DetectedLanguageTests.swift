import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Import
import Testing

/// A listing's detected language is stored beside its stated one, never in its place, and the
/// export's `code[]` carries both.
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
            let encoder = JSONEncoder()
            encoder.outputFormatting = ExportedPost.outputFormatting
            let text = String(decoding: try encoder.encode(ExportedPost(post)), as: UTF8.self)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let code = try #require(object["code"] as? [[String: Any]])
            #expect(code.map { Set($0.keys) } == [["language", "code", "detected_language"], ["language", "code", "detected_language"]])
            #expect(code[0]["language"] is NSNull)
            #expect(code[0]["detected_language"] as? String == "shell")
            #expect(code[1]["language"] as? String == "ruby")
            #expect(code[1]["detected_language"] is NSNull)
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
            #expect(try archive.reconvert().reconverted == 1)
            #expect(try archive.posts().first?.code.map(\.detectedLanguage) == ["shell", nil])
        }
    }
}
