import Archive
import ArchiveTestSupport
import Foundation
import Testing

/// A page of hits whose texts are long (more than 64 KiB in all) gets its snippets made on two
/// threads, each with a tokenizer of its own: the snippets are those each hit gets alone, on a
/// page whose text is short enough to be made on one.
@Suite("Search: snippets of long posts on two threads")
struct SearchSnippetThreadsTests {
    @Test func eachSnippetIsTheOneItsHitGetsAlone() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = ["shared", "group", "access", "token", "stores", "secrets", "apps", "the", "of", "a"]
        // Twelve posts of about 10 KB, `keychain` and `token` scattered through their sentences.
        let posts = (0..<12).map { index in
            let sentences = (0..<240).map { _ in
                var sentence = (0..<(3 + next(9))).map { _ in words[next(words.count)] }
                if next(3) == 0 { sentence.insert("keychain", at: next(sentence.count + 1)) }
                return sentence.joined(separator: " ").capitalized + [". ", ": ", ", "][next(3)]
            }
            return SearchTestPost(title: "Post \(index)", body: sentences.joined(), guid: "p\(index)")
        }
        // Any ten of them are past 64 KiB; one alone is not.
        let sizes = posts.map(\.body.utf8.count)
        #expect(sizes.min()! * 10 > 64 * 1024 && sizes.max()! < 64 * 1024)
        try withTemporaryArchive { archive throws in
            try archive.save(posts)
            for text in ["keychain", "keychain token", "\"shared group\"", "acc*"] {
                let page = try archive.search(try SearchQuery(text, limit: 12)).hits
                #expect(page.count >= 10, "\(text)")
                for (offset, hit) in page.enumerated() {
                    let alone = try #require(try archive.search(try SearchQuery(text, limit: 1, offset: offset)).hits.first)
                    #expect(alone.id == hit.id)
                    #expect(alone.snippet == hit.snippet, "\(text): \(hit.title)")
                    #expect(hit.snippet.parts.contains { $0.isMatch }, "\(text): \(hit.title)")
                }
            }
        }
    }
}
