/// The postings of every term (or pair of terms) of the in-browser search, built document by
/// document in document order, kept encoded (``IndexNumbers``) so that a large site's index
/// fits in memory: for each document, `gap << 2 | form` (`gap` from the previous document
/// number, the first from 0), then by form: 0, once in the prose; 1, the prose count; 2, the
/// code count; 3, the title, categories, prose and code counts. A large site's lists are
/// written out to runs (``PostingRuns``) whenever they take more than the build allows.
struct PostingLists {
    private struct List {
        var last: Int
        var bytes: [UInt8]
    }

    /// By key: a term's number, or a pair's two (``TermNumbers``).
    private var lists: [UInt64: List] = [:]

    /// About the bytes the lists take: their postings' capacity, and what a dictionary entry
    /// and an array take besides.
    private(set) var memory = 0

    /// What a list takes besides its postings' bytes.
    static let listOverhead = 112

    /// Adds document `number`, after every document added before it, to the list of `key`.
    mutating func add(_ key: UInt64, _ counts: IndexedDocument.Counts, document number: Int) {
        memory += Self.append(document: number, counts, to: &lists[key, default: List(last: 0, bytes: [])])
    }

    /// Every list as a record named by `names`, sorted in `order`; none are left.
    mutating func removeAll(in order: PostingOrder, names: TermNumbers) -> [PostingRecord] {
        var records = lists.map {
            PostingRecord(key: names.name(of: $0.key, in: order), last: $0.value.last, postings: $0.value.bytes, order: order)
        }
        lists = [:]
        memory = 0
        records.sort { $0.precedes($1) }
        return records
    }

    /// Appends document `number` to `list`; returns the bytes the list grew by.
    private static func append(document number: Int, _ counts: IndexedDocument.Counts, to list: inout List) -> Int {
        let capacity = list.bytes.capacity
        let overhead = list.bytes.isEmpty ? listOverhead : 0
        encode(gap: number - list.last, counts, to: &list.bytes)
        list.last = number
        return overhead + list.bytes.capacity - capacity
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
