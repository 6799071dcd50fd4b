import Foundation
import Testing

/// A page that cannot be written in full (a full disk, a file size limit) leaves the previous
/// page intact and no temporary file behind.
@Suite("blogkit build: a failed write leaves the old site intact")
struct BuildWriteFailureTests {
    /// Every file in `directory`, relative path to content.
    static func files(in directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: directory) ?? [] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test("a build past the file size limit (ulimit -f) fails with one line and leaves every page as it was")
    func fileSizeLimit() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        try cli.run(["import"] + BuildCommandTests.feeds)
        #expect(try cli.run(["build", "--base-url", "https://example.com/"]).status == 0)
        let before = try Self.files(in: cli.path("output"))
        // SIGXFSZ ignored, so that a write past the limit fails with EFBIG instead of killing
        // blogkit; the limit (in 512-byte blocks) is under the size of the largest pages.
        let limited = try cli.start(
            ["build", "--title", "Renamed", "--base-url", "https://example.com/"],
            launcher: ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\""]
        ).wait()
        #expect(limited.status == 1)
        #expect(limited.stderr.hasPrefix("blogkit: error: ") && limited.stderr.contains(": cannot write: File too large"), "\(limited.stderr)")
        #expect(limited.stderr.utf8.count(where: { $0 == UInt8(ascii: "\n") }) == 1, "\(limited.stderr)")
        let after = try Self.files(in: cli.path("output"))
        #expect(after.keys.sorted() == before.keys.sorted(), "no temporary file is left")
        #expect(try cli.run(["build", "--output", "reference", "--title", "Renamed", "--base-url", "https://example.com/"]).status == 0)
        let reference = try Self.files(in: cli.path("reference"))
        let torn = after.keys.filter { after[$0] != before[$0] && after[$0] != reference[$0] }
        #expect(torn.isEmpty, "files neither old nor new: \(torn.sorted().prefix(5))")
        #expect(after.keys.contains { after[$0] != reference[$0] }, "the limit stopped the build before it wrote everything")
    }
}
