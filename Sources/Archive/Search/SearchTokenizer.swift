import GRDB

/// The search index's own tokenizer (``SearchIndex/tokenizer``: porter-stemmed unicode61 words
/// without diacritics, Chinese, Japanese and Korean runs as pairs plus single characters), for
/// a stage that indexes text the way `blogkit search` does: the site's in-browser search builds
/// its index with it, so that a word stems and splits there exactly as in the archive.
///
/// It runs on a private in-memory SQLite connection; use one tokenizer per thread.
public final class SearchTokenizer {
    private let connection: DatabaseQueue
    private let tokenizer: any FTS5Tokenizer

    public init() throws(ArchiveError) {
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { SearchIndex.register(in: $0) }
            connection = try DatabaseQueue(configuration: configuration)
            tokenizer = try connection.inDatabase { try $0.makeTokenizer(SearchIndex.tokenizer) }
        } catch {
            throw .database(path: ":memory:", reason: "cannot create the search tokenizer: \(error)")
        }
    }

    /// Calls `body` with each token of `text` as the index stores it, in order. `isColocated`
    /// marks a token at the same position as the one before (a CJK character alone, next to
    /// the pair it starts): FTS5 does not count it in a column's length.
    public func forEachToken(in text: String, _ body: (_ token: String, _ isColocated: Bool) -> Void) {
        withoutActuallyEscaping(body) { body in
            let collector = Collector(body: body)
            let utf8 = ContiguousArray(text.utf8)
            utf8.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
                _ = tokenizer.tokenize(
                    context: Unmanaged.passUnretained(collector).toOpaque(), tokenization: .document,
                    pText: UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), nText: CInt(buffer.count)
                ) { context, flags, token, count, _, _ in
                    guard let context, let token else { return 0 }
                    let collector = Unmanaged<Collector>.fromOpaque(context).takeUnretainedValue()
                    let bytes = UnsafeRawBufferPointer(start: token, count: Int(count))
                    collector.body(
                        String(decoding: bytes, as: UTF8.self), flags & FTS5TokenFlags.colocated.rawValue != 0)
                    return 0
                }
            }
        }
    }

    /// What the C callback reaches through its context pointer.
    private final class Collector {
        let body: (String, Bool) -> Void
        init(body: @escaping (String, Bool) -> Void) { self.body = body }
    }
}
