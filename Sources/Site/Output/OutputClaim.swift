import Foundation

/// Whether a build may write into a directory. A settings file, or a slip of the keyboard, can
/// name any folder: a build never writes into `/`, the home directory, or a folder that holds
/// files but no build manifest (so no `blogkit build` wrote there, and every file in it is
/// someone else's), unless forced. A new or empty folder (or one holding only a placeholder such
/// as `.gitkeep`), or one a build wrote before, is fine.
enum OutputClaim {
    /// Throws `.outputRefused` when `path` is a folder a build does not write into unforced.
    static func check(_ path: String, force: Bool) throws(SiteError) {
        guard !force, let real = realPath(path) else { return }
        let advice = "build into a folder of its own, or add --force to build here"
        if real == "/" { throw .outputRefused(path: path, reason: "is the root directory; " + advice) }
        if let home = ProcessInfo.processInfo.environment["HOME"].flatMap(realPath), real == home {
            throw .outputRefused(path: path, reason: "is your home directory; " + advice)
        }
        var info = stat()
        let hasManifest = lstat(real + "/" + BuildManifest.fileName, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: real)) ?? []
        if entries.contains(where: { !placeholders.contains($0) }), !hasManifest {
            throw .outputRefused(
                path: path,
                reason: "not empty and not written by blogkit build (no \(BuildManifest.fileName) in it);"
                    + " build into a new or empty folder, or add --force to build here")
        }
    }

    /// Files that keep an empty folder in git (`.gitkeep`, as the repository's own `output/`) or
    /// that a desktop leaves there: a folder holding only these is empty. No build writes them.
    static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store", "Thumbs.db"]

    /// `path` with every link and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
