import Foundation

/// A feed read from a pipe, a FIFO or a device (`blogkit import <(curl ...)`, `/dev/stdin`):
/// its bytes can be read only once, but the sniffer, libxml2 and a repair pass each open the feed
/// again. Such input is first copied to a temporary file, owned (and removed) by this value.
final class SpooledFeed {
    /// The temporary copy.
    let path: String

    /// Copies the input at `path` when it is not a regular file, or returns nil. Only the first
    /// chunk is copied before `FeedSniffer` looks at it, so endless input that is not XML
    /// (`/dev/zero`) is refused rather than copied forever.
    static func spoolIfNeeded(path: String, file: String) throws(FeedError) -> SpooledFeed? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR else {
            return nil
        }
        guard let input = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(file: file, reason: String(cString: strerror(errno)).lowercased())
        }
        let spooled = try SpooledFeed(file: file)
        try spooled.copy(from: input, file: file)
        return spooled
    }

    private init(file: String) throws(FeedError) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-\(UUID().uuidString).xml").path
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw .unreadable(file: file, reason: "cannot create a temporary copy in \(FileManager.default.temporaryDirectory.path)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func copy(from input: FileHandle, file: String) throws(FeedError) {
        guard let output = FileHandle(forWritingAtPath: path) else {
            throw .unreadable(file: file, reason: "cannot write a temporary copy")
        }
        defer { try? output.close() }
        let sniffSize = 1 << 16
        var copied = 0
        while true {
            let chunk = input.readData(ofLength: sniffSize)
            do { try output.write(contentsOf: chunk) } catch {
                throw .unreadable(file: file, reason: "cannot write a temporary copy: \(error.localizedDescription)")
            }
            if copied < sniffSize, copied + chunk.count >= sniffSize || chunk.isEmpty {
                try FeedSniffer.check(path: path, file: file)
            }
            copied += chunk.count
            if chunk.isEmpty { return }
        }
    }
}
