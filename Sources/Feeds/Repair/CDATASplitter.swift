/// Cuts long CDATA sections into sections of at most about `sectionLength` bytes on the way to
/// libxml2 (`...]]><![CDATA[...`: the same text, since CDATA is read as text and adjacent
/// sections are joined).
///
/// libxml2 2.9's push parser, which `xmlTextReader` runs, takes a CDATA section 300 bytes per
/// 512-byte chunk it is given and looks for the section's end through all it holds each time:
/// one long section takes time quadratic in its length (45 s for 12 MB). Cut, each section's end
/// is soon in view.
///
/// The split is only made inside what starts with `<![CDATA[`. Should that be inside a comment
/// or processing instruction, the inserted `]]>` is harmless there, and anywhere else it is an
/// XML error, which sends the feed to the next `ReadingPass`: never a silent change. A split
/// never falls inside a UTF-8 sequence or a `]]>`, so it is for ASCII-compatible encodings with
/// one byte per character or UTF-8 only (see `splits(encoding:)`).
struct CDATASplitter {
    /// Bytes of section content after which a section is cut.
    static let sectionLength = 4096

    private static let opener = Array("<![CDATA[".utf8)
    private static let cut = Array("]]><![CDATA[".utf8)
    private var openerMatched = 0
    private var inside = false
    /// How many `]` just passed (0 to 2): a cut never separates them from a `>`.
    private var closerMatched = 0
    private var sectionBytes = 0

    /// Whether sections can be cut in a document in `encoding` (nil when it declares none).
    static func splits(encoding: String?) -> Bool {
        guard let name = encoding?.lowercased() else { return true }
        return ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) || name.hasPrefix("iso-8859-")
            || name.hasPrefix("windows-125") || name.hasPrefix("latin")
    }

    /// Copies `chunk` to `output`, cutting long sections; state carries over to the next chunk.
    mutating func process(_ chunk: [UInt8], into output: inout [UInt8]) {
        chunk.withUnsafeBufferPointer { bytes in
            var copied = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard inside else {
                    if byte == Self.opener[openerMatched] {
                        openerMatched += 1
                        if openerMatched == Self.opener.count {
                            (inside, openerMatched, closerMatched, sectionBytes) = (true, 0, 0, 0)
                        }
                    } else {
                        openerMatched = byte == UInt8(ascii: "<") ? 1 : 0
                    }
                    continue
                }
                if sectionBytes >= Self.sectionLength, closerMatched == 0, byte & 0xC0 != 0x80 {
                    output.append(contentsOf: bytes[copied..<index])
                    output.append(contentsOf: Self.cut)
                    copied = index
                    sectionBytes = 0
                }
                sectionBytes += 1
                if byte == UInt8(ascii: "]") {
                    closerMatched = min(closerMatched + 1, 2)
                } else {
                    if byte == UInt8(ascii: ">"), closerMatched == 2 { inside = false }
                    closerMatched = 0
                }
            }
            output.append(contentsOf: bytes[copied...])
        }
    }
}
