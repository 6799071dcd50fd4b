import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

@Suite("The search index follows the posts and tokenizes like a reader expects")
struct SearchIndexTests {
    @Test func aRetitledPostIsFoundByItsNewTitleOnly() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([SearchTestPost(title: "Keychain sharing", body: "Apps share secrets.", guid: "g")])
            #expect(try archive.titles("keychain") == ["Keychain sharing"])
            try archive.save([SearchTestPost(title: "Token exchange", body: "Apps share secrets.", guid: "g")])
            #expect(try archive.titles("keychain").isEmpty)
            #expect(try archive.titles("token") == ["Token exchange"])
            #expect(try archive.titles("secrets") == ["Token exchange"])
        }
    }

    @Test func aDeletedPostLeavesTheIndex() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([
                SearchTestPost(title: "First", body: "shared keychain"),
                SearchTestPost(title: "Second", body: "shared keychain"),
            ])
            // Nothing in blogkit deletes posts yet; the trigger must still keep the index right.
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "DELETE FROM post WHERE title = 'First'")
            }
            #expect(try archive.titles("keychain") == ["Second"])
        }
    }

    @Test func reindexRebuildsFromThePosts() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([SearchTestPost(title: "Keychain", body: "secure enclave")])
            try archiveDatabase(archive.path).write { db in
                try db.execute(sql: "INSERT INTO post_fts(post_fts) VALUES('delete-all')")
            }
            #expect(try archive.titles("keychain").isEmpty)
            let report = try archive.rebuildSearchIndex()
            #expect(report.posts == 1)
            #expect(report.terms == 3)  // keychain, secur, enclav: stems
            #expect(try archive.titles("enclave") == ["Keychain"])
        }
    }

    static let findings: [(typed: String, text: String)] = [
        ("keychains", "Store it in the keychain."),
        ("keychain", "Both keychains were shared."),
        ("cafe", "Meet at the café."),
        ("café", "Meet at the cafe."),
        ("NSJSONSerialization", "Use [NSJSONSerialization JSONObjectWithData:data options:0 error:&e];"),
        ("SecItemCopyMatching", "OSStatus status = SecItemCopyMatching((CFDictionaryRef)query, &result);"),
        ("kSecAttrAccessGroup", "[query setObject:@\"group\" forKey:(id)kSecAttrAccessGroup];"),
        ("secitemcopymatching", "SecItemCopyMatching"),
        ("kSecAttr*", "forKey:(id)kSecAttrAccessGroup"),
        ("\"access group\"", "the access group of the app"),
        ("NSString *", "NSString *name = @\"x\";"),
        ("C++", "Written in C++ and Objective-C."),
        ("\"-fno-objc-arc\"", "Compile it with -fno-objc-arc."),
    ]

    @Test(arguments: findings)
    func finds(typed: String, text: String) throws {
        try withTemporaryArchive { archive throws in
            try archive.save([
                SearchTestPost(title: "Found", body: text),
                SearchTestPost(title: "Other", body: "Nothing to see here."),
            ])
            #expect(try archive.titles(typed) == ["Found"])
        }
    }

    @Test func aPhraseNeedsItsWordsInOrder() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([
                SearchTestPost(title: "In order", body: "a single sign-on service"),
                SearchTestPost(title: "Apart", body: "sign the single form on paper"),
            ])
            #expect(try archive.titles("\"single sign-on\"") == ["In order"])
            #expect(Set(try archive.titles("single sign on")) == ["In order", "Apart"])
        }
    }
}
