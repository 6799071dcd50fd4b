import Feeds
import Foundation

/// A feed read from a pipe, a FIFO or a device (`blogkit import <(curl ...)`, `/dev/stdin`): its
/// bytes can be read only once, but the sniffer, libxml2 and a repair pass each open the feed
/// again, so such input is first copied to a spool, which the reader then reads like any file.
extension FeedSpool {
    /// Copies the input at `path` when it is not a regular file, or returns nil; `file` names it
    /// in messages. Only the first chunk is copied before `FeedSniffer` looks at it, so endless
    /// input that is not XML (`/dev/zero`) is refused rather than copied forever; endless XML
    /// stops at `limit`.
    static func copyIfPipe(path: String, file: String, limit: FeedSizeLimit) throws(FeedError) -> FeedSpool? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR else {
            return nil
        }
        guard let input = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(file: file, reason: String(cString: strerror(errno)).lowercased())
        }
        let spool = try FeedSpool(for: file, limit: limit)
        try spool.copy(from: input, file: file)
        return spool
    }

    private func copy(from input: FileHandle, file: String) throws(FeedError) {
        let sniffSize: Int64 = 1 << 16
        while true {
            let chunk = input.readData(ofLength: Int(sniffSize))
            try write(chunk)
            if size - Int64(chunk.count) < sniffSize, size >= sniffSize || chunk.isEmpty {
                try FeedSniffer.check(path: path, file: file)
            }
            if chunk.isEmpty { return }
        }
    }
}
