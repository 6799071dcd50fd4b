import Foundation

/// The file a fuzz target writes each input to, for the parts of blogkit that read from a path:
/// one per process, in /dev/shm when there is one, rewritten for every input.
public struct InputFile: Sendable {
    public let path: String

    /// A file named `blogkit-fuzz-NAME-PID.EXTENSION`.
    public init(name: String, extension pathExtension: String) {
        path = (Self.folder as NSString).appendingPathComponent("blogkit-fuzz-\(name)-\(getpid()).\(pathExtension)")
    }

    /// /dev/shm when there is one, else the temporary directory.
    public static let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()

    /// Replaces the file's content with the `size` bytes at `data`; false when it could not.
    public func write(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < size, let data {
            let count = Foundation.write(descriptor, data + written, size - written)
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
