import Foundation
import Glibc
import Testing

/// SQLite's statement journals stay in memory (Archive's `StatementJournal`): an import writes
/// no temporary file beside the archive's own. At SQLite's default of 64 KiB, the first import
/// of 10,000 generated posts wrote 2.6 GB into an unlinked file in `/var/tmp` for a 510 MB
/// archive; the archive's creation alone spilled one.
@Suite("blogkit import: no SQLite temporary file")
struct ImportTemporaryFileTests {
    /// The names of the files created in `directory` while `body` runs (an inotify watch: SQLite
    /// removes its temporary files from the directory as soon as it opens them).
    static func filesCreated(in directory: String, during body: () throws -> Void) throws -> [String] {
        let watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(watch >= 0, "inotify_init1: errno \(errno)")
        defer { close(watch) }
        try #require(inotify_add_watch(watch, directory, UInt32(IN_CREATE)) >= 0, "inotify_add_watch: errno \(errno)")
        try body()
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let name = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                names.append(String(decoding: name, as: UTF8.self))
                offset += header + length
            }
        }
        return names
    }

    @Test func aFirstImportWritesNoTemporaryFile() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let temporary = cli.path("sqlite-tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let feeds = ["nathanhjones-development.xml", "nathanhjones-enterprise.xml"].map { CommandLine.fixture("feeds/\($0)") }
        var result: CommandLine.Result?
        let created = try Self.filesCreated(in: temporary) {
            result = try cli.run(["import", "--db", cli.path("archive.sqlite")] + feeds, environment: ["SQLITE_TMPDIR": temporary])
        }
        #expect(result?.status == 0, "\(result?.stderr ?? "")")
        #expect(result?.stdout.contains("imported") == true)
        #expect(created == [], "SQLite's temporary files: \(created)")
    }
}
