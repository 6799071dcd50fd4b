import Foundation
import Testing

/// An image's header says how large it is; a page never repeats a size no image has.
@Suite struct ImageDimensionTests {
    /// `images/git-logo.png` with the width in its IHDR chunk set to `width` (the CRC is not
    /// read by anyone who reads the size).
    static func png(width: UInt32) throws -> Data {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandLine.fixture("images/git-logo.png"))))
        bytes.replaceSubrange(16..<20, with: [24, 16, 8, 0].map { UInt8(width >> $0 & 0xFF) })
        return Data(bytes)
    }

    @Test func aSizeOutsideOneTo16384PixelsIsDropped() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let served = try MediaCommandTests.Served(cli)
        defer { served.server.stop() }
        try Self.png(width: 4_294_967_295).write(to: URL(fileURLWithPath: cli.path("served/images/huge.png")))
        try Self.png(width: 16_385).write(to: URL(fileURLWithPath: cli.path("served/images/wide.png")))
        try Self.png(width: 16_384).write(to: URL(fileURLWithPath: cli.path("served/images/widest.png")))
        try served.feed([
            "<p><img src=\"BASE/images/huge.png\" alt=\"huge\"> <img src=\"BASE/images/wide.png\" alt=\"wide\">"
                + " <img src=\"BASE/images/widest.png\" alt=\"widest\"></p>",
        ])
        #expect(try cli.run(["import", served.server.url("feed.xml")]).status == 0)
        let media = try cli.run(["media"])
        #expect(media.status == 0, "\(media.stderr)")
        #expect(try cli.run(["build"]).status == 0)
        let page = try MediaCommandTests.page("post-0", in: cli.path("output"))
        #expect(page.contains("alt=\"huge\" />"), "\(page)")
        #expect(page.contains("alt=\"wide\" />"))
        #expect(page.contains("alt=\"widest\" width=\"16384\" height=\"27\" />"))
        #expect(!page.contains("4294967295"))
    }
}
