import GRDBSQLite

/// Every row holding one phrase of an FTS5 statement's query, in rowid order, walked from a row of
/// the statement with FTS5's `xQueryPhrase` (which its `bm25()` counts a phrase's posts with): a
/// row's work costs no step of SQLite's own.
enum PhraseWalk {
    /// Calls `body` with the API and the context of each row holding phrase `phrase` (its index in
    /// the `MATCH` expression): SQLite's result code, `SQLITE_OK` or FTS5's error.
    static func forEachRow(
        api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer, phrase: Int32,
        _ body: (UnsafePointer<Fts5ExtensionApi>, OpaquePointer) -> Void
    ) -> Int32 {
        withoutActuallyEscaping(body) { body in
            var body = body
            return withUnsafeMutablePointer(to: &body) { pointer in
                api.pointee.xQueryPhrase(fts, phrase, pointer) { api, fts, context in
                    guard let api, let fts, let context else { return SQLITE_ERROR }
                    context.assumingMemoryBound(to: ((UnsafePointer<Fts5ExtensionApi>, OpaquePointer) -> Void).self).pointee(api, fts)
                    return SQLITE_OK
                }
            }
        }
    }
}
