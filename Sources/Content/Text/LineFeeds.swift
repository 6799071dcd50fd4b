import Foundation

/// The line feeds of UTF-8 text that break lines as its Characters read them: each one that does
/// not end a CR LF pair (the pair is one Character). Found with `memchr`.
enum LineFeeds {
    /// Calls `body` with the offset of each such line feed in `bytes`, in order.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index == 0 || base[index - 1] != 0x0D { body(index) }
            offset = index + 1
        }
    }
}
