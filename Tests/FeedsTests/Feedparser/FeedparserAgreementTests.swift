import Feeds
import Foundation
import Testing

/// feedparser's own test feeds (`Fixtures/feedparser`, see its README), each with its
/// expectation in an `Expect:` header: how many of the checks over fields blogkit has
/// (`FeedparserView.mappedPaths`) agree with blogkit's reading.
@Suite struct FeedparserAgreementTests {
    /// The share of mapped checks that agree today (HTML compared as documents, 357/364): a
    /// ratchet. Every check that still disagrees is a `DeliberateDisagreement`, listed with its
    /// reason in the fixtures' README.
    static let floor = 0.980

    struct Outcome {
        /// Checks that agree with HTML fields compared as strings.
        var agreed = 0
        /// Checks that agree with HTML fields compared as documents (see `HTMLEquivalence`).
        var agreedAsDocuments = 0
        var checks = 0
        var files = 0
        /// Disagreements that are not `DeliberateDisagreement`s.
        var disagreements: [String] = []
        /// The `DeliberateDisagreement`s met, by name.
        var deliberate: [String] = []
        var share: Double { checks == 0 ? 0 : Double(agreedAsDocuments) / Double(checks) }
        var strictShare: Double { checks == 0 ? 0 : Double(agreed) / Double(checks) }
        /// The share among the checks not deliberately disagreed with.
        var shareOfTheRest: Double {
            checks == deliberate.count ? 0 : Double(agreedAsDocuments) / Double(checks - deliberate.count)
        }
    }

    @Test func checksAgreeWithFeedparser() throws {
        let listed = try DeliberateDisagreement.all()
        let outcome = try Self.measure(deliberate: listed)
        func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
        print("feedparser agreement: \(outcome.agreedAsDocuments)/\(outcome.checks) checks (\(percent(outcome.share))) "
            + "in \(outcome.files) files, HTML compared as documents; \(outcome.agreed)/\(outcome.checks) "
            + "(\(percent(outcome.strictShare))) compared as strings")
        print("  deliberately disagreeing, with reason: \(outcome.deliberate.count); "
            + "\(outcome.agreedAsDocuments)/\(outcome.checks - outcome.deliberate.count) "
            + "(\(percent(outcome.shareOfTheRest))) of the other checks agree")
        for deliberate in listed where outcome.deliberate.contains(deliberate.name) {
            print("  deliberate: \(deliberate.name): \(deliberate.reason)")
        }
        for disagreement in outcome.disagreements { print("  disagrees: \(disagreement)") }
        #expect(outcome.checks >= 350, "the fixture set lost checks")
        #expect(outcome.share >= Self.floor, "\(outcome.disagreements.joined(separator: "\n"))")
        #expect(outcome.disagreements.isEmpty, "a disagreement that is not deliberate")
        let stale = listed.map(\.name).filter { !outcome.deliberate.contains($0) }
        #expect(stale.isEmpty, "deliberate disagreements that now agree (or are gone): drop them")
    }

    @Test func aWrongExpectationDisagrees() throws {
        let item = FeedItem(title: "x", link: "http://e/", summaryHTML: "<br>A &amp; <i class='a' id=b>B</i>")
        let view = FeedparserView(channel: FeedChannel(title: "A & B"), items: [item], format: .atom)
        let evaluator = ExpectEvaluator(view: view)
        #expect(evaluator.holds(.parse("feed['title'] == u'A &amp; B'")) == true, "plain text of the expected markup")
        #expect(evaluator.holds(.parse("entries[0]['link'] == 'http://other/'")) == false)
        #expect(evaluator.holds(.parse("entries[0]['title_detail']['type'] == 'text/plain'")) == nil, "not a blogkit field")
        #expect(evaluator.holds(.parse("not bozo")) == nil)
        #expect(ExpectExpression.parse("not bozo and feed['title'] == 'a' and entries[0]['id'] == 'b'").conjuncts.count == 3)
        let equivalent = "entries[0]['summary'] == '<br />A &#38; <i id=\"b\" class=\"a\">B</i>'"
        #expect(evaluator.holds(.parse(equivalent)) == false, "as strings")
        var documents = evaluator
        documents.markupAsDocuments = true
        #expect(documents.holds(.parse(equivalent)) == true, "as documents")
        #expect(documents.holds(.parse("entries[0]['summary'] == '<br>A &amp;lt;i&gt;B'")) == false, "escaped markup is text")
        let listed = DeliberateDisagreement.listed(in: "- `rss/a.xml` (check 2): why\n- `rss/b.xml`: no check\n")
        #expect(listed.map(\.name) == ["rss/a.xml (check 2)"])
    }

    /// Reads every fixture and evaluates its checks; a disagreement named in `deliberate` is
    /// counted apart.
    static func measure(deliberate: [DeliberateDisagreement]) throws -> Outcome {
        let deliberateNames = Set(deliberate.map(\.name))
        let root = URL(fileURLWithPath: try Fixture.path("feedparser"))
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
            .sorted { $0.path < $1.path } ?? []
        var outcome = Outcome()
        for file in files {
            guard let expectation = expectation(in: try Data(contentsOf: file)) else { continue }
            let name = String(file.path.dropFirst(root.path.count + 1))
            let strict = ExpectEvaluator(view: view(of: file.path))
            var documents = strict
            documents.markupAsDocuments = true
            outcome.files += 1
            for (index, check) in ExpectExpression.parse(expectation).conjuncts.enumerated() {
                guard let holds = strict.holds(check), let holdsAsDocuments = documents.holds(check) else { continue }
                outcome.checks += 1
                if holds { outcome.agreed += 1 }
                let checkName = "\(name) (check \(index + 1))"
                if holdsAsDocuments {
                    outcome.agreedAsDocuments += 1
                } else if deliberateNames.contains(checkName) {
                    outcome.deliberate.append(checkName)
                } else {
                    outcome.disagreements.append("\(checkName): \(expectation)")
                }
            }
        }
        return outcome
    }

    /// The `Expect:` line of a feedparser test file (its header is ASCII in every encoding but
    /// UTF-16/32, whose zero bytes are dropped first).
    static func expectation(in data: Data) -> String? {
        let bytes = data.filter { $0 != 0 }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "Expect:") else { return nil }
        let line = text[start.upperBound...].prefix { $0 != "\n" && $0 != "\r" }
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// blogkit's reading of the feed at `path`; an empty one when it refuses the file.
    static func view(of path: String) -> FeedparserView {
        guard let reader = try? FeedReader(path: path) else { return FeedparserView(channel: FeedChannel(), items: [], format: nil) }
        var items: [FeedItem] = []
        while let item = try? reader.nextItem() { items.append(item) }
        return FeedparserView(channel: reader.channel, items: items, format: reader.format)
    }
}
