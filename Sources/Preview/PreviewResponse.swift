import Foundation

/// An answer of the preview: status, header fields in order, and a body that is either bytes
/// of a known length or the reload event stream, sent in chunks as its events come.
struct PreviewResponse {
    /// The body of an answer.
    enum Body {
        case bytes(Data)
        /// The `text/event-stream` of a page's reload events (``ReloadEvents``).
        case events(AsyncStream<[UInt8]>)
    }

    var status: Int
    var phrase: String
    var headers: [(name: String, value: String)]
    var body: Body

    init(_ status: Int, _ phrase: String, headers: [(name: String, value: String)] = [], body: Body = .bytes(Data())) {
        self.status = status
        self.phrase = phrase
        self.headers = headers
        self.body = body
    }

    /// A `text/plain` answer of one line.
    static func text(_ status: Int, _ phrase: String, _ line: String) -> PreviewResponse {
        PreviewResponse(status, phrase, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Data((line + "\n").utf8)))
    }
}
