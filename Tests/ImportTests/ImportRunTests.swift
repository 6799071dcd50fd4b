import Archive
import ArchiveTestSupport
import Foundation
import Import
import Testing

/// A run over several feeds: each in order and on its own, a failing one counted while the
/// others go on, and the archive opened only once a feed has been.
@Suite struct ImportRunTests {
    static func fixture(_ name: String) throws -> String {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent(name).path
    }

    /// What an event said, in one line (empty for the events these tests do not look at).
    static func line(_ event: ImportRun.Event) -> String {
        switch event {
        case let .imported(source, reports): "imported \((source as NSString).lastPathComponent): \(reports.count)"
        case let .failed(source, error): "failed \(source): \(error)"
        default: ""
        }
    }

    @Test func aFailingFeedIsCountedAndTheOthersAreImportedInOrder() throws {
        try withTemporaryArchive { archive in
            var events: [String] = []
            var opened = 0
            let run = try ImportRun().run(
                [try Self.fixture("untitled-notes.xml"), "missing.xml", try Self.fixture("blogger-export.xml")],
                opening: { opened += 1; return archive }, events: { events.append(Self.line($0)) })
            #expect(events.filter { !$0.isEmpty } == [
                "imported untitled-notes.xml: 1", "failed missing.xml: missing.xml: cannot read: no such file",
                "imported blogger-export.xml: 1",
            ])
            #expect(opened == 1)
            #expect(run.failures == 1)
            #expect(run.backups.map(\.summary.dialect) == [.blogger])
            #expect(run.outcomes.count == (try archive.posts().count))
            #expect(run.pages.count == 1)
        }
    }

    @Test func aRunWhoseFeedsAllFailNeverOpensTheArchive() throws {
        var opened = false
        let run = try ImportRun().run(["missing.xml", "/dev/null"], opening: {
            opened = true
            return try Archive(path: "/nonexistent/never.sqlite")
        }, events: { _ in })
        #expect(!opened)
        #expect(run.failures == 2)
        #expect(run.outcomes.isEmpty)
    }
}
