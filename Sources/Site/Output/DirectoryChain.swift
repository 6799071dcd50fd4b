import Foundation

/// The directories from the output directory down to the one in use, each opened from its
/// parent with `O_NOFOLLOW | O_DIRECTORY`, so that no symbolic link is ever followed. Walking to
/// many files in path order keeps the shared part of the chain open, and opens each directory
/// once. The owner calls `closeAll()` when done.
struct DirectoryChain {
    /// Why a directory of the chain could not be opened.
    enum Failure: Error {
        /// The directory at this depth (0: the first below the root) is a symbolic link.
        case link(depth: Int)
        /// The directory at this depth could not be opened or created: `errno`.
        case system(depth: Int, errno: Int32)
    }

    private let root: Int32
    private var chain: [(name: Substring, descriptor: Int32)] = []

    /// A chain starting at the open directory `root`, which it never closes.
    init(root: Int32) {
        self.root = root
    }

    /// The open directory `directories` names below the root; each missing one is created when
    /// `create`.
    mutating func descend(to directories: ArraySlice<Substring>, create: Bool) throws(Failure) -> Int32 {
        var common = 0
        for (name, depth) in zip(directories, 0...) {
            guard depth < chain.count, chain[depth].name == name else { break }
            common += 1
        }
        while chain.count > common { close(chain.removeLast().descriptor) }
        for (depth, name) in zip(common..., directories.dropFirst(common)) {
            let parent = chain.last?.descriptor ?? root
            let file = String(name)
            var next = openat(parent, file, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(parent, file, 0o755) != 0, errno != EEXIST { throw .system(depth: depth, errno: errno) }
                next = openat(parent, file, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let failure = errno
                var info = stat()
                if fstatat(parent, file, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    throw .link(depth: depth)
                }
                throw .system(depth: depth, errno: failure)
            }
            chain.append((name, next))
        }
        return chain.last?.descriptor ?? root
    }

    /// Closes every directory of the chain (not the root).
    mutating func closeAll() {
        while let last = chain.popLast() { close(last.descriptor) }
    }
}
