import Foundation
import Testing

/// An exported file the user has edited since `export --format` wrote it is theirs: the next
/// export neither overwrites nor removes it, and says so on standard error, once per file.
@Suite("export keeps the files the user edited")
struct GeneratorEditedFileTests {
    @Test func anEditedFileIsNeverOverwrittenNorRemoved() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + GeneratorExportTests.inputs)
        let first = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(first.status == 0 && first.stderr == "", "\(first.stderr)")
        let edited = "content/posts/with-excerpt.md", editedGone = "content/posts/gone-mobile-with-wptouch.md"
        let removedGone = "content/posts/my-resolutions-for-2010.md"
        for file in [edited, editedGone] {
            let text = try String(contentsOfFile: cli.path("site/" + file), encoding: .utf8)
            try (text + "My own note.\n").write(toFile: cli.path("site/" + file), atomically: true, encoding: .utf8)
        }
        #expect(FileManager.default.fileExists(atPath: cli.path("site/" + removedGone)))
        for link in ["http://nathanhjones.com/2010/01/14/gone-mobile-with-wptouch/", "http://nathanhjones.com/2010/01/03/my-resolutions-for-2010/"] {
            #expect(try cli.run(["remove", link]).status == 0, "\(link)")
        }

        let second = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(second.status == 0)
        #expect(second.stderr == """
            blogkit: warning: kept content/posts/with-excerpt.md: edited since blogkit exported it
            blogkit: warning: kept content/posts/gone-mobile-with-wptouch.md: edited since blogkit exported it (its post is gone)

            """)
        #expect(second.stdout == "exported 10 files for hugo to site: 0 written, 10 unchanged, 1 removed; 2 edited files kept\n")
        for file in [edited, editedGone] {
            #expect(try String(contentsOfFile: cli.path("site/" + file), encoding: .utf8).hasSuffix("\nMy own note.\n"), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.path("site/" + removedGone)))

        // Still the user's on the next export; the one whose post is gone is no longer blogkit's at all.
        let third = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(third.stderr == "blogkit: warning: kept content/posts/with-excerpt.md: edited since blogkit exported it\n")
        #expect(try String(contentsOfFile: cli.path("site/" + edited), encoding: .utf8).hasSuffix("\nMy own note.\n"))
        #expect(FileManager.default.fileExists(atPath: cli.path("site/" + editedGone)))

        // Deleted, it is written again.
        try FileManager.default.removeItem(atPath: cli.path("site/" + edited))
        let fourth = try cli.run(["export", "--format", "hugo", "--output", "site"])
        #expect(fourth.stderr == "" && fourth.stdout.contains(": 1 written, 10 unchanged, 0 removed\n"), "\(fourth.stdout)")
        #expect(try String(contentsOfFile: cli.path("site/" + edited), encoding: .utf8).hasPrefix("+++\n"))
    }
}
