import Foundation

/// Writing a whole buffer to a file descriptor with `write(2)`, which may write less than asked
/// or be interrupted by a signal: the loop every stage that writes to a descriptor needs.
public enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`, again after a short write or `EINTR`; false, with
    /// `errno` set (or a write of nothing), when the descriptor takes no more.
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let written = write(descriptor, rest.baseAddress, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
        return true
    }
}
