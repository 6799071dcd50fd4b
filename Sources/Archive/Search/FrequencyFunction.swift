import GRDB
import GRDBSQLite

/// `blogkit_frequency(post_fts)`: the first phrase's frequency in the current row, each hit
/// counting its column's ``SearchColumn`` weight as ``RankState`` counts it, doubled (a whole
/// number: the weights are multiples of one half). ``SearchBounds`` reads it to bound each term's
/// score in each block of posts. `blogkit_frequency(post_fts, 1)`: that times 2^32 plus the
/// row's length in tokens, looked up (``BlockMaxRanking`` reads it for a phrase in few posts).
enum FrequencyFunction {
    static let name = "blogkit_frequency"

    /// Registers the function on `db`'s connection.
    static func register(in db: Database) {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        _ = api.pointee.xCreateFunction(api, name, nil, frequency, nil)
    }

    private static let frequency: fts5_extension_function = { api, fts, context, count, values in
        guard let api = api?.pointee, let fts, count <= 1, api.xPhraseCount(fts) > 0 else {
            sqlite3_result_error(context, "\(FrequencyFunction.name): expected (fts table[, with length]) and a phrase", -1)
            return
        }
        let withLength = count == 1 && values.map { sqlite3_value_int64($0[0]) != 0 } ?? false
        var frequency = PhraseHits(api: api, fts: fts, phrase: 0).doubledFrequency
        if withLength {
            var length: Int32 = 0
            _ = api.xColumnSize(fts, -1, &length)
            frequency = frequency << 32 | Int64(UInt32(bitPattern: length))
        }
        sqlite3_result_int64(context, frequency)
    }
}
