import CProcess
import Feeds
import Foundation

/// A temporary copy of a feed that can be read only once (a download, a pipe): a file in the
/// temporary directory (`TMPDIR`), created readable by its owner only (0600) and removed when this
/// value goes away, or when the process is interrupted once `removeOnInterrupt()` was called.
/// Every write is counted: the copy never grows past its `limit`.
public final class FeedSpool {
    /// The temporary file.
    public let path: String
    /// The most bytes the copy may hold.
    public let limit: FeedSizeLimit
    /// Bytes written so far.
    public private(set) var size: Int64 = 0
    /// The feed's name in messages.
    private let file: String
    private let descriptor: Int32
    /// Where the path is registered for removal on SIGINT, SIGTERM or SIGHUP.
    private let slot: Int32

    /// From now on, SIGINT, SIGTERM and SIGHUP remove every live spool (and kill a running
    /// download) before ending the process as interrupted. Call once, early, from the main thread.
    public static func removeOnInterrupt() {
        blogkit_cleanup_install()
    }

    /// Creates an empty temporary file for the feed named `file` in messages.
    public init(for file: String, limit: FeedSizeLimit) throws(FeedError) {
        let directory = FileManager.default.temporaryDirectory.path
        path = directory + "/blogkit-\(UUID().uuidString).xml"
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unreadable(file: file, reason: "cannot create a temporary copy in \(directory): \(Self.lastError)")
        }
        slot = blogkit_cleanup_register(path)
        self.file = file
        self.limit = limit
    }

    deinit {
        close(descriptor)
        unlink(path)
        blogkit_cleanup_unregister(slot)
    }

    /// Appends `data`. Throws `FeedError.tooLarge` (writing nothing) when it would take the copy
    /// past `limit`.
    public func write(_ data: Data) throws(FeedError) {
        // `withUnsafeBytes` rethrows untyped errors: carry the typed one out by hand.
        var failure: FeedError?
        data.withUnsafeBytes { bytes in
            do throws(FeedError) { try write(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(FeedError) {
        guard Int64(bytes.count) <= limit.bytes - size else { throw .tooLarge(file: file, limit: limit) }
        guard DescriptorWrite.all(bytes, to: descriptor) else {
            throw .unreadable(file: file, reason: "cannot write a temporary copy: \(Self.lastError)")
        }
        size += Int64(bytes.count)
    }

    /// Empties the copy, to start it again (the body of a redirect is not the feed).
    public func restart() throws(FeedError) {
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw .unreadable(file: file, reason: "cannot write a temporary copy: \(Self.lastError)")
        }
        size = 0
    }

    /// `errno` in words: `no space left on device`.
    private static var lastError: String {
        String(cString: strerror(errno)).lowercased()
    }
}
