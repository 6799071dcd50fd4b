import Foundation
import Site

/// The files one `export --format` writes into its directory, against what the previous export
/// wrote (its manifest): a file blogkit did not write is never taken, and one the user has edited
/// since it was written is kept as it is, neither overwritten nor removed.
struct ExportedFiles {
    let output: OutputDirectory
    private let previous: ExportManifest?
    private let previousFiles: Set<String>
    /// Every path this export has taken, written or not yet.
    private var claimed = Set<String>()
    /// The fingerprint of each file as blogkit wrote it: this export's, or the previous one's for
    /// an edited file kept.
    private var hashes: [String: UInt64] = [:]
    /// Files the user edited since, kept where this export would have written them.
    private(set) var kept: [String] = []

    init(output: OutputDirectory, previous: ExportManifest?) {
        self.output = output
        self.previous = previous
        previousFiles = Set(previous?.files ?? [])
    }

    /// Whether `path` is taken: by this export already, or by a file the previous one did not write.
    func isTaken(_ path: String) -> Bool {
        claimed.contains(path) || (!previousFiles.contains(path) && output.exists(path))
    }

    /// Takes `path` for this export; false when it already had.
    mutating func claim(_ path: String) -> Bool {
        claimed.insert(path).inserted
    }

    /// Writes `data` to `path`, unless the previous export wrote the file and the user has edited
    /// it since: then it stays as it is, and nil is returned.
    mutating func write(_ data: Data, to path: String) throws(SiteError) -> OutputDirectory.Outcome? {
        if previousFiles.contains(path), let previous, previous.isEdited(path, in: output) {
            kept.append(path)
            hashes[path] = previous.hashes?[path]
            return nil
        }
        let outcome = try output.write(data, to: path)
        hashes[path] = ExportManifest.hash(data)
        return outcome
    }

    /// Removes the files of the previous export this one did not take, but for those the user
    /// edited since, which are theirs from now on (no longer listed). Returns how many were
    /// removed, and the edited ones left.
    func removeTheRest() -> (removed: Int, edited: [String]) {
        let rest = previousFiles.subtracting(claimed)
        let edited = rest.filter { previous?.isEdited($0, in: output) == true }.sorted()
        return (output.remove(rest.subtracting(edited)), edited)
    }

    /// The manifest of this export: every file it took, with its fingerprint.
    var manifest: ExportManifest {
        ExportManifest(files: claimed.sorted(), hashes: hashes)
    }
}
