import GRDB
import GRDBSQLite

/// The search index's FTS5 tokenizer, `blogkit_cjk`: text in Chinese, Japanese and Korean
/// (``CJKScript``) becomes overlapping pairs of characters, as Lucene's CJK analyzer does
/// (`我的装备清单` -> `我的 的装 装备 备清 清单`; a lone character stays a token of its own), so
/// that a word inside a run without spaces is found; the rest of the text goes, unchanged, to
/// the tokenizer it wraps (its arguments: `porter unicode61 remove_diacritics 1`).
///
/// A query goes through the same tokenizer: FTS5 reads a quoted `清单` as the phrase of its
/// pairs, which matches wherever the characters stand next to each other. A document also gets
/// each character alone, at the position of the pair it starts (the last one with the last
/// pair), as an FTS5 colocated token: a query of one character (`猫`, a word in Chinese) finds it
/// anywhere in a run, and phrases of pairs still see consecutive positions.
///
/// A query string that starts with U+0001 names an index term as it is: the rest is one token,
/// neither stemmed nor folded (``SearchBounds`` reads a stem's posts so, which stemming again may
/// change: `enterpris` would become `enterpri`). No typed query can: ``QueryParser`` reads every
/// control character as a space.
///
/// GRDB's `FTS5WrapperTokenizer` does not fit: it sees the wrapped tokenizer's tokens, and
/// unicode61 makes one token of `iPhone清单` (CJK characters are letters), which porter would
/// then stem as a whole; every pair would also get the whole run's offsets, which snippets mark.
final class CJKBigramTokenizer: FTS5CustomTokenizer {
    static let name = "blogkit_cjk"

    private let wrapped: any FTS5Tokenizer

    init(db: Database, arguments: [String]) throws {
        guard !arguments.isEmpty else {
            throw DatabaseError(message: "\(Self.name): expected the tokenizer to wrap, such as 'porter unicode61'")
        }
        wrapped = try db.makeTokenizer(FTS5TokenizerDescriptor(components: arguments))
    }

    /// The first byte of a query string that names an index term as it is.
    static let termMarker: UInt8 = 0x01

    /// The query string for the index term `term` as it is.
    static func exactTerm(_ term: String) -> String {
        "\u{1}" + term
    }

    /// Registers the tokenizer on `db`'s connection.
    static func register(in db: Database) {
        db.add(tokenizer: Self.self)
    }

    func tokenize(
        context: UnsafeMutableRawPointer?, tokenization: FTS5Tokenization, pText: UnsafePointer<CChar>?, nText: CInt,
        tokenCallback: @escaping FTS5TokenCallback
    ) -> CInt {
        guard let pText, nText > 0 else { return SQLITE_OK }
        let text = UnsafeBufferPointer(start: UnsafeRawPointer(pText).assumingMemoryBound(to: UInt8.self), count: Int(nText))
        if tokenization.contains(.query), text[0] == Self.termMarker {
            guard nText > 1 else { return SQLITE_OK }
            return tokenCallback(context, 0, pText + 1, nText - 1, 1, nText)
        }
        var forward = Forward(context: context, callback: tokenCallback)
        var plainStart = 0
        var index = 0
        // Where each character of the current CJK run starts.
        var run: [Int] = []
        while index < text.count {
            if run.isEmpty {
                // Only a lead byte of three or four can start a CJK letter: the bytes below one,
                // nearly all of most posts, are skipped in a tight loop.
                while index < text.count, text[index] < 0xE0 { index += 1 }
                guard index < text.count else { break }
            }
            let (value, length) = Self.decode(text, at: index)
            let isCJK = value.map { CJKScript.contains($0) } ?? false
            if isCJK {
                if run.isEmpty {
                    let code = forward.tokenize(wrapped, text: text, range: plainStart..<index, as: tokenization)
                    guard code == SQLITE_OK else { return code }
                }
                run.append(index)
            } else if !run.isEmpty {
                let code = forward.emitPairs(of: run, end: index, in: text, withCharacters: tokenization.contains(.document))
                guard code == SQLITE_OK else { return code }
                run.removeAll(keepingCapacity: true)
                plainStart = index
            }
            index += length
        }
        if run.isEmpty {
            return forward.tokenize(wrapped, text: text, range: plainStart..<text.count, as: tokenization)
        }
        return forward.emitPairs(of: run, end: text.count, in: text, withCharacters: tokenization.contains(.document))
    }

    /// The scalar at `index` when it may be a CJK letter (3 or 4 UTF-8 bytes), and its length.
    private static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: Unicode.Scalar?, length: Int) {
        let lead = text[index]
        let length = lead < 0xE0 ? 1 : lead < 0xF0 ? 3 : 4
        guard length > 1, index + length <= text.count else { return (nil, 1) }
        var value = UInt32(lead & (length == 3 ? 0x0F : 0x07))
        for offset in 1..<length {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Only the blocks of CJK letters need the scalar's properties.
        guard CJKScript.contains(value) else { return (nil, length) }
        return (Unicode.Scalar(value), length)
    }

    /// Hands tokens to FTS5's callback: the wrapped tokenizer's, with offsets into the whole text,
    /// and the pairs of CJK runs.
    private struct Forward {
        var context: UnsafeMutableRawPointer?
        var callback: FTS5TokenCallback
        /// Where the text given to the wrapped tokenizer starts in the whole text.
        var offset: CInt = 0

        mutating func tokenize(
            _ wrapped: any FTS5Tokenizer, text: UnsafeBufferPointer<UInt8>, range: Range<Int>,
            as tokenization: FTS5Tokenization
        ) -> CInt {
            guard !range.isEmpty, let base = text.baseAddress else { return SQLITE_OK }
            offset = CInt(range.lowerBound)
            return withUnsafeMutablePointer(to: &self) { forward in
                wrapped.tokenize(
                    context: forward, tokenization: tokenization,
                    pText: UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self),
                    nText: CInt(range.count)
                ) { context, flags, token, count, start, end in
                    guard let forward = context?.assumingMemoryBound(to: Forward.self).pointee else { return SQLITE_ERROR }
                    return forward.callback(
                        forward.context, flags, token, count, start + forward.offset, end + forward.offset)
                }
            }
        }

        /// Emits the pairs of a run of characters starting at `starts` and ending at `end`, and
        /// `withCharacters`, each character colocated with a pair; a lone character is its own token.
        func emitPairs(of starts: [Int], end: Int, in text: UnsafeBufferPointer<UInt8>, withCharacters: Bool) -> CInt {
            let bounds = starts + [end]
            guard starts.count > 1 else { return emit(bounds[0]..<bounds[1], in: text) }
            for first in 0..<(starts.count - 1) {
                var code = emit(bounds[first]..<bounds[first + 2], in: text)
                if withCharacters, code == SQLITE_OK {
                    code = emit(bounds[first]..<bounds[first + 1], in: text, flags: FTS5_TOKEN_COLOCATED)
                }
                if withCharacters, code == SQLITE_OK, first == starts.count - 2 {
                    code = emit(bounds[first + 1]..<bounds[first + 2], in: text, flags: FTS5_TOKEN_COLOCATED)
                }
                guard code == SQLITE_OK else { return code }
            }
            return SQLITE_OK
        }

        private func emit(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, flags: CInt = 0) -> CInt {
            guard let base = text.baseAddress else { return SQLITE_OK }
            return callback(
                context, flags, UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self),
                CInt(range.count), CInt(range.lowerBound), CInt(range.upperBound))
        }
    }
}
