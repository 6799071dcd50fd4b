import Foundation
import Testing

/// Compressed answers are asked for and read; the size limit counts the decompressed bytes (see
/// `DownloadLimitTests`, whose gzip bomb is a few kilobytes on the wire).
@Suite struct DownloadCompressionTests {
    @Test(arguments: ["gzip", "deflate"])
    func aCompressedFeedIsRead(encoding: String) throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let server = try FeedServer(in: cli)
        defer { server.stop() }
        let result = try cli.run(["import", server.url("compressed/\(encoding)/nathanhjones-enterprise.xml")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 2 posts (2 new"))
    }
}
