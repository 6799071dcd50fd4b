import Foundation

/// A feed read from a pipe, a FIFO or a device (`blogkit import <(curl ...)`, `/dev/stdin`):
/// its bytes can be read only once, but the sniffer, libxml2 and a repair pass each open the feed
/// again. Such input is first copied to a `FeedSpool`, owned (and removed) by this value.
final class SpooledFeed {
    /// The temporary copy.
    private let spool: FeedSpool
    /// The temporary copy's path.
    var path: String { spool.path }

    /// Copies the input at `path` when it is not a regular file, or returns nil. Only the first
    /// chunk is copied before `FeedSniffer` looks at it, so endless input that is not XML
    /// (`/dev/zero`) is refused rather than copied forever; endless XML stops at `limit`.
    static func spoolIfNeeded(path: String, file: String, limit: FeedSizeLimit) throws(FeedError) -> SpooledFeed? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR else {
            return nil
        }
        guard let input = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(file: file, reason: String(cString: strerror(errno)).lowercased())
        }
        let spooled = try SpooledFeed(spool: FeedSpool(for: file, limit: limit))
        try spooled.copy(from: input, file: file)
        return spooled
    }

    private init(spool: FeedSpool) {
        self.spool = spool
    }

    private func copy(from input: FileHandle, file: String) throws(FeedError) {
        let sniffSize: Int64 = 1 << 16
        while true {
            let chunk = input.readData(ofLength: Int(sniffSize))
            try spool.write(chunk)
            if spool.size - Int64(chunk.count) < sniffSize, spool.size >= sniffSize || chunk.isEmpty {
                try FeedSniffer.check(path: path, file: file)
            }
            if chunk.isEmpty { return }
        }
    }
}
