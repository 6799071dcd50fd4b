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

    private var lists: [String: List] = [:]

    /// About the bytes the lists take: their postings' capacity, their keys, and what a
    /// dictionary entry, a string and an array take besides.
    private(set) var memory = 0

    /// What a list takes besides its key and its postings' bytes.
    static let listOverhead = 112

    /// Adds document `number`, after every document added before it.
    mutating func add(_ counts: [String: IndexedDocument.Counts], document number: Int) {
        var grown = 0
        for (key, counts) in counts {
            Self.append(document: number, counts, key: key, to: &lists[key, default: List(last: 0, bytes: [])], grown: &grown)
        }
        memory += grown
    }

    /// Every list as a record, sorted in `order`; none are left.
    mutating func removeAll(in order: PostingOrder) -> [PostingRecord] {
        var records = lists.map { PostingRecord(key: $0.key, last: $0.value.last, postings: $0.value.bytes, order: order) }
        lists = [:]
        memory = 0
        records.sort { $0.precedes($1) }
        return records
    }

    private static func append(
        document number: Int, _ counts: IndexedDocument.Counts, key: String, to list: inout List, grown: inout Int
    ) {
        let capacity = list.bytes.capacity
        if list.bytes.isEmpty { grown += key.utf8.count + listOverhead }
        encode(gap: number - list.last, counts, to: &list.bytes)
        list.last = number
        grown += list.bytes.capacity - capacity
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
