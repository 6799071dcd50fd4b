import Archive
import Foundation
@testable import Site
import Testing

/// A large site's search postings do not fit the memory a build allows: they are written out in
/// sorted runs to a scratch file in the output directory and merged back. The index must be the
/// one built in memory, and the scratch file must leave nothing behind.
@Suite("Site search: postings written out of memory")
struct SearchIndexSpillTests {
    @Test("runs merged back are the lists held whole: every key once, in order, each gap counted from the last run's document")
    func runsMergeToTheWholeLists() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-spill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputDirectory(path: folder.path)
        let file = try output.scratchFile()
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        // Terms, some non-ASCII (UTF-8 order differs from String order there), numbered as
        // a build numbers them: the held lists' numbering starts anew at each spill, as a
        // build's does, the whole lists' never; keys of one term, or pairs of two; counts of
        // every form: once in the prose, prose, code, and every column.
        let words = ["the", "a", "keychain", "zürich", "ǅ", "ＡＢＣ", "程序", "e\u{301}", "x"] + (0..<300).map { "w\($0)" }
        for order in [PostingOrder.terms, .pairs] {
            var whole = PostingLists()
            var held = PostingLists()
            var wholeNames = TermNumbers()
            var names = TermNumbers()
            var runs = PostingRuns(order: order)
            // Gaps of one document and of thousands (numbers of several characters).
            var document = 0
            for round in 0..<600 {
                var counts: [[String]: IndexedDocument.Counts] = [:]
                for _ in 0..<(1 + next(40)) {
                    let terms = (0..<(order == .terms ? 1 : 2)).map { _ in words[min(next(words.count), next(words.count))] }
                    counts[terms] = [(0, 0, 1, 0), (0, 0, 2 + next(9), 0), (0, 0, 0, 1 + next(40)), (1, next(2), next(3), next(50))][next(4)]
                }
                func key(_ terms: [String], _ names: inout TermNumbers) -> UInt64 {
                    let numbers = terms.map { names.number(of: $0) }
                    return numbers.count == 1 ? UInt64(numbers[0]) : TermNumbers.pairKey(numbers[0], numbers[1])
                }
                for (terms, counts) in counts {
                    whole.add(key(terms, &wholeNames), counts, document: document)
                    held.add(key(terms, &names), counts, document: document)
                }
                if round % 97 == 96 {
                    try runs.spill(&held, names: names, to: file)
                    names = TermNumbers()
                }
                document += round % 50 == 0 ? 3000 + next(40_000) : 1 + next(3)
            }
            let remaining = held.removeAll(in: order, names: names)
            #expect(!remaining.isEmpty && !runs.isEmpty)
            var merged: [PostingRecord] = []
            try runs.forEach(then: remaining) { merged.append($0) }
            let expected = whole.removeAll(in: order, names: wholeNames)
            #expect(Set(expected.map(\.key)).count == expected.count, "every name once")
            #expect(expected.allSatisfy { $0.key.split(separator: " ").count == (order == .terms ? 1 : 2) })
            #expect(merged.map(\.key) == expected.map(\.key), "\(order)")
            #expect(merged.map(\.postings) == expected.map(\.postings), "\(order)")
            #expect(merged.map(\.last) == expected.map(\.last), "\(order)")
            // A second pass reads the runs anew.
            var again = 0
            try runs.forEach(then: remaining) { _ in again += 1 }
            #expect(again == expected.count)
        }
        #expect(file.size > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the scratch file has no name")
    }

    @Test("the numbering of the terms counts in the budget: long distinct words write the postings out, the index unchanged")
    func termNumberingCountsInTheBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-numbering-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try OutputDirectory(path: folder.path)
        // 200 distinct words of 400 characters: numbering them takes about 93 KB (464 bytes a
        // term), their lists and pairs' lists 45 to 64 KB (112 bytes each besides a few of
        // postings). A budget of 100 KB holds the lists alone, not the lists and the numbering.
        let words = (0..<200).map { String(repeating: "q", count: 396) + String(1000 + $0) }
        let content = SiteContent(
            posts: [Post(id: 1, guid: "long-words", title: "t", prose: words.joined(separator: " "))], info: SiteInfo(title: ""))
        final class Written: @unchecked Sendable {
            private let lock = NSLock()
            private var files: [String: Data] = [:]
            func add(_ path: String, _ data: Data) { lock.withLock { files[path] = data } }
            var all: [String: Data] { lock.withLock { files } }
        }
        func index(memory: Int) throws -> (files: [String: Data], spilled: Bool) {
            let written = Written()
            var spilled = false
            try SearchIndexWriter.write(
                for: content, memory: memory,
                scratch: { () throws(SiteError) in
                    spilled = true
                    return try output.scratchFile()
                }, to: { path, data in written.add(path, data) })
            return (written.all, spilled)
        }
        let held = try index(memory: 1 << 30)
        let spilled = try index(memory: 100_000)
        #expect(!held.spilled)
        #expect(spilled.spilled, "the numbering's memory counts")
        #expect(spilled.files == held.files)
        #expect(held.files.keys.contains { $0.hasPrefix("search/t/") })
    }

    @Test("a small site's postings stay in memory; 100,000 posts keep 16 MiB of them")
    func memoryFollowsTheSite() {
        // The 500 long pages of Python's documentation take about 40 MiB of postings; written out
        // and merged back, their build took 13% longer.
        #expect(SiteOptions.searchIndexMemory(documents: 500) >= 48 << 20)
        #expect(SiteOptions.searchIndexMemory(documents: 10_000) > 48 << 20)
        #expect(SiteOptions.searchIndexMemory(documents: 100_000) == 16 << 20)
        #expect(SiteOptions.searchIndexMemory(documents: 1_000_000) == 16 << 20)
    }

    @Test("a build that writes its postings out makes the index it makes in memory, byte for byte, and leaves no file behind")
    func spilledBuildIsTheHeldBuild() throws {
        let site = try SampleSite()
        let posts = try SampleSite.posts() + SiteSearchIndexTests.wordyPosts(300)
        func build(_ folder: String, memory: Int) throws -> URL {
            var options = SiteOptions(
                outputDirectory: site.directory.appendingPathComponent(folder).path, baseURL: "https://example.com/blog/",
                title: "Sample Blog")
            options.searchIndexMemory = memory
            _ = try SiteBuilder(options: options).build(posts: posts)
            return site.directory.appendingPathComponent(folder)
        }
        let held = try build("held", memory: SiteOptions.searchIndexMemory(documents: posts.count))
        let spilled = try build("spilled", memory: 0)
        let files = try ArchiveBuildTests.files(in: spilled)
        #expect(files.keys.filter { $0.hasPrefix("search/2/") }.count > 1, "several pair shards")
        #expect(files == (try ArchiveBuildTests.files(in: held)))
        let names = { (folder: URL) in Set(FileManager.default.subpaths(atPath: folder.path) ?? []) }
        #expect(names(spilled) == names(held), "no scratch file left")
    }
}
