/// How much of a request the preview reads, and for how long. Any web page open in the user's
/// browser can send requests to 127.0.0.1, so a request that is too big or too slow is
/// answered with an error and its connection closed before it costs more than this.
enum RequestLimits {
    /// Bytes of the request line (method, target, version; empty lines before it count too),
    /// without its line end: `414 URI Too Long` beyond.
    static let requestLine = 8 * 1024
    /// Bytes of the header fields together, line ends included: `431` beyond.
    static let headerBytes = 64 * 1024
    /// Header fields: `431` beyond.
    static let headerFields = 100
    /// From when the server waits for a request (the connection opened, or the previous
    /// response sent) to the blank line that ends its head: `408 Request Timeout` when some of
    /// it came, the connection closed without an answer when nothing did.
    static let headTime: Duration = .seconds(10)
    /// After an error answer, what the client still sends (the rest of a huge head) is read
    /// and dropped, at most this much for at most this long, so that the client reads the
    /// answer instead of a connection reset.
    static let lingerBytes = 4 * 1024 * 1024
    static let lingerTime: Duration = .seconds(5)
}
