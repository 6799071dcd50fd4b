import Archive
import Foundation
import FuzzSupport
import Import

/// One fuzzing input imported the way `blogkit import --drafts` imports a file: into an archive
/// that lives for a few hundred inputs, so that updates of posts an earlier input stored are
/// fuzzed too, then starts again empty so that it stays small.
enum ExportInput {
    /// The file every input is written to, and the archive it is imported into, in /dev/shm
    /// when there is one.
    static let file = InputFile(name: "import", extension: "xml")
    static let archivePath = InputFile(name: "import", extension: "sqlite").path

    /// How many inputs one archive takes before it is replaced by an empty one.
    static let inputsPerArchive = 500

    nonisolated(unsafe) private static var archive: Archive?
    nonisolated(unsafe) private static var inputs = 0

    /// Imports `size` bytes at `data`; libFuzzer's callback: 0 for an input worth keeping, -1
    /// when it could not be written out or the archive could not be opened.
    static func importInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        guard file.write(data, size), let archive = currentArchive() else { return -1 }
        do {
            _ = try Importer(archive: archive).importFeed(file.path, keepingDrafts: true)
        } catch {
            // Refusing what is not a feed, or an item over the limits, is the expected outcome
            // for most inputs; what is checked is that nothing crashes, hangs or leaks.
        }
        return 0
    }

    /// The archive for this input: a fresh one every ``inputsPerArchive`` inputs.
    private static func currentArchive() -> Archive? {
        if inputs % inputsPerArchive == 0 {
            archive = nil
            removeArchive()
            archive = try? Archive(path: archivePath)
        }
        inputs += 1
        return archive
    }

    static func removeFiles() {
        unlink(file.path)
        removeArchive()
    }

    private static func removeArchive() {
        for suffix in ["", "-wal", "-shm", ".lock"] { unlink(archivePath + suffix) }
    }
}
