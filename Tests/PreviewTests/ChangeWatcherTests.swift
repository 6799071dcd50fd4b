import Foundation
import Preview
import Testing

/// The preview server's watcher sees a change below a watched directory, also when that
/// directory is a symbolic link (the repository's `templates/` links to the default theme).
@Suite struct ChangeWatcherTests {
    @Test(arguments: [false, true])
    func aChangedFileBelowAWatchedDirectoryIsSeen(throughALink: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("theme/partials")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let file = real.appendingPathComponent("head.mustache")
        try "one".write(to: file, atomically: true, encoding: .utf8)
        var watched = root.appendingPathComponent("theme").path
        if throughALink {
            watched = root.appendingPathComponent("templates").path
            try FileManager.default.createSymbolicLink(atPath: watched, withDestinationPath: "theme")
        }
        let watcher = ChangeWatcher(files: [], directories: [watched])
        let before = watcher.snapshot()
        #expect(before.count == 1)
        try "two, longer".write(to: file, atomically: true, encoding: .utf8)
        #expect(watcher.snapshot() != before)
    }
}
