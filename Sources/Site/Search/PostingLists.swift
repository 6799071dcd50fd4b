/// The postings of every term (or pair of terms) of the in-browser search, built document by
/// document in document order, kept encoded (``IndexNumbers``) so that a large site's index
/// fits in memory: for each document, `gap << 2 | form` (`gap` from the previous document
/// number), then by form: 0, once in the prose; 1, the prose count; 2, the code count; 3, the
/// title, categories, prose and code counts.
struct PostingLists {
    private struct List {
        var last: Int
        var bytes: [UInt8]
    }

    private var lists: [String: List] = [:]

    /// The keys, sorted.
    var keys: [String] { lists.keys.sorted() }

    /// The encoded postings of `key`, as a string.
    subscript(key: String) -> String { String(decoding: lists[key]?.bytes ?? [], as: UTF8.self) }

    /// Bytes of `"key":"postings",` for every key.
    var size: Int { lists.reduce(0) { $0 + $1.key.utf8.count + $1.value.bytes.count + 6 } }

    /// Bytes of `"key":"postings",` for `key`.
    func size(of key: String) -> Int { key.utf8.count + (lists[key]?.bytes.count ?? 0) + 6 }

    /// Adds document `number`, after every document added before it.
    mutating func add(_ counts: [String: IndexedDocument.Counts], document number: Int) {
        for (key, counts) in counts {
            Self.append(document: number, counts, to: &lists[key, default: List(last: 0, bytes: [])])
        }
    }

    private static func append(document number: Int, _ counts: IndexedDocument.Counts, to list: inout List) {
        encode(gap: number - list.last, counts, to: &list.bytes)
        list.last = number
    }

    private static func encode(gap: Int, _ counts: IndexedDocument.Counts, to text: inout [UInt8]) {
        switch counts {
        case (0, 0, 1, 0):
            IndexNumbers.append(gap << 2, to: &text)
        case (0, 0, let prose, 0):
            IndexNumbers.append(gap << 2 | 1, to: &text)
            IndexNumbers.append(prose, to: &text)
        case (0, 0, 0, let code):
            IndexNumbers.append(gap << 2 | 2, to: &text)
            IndexNumbers.append(code, to: &text)
        default:
            IndexNumbers.append(gap << 2 | 3, to: &text)
            for count in [counts.title, counts.categories, counts.prose, counts.code] {
                IndexNumbers.append(count, to: &text)
            }
        }
    }
}
