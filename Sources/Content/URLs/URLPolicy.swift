import CLibXML2

/// Makes link and image URLs absolute and refuses every URL that could run code.
///
/// Attribute values reach here entity-decoded by libxml2, so `&#106;avascript:` is already
/// `javascript:`. Browsers ignore ASCII whitespace and control characters inside a scheme
/// (`java\tscript:`), so those are removed before the scheme is read; schemes are compared
/// lowercased. Only http, https, mailto and ftp pass, plus `data:image/…` for images (never SVG).
struct URLPolicy: Sendable {
    /// The base for relative references, nil when none is known (relative URLs then stay relative).
    var baseURL: String?

    /// The absolute, safe form of a link's `href`, or nil to drop the link and keep its text.
    func link(_ href: String) -> String? {
        guard let cleaned = Self.cleaned(href), !cleaned.isEmpty else { return nil }
        return resolved(cleaned, allowImageData: false)
    }

    /// The absolute, safe form of an image's `src`, or nil to drop the image.
    func image(_ source: String) -> String? {
        guard let cleaned = Self.cleaned(source), !cleaned.isEmpty else { return nil }
        return resolved(cleaned, allowImageData: true)
    }

    /// True for a URL that is safe in output HTML as it stands (used on the final rendering).
    static func isSafe(_ url: String, image: Bool) -> Bool {
        guard let cleaned = cleaned(url), cleaned == url else { return false }
        switch scheme(of: cleaned) {
        case nil: return true
        case let scheme?: return allowed(scheme: scheme, url: cleaned, image: image)
        }
    }

    private func resolved(_ url: String, allowImageData: Bool) -> String? {
        if url.hasPrefix("//") { return "https:" + url }
        if let scheme = Self.scheme(of: url) {
            return Self.allowed(scheme: scheme, url: url, image: allowImageData) ? url : nil
        }
        guard let baseURL, let absolute = Self.build(url, base: baseURL) else { return url }
        guard let scheme = Self.scheme(of: absolute),
              Self.allowed(scheme: scheme, url: absolute, image: allowImageData) else { return nil }
        return absolute
    }

    private static func allowed(scheme: String, url: String, image: Bool) -> Bool {
        switch scheme {
        case "http", "https", "ftp", "mailto": return true
        case "data": return image && isRasterImageData(url)
        default: return false
        }
    }

    private static func isRasterImageData(_ url: String) -> Bool {
        // The longest prefix checked is 16 bytes: a megabyte of image data is not lowercased.
        let lowered = String(decoding: url.utf8.prefix(24), as: UTF8.self).lowercased()
        return ["png", "gif", "jpeg", "jpg", "webp", "bmp", "avif"].contains { lowered.hasPrefix("data:image/\($0);") || lowered.hasPrefix("data:image/\($0),") }
    }

    /// The URL the way a browser reads it: surrounding whitespace and controls trimmed, controls
    /// inside removed (they would otherwise hide a scheme), inner spaces percent-encoded; nil when
    /// nothing is left.
    private static func cleaned(_ url: String) -> String? {
        // A space, a control and DEL are single bytes in UTF-8: a URL with none is kept as it is.
        if !url.isEmpty, !url.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) { return url }
        let scalars = url.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
              let last = scalars.lastIndex(where: { $0.value > 0x20 }) else { return nil }
        var result = String.UnicodeScalarView()
        for scalar in scalars[first...last] {
            if scalar == " " {
                result.append(contentsOf: "%20".unicodeScalars)
            } else if scalar.value > 0x20 && scalar.value != 0x7F {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Lowercased scheme, nil for a relative reference.
    /// Read by its UTF-8, as every byte of a scheme is ASCII: a long `data:` URL is not walked
    /// character by character.
    private static func scheme(of url: String) -> String? {
        guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let candidate = url.utf8[..<colon]
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        guard let first = candidate.first, isLetter(first), candidate.allSatisfy({ byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.".utf8.contains(byte)
        }) else { return candidate.contains(where: { "/?#".utf8.contains($0) }) ? nil : "" }
        return String(decoding: candidate, as: UTF8.self).lowercased()
    }

    /// `url` resolved against `base` by libxml2, whose RFC 3986 parser refuses a base or a
    /// reference holding a space, a non-ASCII letter or `{|}`: both are percent-encoded first, so a
    /// sloppy item link (`https://ex.com/en/ Server-Sent/`) still serves as the base.
    private static func build(_ url: String, base: String) -> String? {
        let reference = percentEncoded(url) + [0]
        let baseBytes = percentEncoded(base) + [0]
        let built = reference.withUnsafeBufferPointer { reference in
            baseBytes.withUnsafeBufferPointer { xmlBuildURI(reference.baseAddress, $0.baseAddress) }
        }
        guard let built else { return nil }
        defer { blogkit_xmlFree(built) }
        return String(cString: built)
    }

    /// The UTF-8 bytes of `url` with every byte a URI cannot hold as `%XX`; a `%` that does not
    /// start an escape becomes `%25`. Existing escapes and URI delimiters are kept.
    static func percentEncoded(_ url: String) -> [UInt8] {
        let bytes = Array(url.utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            let startsEscape = byte == UInt8(ascii: "%") && index + 2 < bytes.count
                && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
            if startsEscape || (byte != UInt8(ascii: "%") && uriBytes.contains(byte)) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return encoded
    }

    /// Bytes RFC 3986 allows in a URI as they are: unreserved, reserved (delimiters) and `%`.
    private static let uriBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".utf8)

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
