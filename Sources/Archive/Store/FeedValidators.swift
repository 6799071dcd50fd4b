/// What a server said of the version of a feed it sent (RFC 9110 § 8.8): its `ETag` and
/// `Last-Modified`, sent back on the next fetch (`If-None-Match`, `If-Modified-Since`) so that an
/// unchanged feed is answered with a 304 and no body.
public struct FeedValidators: Sendable, Equatable {
    /// The `ETag` header, as sent (`"abc"`, `W/"abc"`).
    public var etag: String?
    /// The `Last-Modified` header, as sent (an HTTP date).
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// True when the server gave neither: a fetch cannot be conditional.
    public var isEmpty: Bool { etag == nil && lastModified == nil }
}
