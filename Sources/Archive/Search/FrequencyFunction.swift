import GRDB
import GRDBSQLite

/// `blogkit_frequency(post_fts)`: the first phrase's frequency in the current row, each hit
/// counting its column's ``SearchColumn`` weight as ``RankState`` counts it, doubled (a whole
/// number: the weights are multiples of one half). ``SearchBounds`` reads it to bound each term's
/// score in each block of posts. `blogkit_frequency(post_fts, 1)`: that times 2^32 plus the
/// row's length in tokens, looked up (``BlockMaxRanking`` reads it for a phrase in few posts).
/// `blogkit_frequency(post_fts, 2)`: the phrase's every row, walked from the current one with
/// FTS5's `xQueryPhrase`, as a blob of pairs of little-endian 64-bit integers, its id and that
/// frequency, in id order (``TermPostFrequencies``).
enum FrequencyFunction {
    static let name = "blogkit_frequency"
    /// The argument that asks for every row (``TermPostFrequencies``).
    static let everyRow: Int64 = 2

    /// Registers the function on `db`'s connection.
    static func register(in db: Database) {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        _ = api.pointee.xCreateFunction(api, name, nil, frequency, nil)
    }

    private static let frequency: fts5_extension_function = { api, fts, context, count, values in
        guard let api, let fts, count <= 1, api.pointee.xPhraseCount(fts) > 0 else {
            sqlite3_result_error(context, "\(FrequencyFunction.name): expected (fts table[, form: 0, 1 with length, 2 every row]) and a phrase", -1)
            return
        }
        let form = count == 1 ? values.map { sqlite3_value_int64($0[0]) } ?? 0 : 0
        if form == everyRow {
            everyRow(api: api, fts: fts, context: context)
            return
        }
        let withLength = form != 0
        var frequency = PhraseHits(api: api, fts: fts, phrase: 0).doubledFrequency
        if withLength {
            var length: Int32 = 0
            _ = api.pointee.xColumnSize(fts, -1, &length)
            frequency = frequency << 32 | Int64(UInt32(bitPattern: length))
        }
        sqlite3_result_int64(context, frequency)
    }

    /// Every row of the first phrase as ``TermPostFrequencies`` reads them, the result of the
    /// function's call on one of them.
    private static func everyRow(api: UnsafePointer<Fts5ExtensionApi>, fts: OpaquePointer, context: OpaquePointer?) {
        var pairs: [Int64] = []
        let code = PhraseWalk.forEachRow(api: api, fts: fts, phrase: 0) { api, fts in
            pairs.append(api.pointee.xRowid(fts).littleEndian)
            pairs.append(PhraseHits(api: api, fts: fts, phrase: 0).doubledFrequency.littleEndian)
        }
        guard code == SQLITE_OK else {
            sqlite3_result_error_code(context, code)
            return
        }
        // Copied by SQLite (SQLITE_TRANSIENT).
        pairs.withUnsafeBytes { bytes in
            sqlite3_result_blob64(
                context, bytes.baseAddress, sqlite3_uint64(bytes.count),
                unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self))
        }
    }
}
