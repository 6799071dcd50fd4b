import Archive
import ArchiveTestSupport
import Foundation
import GRDB
import Testing

/// Chinese, Japanese and Korean have no spaces between words: the index holds pairs of
/// characters, so a word inside a run is found, and Latin-script words behave as before.
@Suite("Search finds words inside Chinese, Japanese and Korean text")
struct CJKSearchTests {
    static let posts = [
        SearchTestPost(title: "装备", body: "我的装备清单很长。", day: "2011-11-11"),
        SearchTestPost(title: "買い物", body: "東京で新しいキーボードを買いました。", day: "2011-11-12"),
        SearchTestPost(title: "분석기", body: "한국어 형태소 분석기를 만들었습니다.", day: "2011-11-13"),
        SearchTestPost(title: "Keychains", body: "我把 keychains 放在 iPhone清单里。Café.", day: "2011-11-14"),
    ]

    static let findings: [(typed: String, titles: [String])] = [
        ("清单", ["Keychains", "装备"]),
        ("装备清单", ["装备"]),
        ("的装备", ["装备"]),
        ("很长", ["装备"]),
        ("清单装备", []),
        ("\"装备 清单\"", []),
        ("キーボード", ["買い物"]),
        ("東京", ["買い物"]),
        ("買い", ["買い物"]),
        ("ボードを買", ["買い物"]),
        ("形态", []),
        ("분석기", ["분석기"]),
        ("형태소", ["분석기"]),
        ("만들었", ["분석기"]),
        ("keychain", ["Keychains"]),
        ("iphones", ["Keychains"]),
        ("cafe", ["Keychains"]),
        ("iPhone清单", ["Keychains"]),
        ("清单 keychain", ["Keychains"]),
        ("清单 -keychain", ["装备"]),
        ("title:装备", ["装备"]),
        ("清*", ["Keychains", "装备"]),
        ("装", ["装备"]),
        ("长", ["装备"]),
        ("里", ["Keychains"]),
        ("京", ["買い物"]),
        ("기", ["분석기"]),
        ("猫", []),
    ]

    @Test(arguments: findings)
    func finds(typed: String, titles: [String]) throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts)
            #expect(Set(try archive.titles(typed)) == Set(titles), "\(typed)")
        }
    }

    /// Real prose (Fixtures/cjk-text), one post per language.
    static let realTexts = [("Chinese", "gb2312-utf8.txt"), ("Japanese", "iso2022_jp-utf8.txt"), ("Korean", "euc_kr-utf8.txt")]

    static let realFindings: [(typed: String, titles: [String])] = [
        ("程序设计", ["Chinese"]),
        ("操作系统", ["Chinese"]),
        ("清晰", ["Chinese"]),
        ("プログラミング言語", ["Japanese"]),
        ("言語設計", ["Japanese"]),
        ("パイソン", ["Japanese"]),
        ("言語 guido", ["Japanese"]),
        ("객체지향", ["Korean"]),
        ("프로그래밍", ["Korean"]),
        ("優雅", ["Korean"]),
        ("python", ["Chinese", "Japanese", "Korean"]),
    ]

    @Test(arguments: realFindings)
    func findsInRealProse(typed: String, titles: [String]) throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("cjk-text")
        try withTemporaryArchive { archive throws in
            try archive.save(try Self.realTexts.map { title, file in
                SearchTestPost(title: title, body: try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8))
            })
            #expect(Set(try archive.titles(typed)) == Set(titles), "\(typed)")
        }
    }

    @Test func aPassageOfLongProseMarksTheWord() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("cjk-text")
        try withTemporaryArchive { archive throws in
            let text = try String(contentsOf: fixtures.appendingPathComponent("gb2312-utf8.txt"), encoding: .utf8)
            try archive.save([SearchTestPost(title: "Chinese", body: text)])
            let snippet = try #require(try archive.search(try SearchQuery("相关技术")).hits.first?.snippet)
            #expect(snippet.parts.filter(\.isMatch).map(\.text) == ["相关技术"])
            #expect(snippet.text.count < text.count)
        }
    }

    @Test func aLoneCharacterBetweenOtherScriptsIsAWord() throws {
        try withTemporaryArchive { archive throws in
            try archive.save([SearchTestPost(title: "Lone", body: "Plan A 或 plan B.")])
            #expect(try archive.titles("或") == ["Lone"])
        }
    }

    @Test func snippetsMarkTheMatchedCharacters() throws {
        try withTemporaryArchive { archive throws in
            try archive.save(Self.posts)
            let marked = { (text: String) throws in
                try archive.search(try SearchQuery(text)).hits.first?.snippet.parts.filter(\.isMatch).map(\.text)
            }
            #expect(try marked("清单") == ["清单"])
            #expect(try marked("装备清单") == ["装备清单"])
            #expect(try marked("キーボード") == ["キーボード"])
            #expect(try marked("분석기") == ["분석기"])
            #expect(try marked("keychain 清单") == ["keychains", "清单"])
            // One character marks the pair it is indexed with.
            #expect(try marked("长") == ["很长"])
        }
    }

    @Test func aLongRunCountsItsPairsAsWords() throws {
        let run = String(repeating: "清单", count: SearchQuery.maximumWords / 2 + 1)
        #expect(throws: SearchError.tooManyWords(count: run.count - 1, limit: SearchQuery.maximumWords)) {
            try SearchQuery(run)
        }
    }

    @Test func anArchiveIndexedBeforePairsIsIndexedAgainWhenOpened() throws {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("v4-archive")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-v4-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("blogkit.sqlite").path
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent("made-by-v4.sqlite").path, toPath: path)
        let archive = try Archive(path: path)
        #expect(Set(try archive.titles("清单")) == ["Keychains", "装备"])
        #expect(try archive.titles("キーボード") == ["買い物"])
        #expect(try archive.titles("keychain") == ["Keychains"])
        try archiveDatabase(path).write { db in
            try db.execute(sql: "INSERT INTO post_fts(post_fts, rank) VALUES('integrity-check', 1)")
        }
        // Updates keep the new index in step.
        try archive.save([SearchTestPost(title: "装备", body: "清单很短。", guid: "zh")])
        #expect(try archive.titles("很短") == ["装备"])
    }
}
