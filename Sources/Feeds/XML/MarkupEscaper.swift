/// Escapes text for inclusion in HTML/XML markup: `&`, `<`, `>` and `"`.
enum MarkupEscaper {
    /// Appends `bytes` (UTF-8) to `output`, escaped.
    static func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes, to output: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            default: output.append(byte)
            }
        }
    }

    /// `bytes` (UTF-8), escaped.
    static func escaped(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        append(bytes, to: &output)
        return output
    }
}
