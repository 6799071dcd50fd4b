import Archive
import Foundation
import Import
import Testing

/// Image formats and sizes are read from the first bytes of real files, never from their names.
@Suite struct ImageSnifferTests {
    @Test(arguments: [
        ("images/git-logo.png", ImageFormat.png, 72, 27),
        ("images/Libxslt-Logo-90x34.gif", .gif, 90, 34),
        ("images/thin-white-stripe.jpg", .jpeg, 493, 58),
        ("images/python.webp", .webp, 16, 16),
    ])
    func formatAndSizeComeFromTheHeader(file: String, format: ImageFormat, width: Int, height: Int) throws {
        let bytes = try fixture(file)
        #expect(describe(bytes) == ".\(format) \(width)x\(height)")
    }

    /// Lossy (`VP8 `) and lossless (`VP8L`) WebP headers, written out as the WebP container
    /// specification lays them: a 300 × 200 lossy frame and a 5 × 3 lossless one.
    @Test func simpleWebPHeadersGiveTheirSize() {
        let lossy: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0]
            + [0, 0, 0, 0x9D, 0x01, 0x2A, 0x2C, 0x01, 0xC8, 0x00]
        #expect(describe(lossy) == ".webp 300x200")
        // 14 bits width - 1 (4), then 14 bits height - 1 (2), little-endian.
        let bits: UInt32 = 4 | 2 << 14
        let lossless: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        #expect(describe(lossless) == ".webp 5x3")
    }

    @Test func svgIsKeptWithoutASize() {
        let svg = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"/>"
        #expect(describe(Array(svg.utf8)) == ".svg nil")
    }

    @Test(arguments: ["<html><body>Not found</body></html>", "GIF8", "\u{89}PNG", "<svgx/>", ""])
    func anythingElseIsNotAnImage(text: String) {
        #expect(describe(Array(text.utf8)) == nil)
    }

    /// A JPEG cut before its frame header is still a JPEG, without a size.
    @Test func aTruncatedJPEGHasNoSize() throws {
        let bytes = try fixture("images/thin-white-stripe.jpg")
        #expect(describe(Array(bytes.prefix(40))) == ".jpeg nil")
    }
}

/// The bytes of the fixture at `relativePath` (`images/git-logo.png`).
private func fixture(_ relativePath: String) throws -> [UInt8] {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(relativePath)))
}

/// `.png 72x27`, `.svg nil`: what was read, in one comparable line.
private func describe(_ bytes: [UInt8]) -> String? {
    ImageSniffer(bytes).map { sniffed in
        "." + "\(sniffed.format)" + " " + (sniffed.width.map { "\($0)x\(sniffed.height ?? 0)" } ?? "nil")
    }
}
