import Archive
import Foundation

/// Runs `body` with a fresh archive in its own temporary directory, removed afterwards.
func withTemporaryArchive<T>(_ body: (Archive) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("blogkit-import-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(try Archive(path: directory.appendingPathComponent("test.sqlite").path))
}
