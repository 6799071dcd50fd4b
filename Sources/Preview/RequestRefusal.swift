import Foundation

/// Why a request is answered with an error before the site is looked at; the connection is
/// closed after the answer.
enum RequestRefusal: Error, Equatable {
    /// The request line is longer than `RequestLimits.requestLine`.
    case requestLineTooLong
    /// The header fields are more than `RequestLimits.headerBytes` or `headerFields`.
    case headerFieldsTooLarge
    /// The head did not arrive within `RequestLimits.headTime`.
    case timedOut
    /// Not an HTTP/1.x request head: the reason, for the answer's body.
    case malformed(String)
    /// An HTTP version other than 1.0 and 1.1.
    case unsupportedVersion
    /// The `Host` is not one of the `LoopbackHosts`.
    case misdirected

    /// The answer's status code and reason phrase.
    var status: (code: Int, phrase: String) {
        switch self {
        case .requestLineTooLong: (414, "URI Too Long")
        case .headerFieldsTooLarge: (431, "Request Header Fields Too Large")
        case .timedOut: (408, "Request Timeout")
        case .malformed: (400, "Bad Request")
        case .unsupportedVersion: (505, "HTTP Version Not Supported")
        case .misdirected: (421, "Misdirected Request")
        }
    }

    /// One line for whoever reads the answer.
    var message: String {
        switch self {
        case .requestLineTooLong: "request line longer than \(RequestLimits.requestLine) bytes"
        case .headerFieldsTooLarge:
            "header fields larger than \(RequestLimits.headerBytes) bytes or more than \(RequestLimits.headerFields)"
        case .timedOut: "request head not received within \(RequestLimits.headTime)"
        case .malformed(let reason): reason
        case .unsupportedVersion: "only HTTP/1.0 and HTTP/1.1 are served"
        case .misdirected: "blogkit serve answers only to 127.0.0.1, localhost and [::1] with its port"
        }
    }

    var response: PreviewResponse {
        .text(status.code, status.phrase, message)
    }
}
