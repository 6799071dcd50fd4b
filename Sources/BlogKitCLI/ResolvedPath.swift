import Foundation

/// Where a path really leads once `.`, `..` and symbolic links are resolved, as far as it exists
/// (a folder that does not exist yet cannot be a link): what `blogkit.toml`'s paths are checked on.
enum ResolvedPath {
    /// The absolute path `path` (relative to the current directory) names; nil when a part of
    /// it that exists cannot be resolved (a dangling or looping link).
    static func of(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var current = "/"
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                current = (current as NSString).deletingLastPathComponent
                continue
            }
            let next = (current == "/" ? "" : current) + "/" + component
            var info = stat()
            guard lstat(next, &info) == 0 else {
                current = next
                continue
            }
            guard let real = realpath(next, nil) else { return nil }
            current = String(cString: real)
            free(real)
        }
        return current
    }

    /// Whether `path` lies inside `folder` (not the folder itself), both resolved.
    static func isInside(_ path: String, folder: String) -> Bool {
        guard let path = of(path), let folder = of(folder) else { return false }
        return path.hasPrefix(folder == "/" ? "/" : folder + "/") && path != folder
    }
}
