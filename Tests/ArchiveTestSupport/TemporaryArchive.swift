import Archive
import Foundation
import GRDB

/// Runs `body` with a fresh archive in its own temporary directory, removed afterwards.
public func withTemporaryArchive<T>(_ body: (Archive) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("blogkit-archive-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(try Archive(path: directory.appendingPathComponent("test.sqlite").path))
}

/// The archive's SQLite file opened with GRDB directly, as a tool outside blogkit would, with
/// the search index's tokenizer registered.
public func archiveDatabase(_ path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.prepareDatabase { db in Archive.prepareConnection(db) }
    return try DatabaseQueue(path: path, configuration: configuration)
}
