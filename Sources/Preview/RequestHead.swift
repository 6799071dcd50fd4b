import Foundation

/// A request's line and header fields as the client sent them, checked for what the preview
/// needs: an origin-form target (`/path?query`), HTTP/1.0 or 1.1, header fields without
/// control characters.
struct RequestHead {
    var method: String
    /// The target as sent: percent-encoded path, then `?` and the query when there is one.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    var fields: [(name: String, value: String)]

    /// Parses `lines`: the request line, then one header field a line, line ends removed.
    init(lines: [ArraySlice<UInt8>]) throws(RequestRefusal) {
        guard let first = lines.first else { throw .malformed("no request line") }
        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isVisible) }) else {
            throw .malformed("request line is not METHOD TARGET VERSION")
        }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard target.hasPrefix("/") else { throw .malformed("request target is not a path") }
        guard version.hasPrefix("HTTP/") else { throw .malformed("no HTTP version") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .unsupportedVersion }
        self.version = version
        fields = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[..<colon].allSatisfy(Self.isVisible),
                line[colon...].allSatisfy({ Self.isVisible($0) || $0 == 0x20 || $0 == 0x09 || $0 >= 0x80 })
            else { throw .malformed("header field is not NAME: VALUE") }
            let value = line[line.index(after: colon)...].drop(while: Self.isBlank)
            let trimmed = value.lastIndex { !Self.isBlank($0) }.map { value[...$0] } ?? []
            fields.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: trimmed, as: UTF8.self)))
        }
    }

    /// The values of the fields named `name` (in any case), in order.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// Whether the client keeps the connection for another request: HTTP/1.1 unless it says
    /// `Connection: close`, HTTP/1.0 only when it says `keep-alive`.
    var keepsAlive: Bool {
        let tokens = values("Connection").flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// Whether a body follows the head. The preview reads none: after such a request (an
    /// upload the preview refuses anyway) the connection is closed.
    var hasBody: Bool {
        !values("Transfer-Encoding").isEmpty || values("Content-Length").contains { $0 != "0" }
    }

    /// Throws unless the request names one of `hosts` in exactly one `Host` field.
    func check(_ hosts: LoopbackHosts) throws(RequestRefusal) {
        let host = values("Host")
        guard host.count == 1 else { throw .malformed("one Host header field is required") }
        guard hosts.allows(host[0]) else { throw .misdirected }
    }

    /// The target's path, percent-encoded as sent: the target without its query.
    var path: String {
        String(target[..<(target.firstIndex(of: "?") ?? target.endIndex)])
    }

    /// A byte of a token or target: printable ASCII, not a space.
    private static func isVisible(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }
}
