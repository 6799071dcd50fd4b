import CCmark
import Foundation

/// Adjacent text nodes being merged into the first of them, the head. The merged literal is set
/// once, when the run ends: merging pairwise would copy the growing text again at every node,
/// which is quadratic in a long paragraph (or a long list flattened into one).
struct ExcerptTextRun {
    /// The first text node of the run; nil when no run is open.
    private(set) var head: OpaquePointer?
    /// The literal of the merged run, once a second node has joined the head.
    private var merged: [UInt8]?
    /// Words of the run's text that white space already ends: no text added later can join them.
    private(set) var endedWords = 0
    /// The run's text ends inside a word.
    private var inWord = false

    /// The words of the run's text, as ``ExcerptUnits`` counts them.
    var words: Int { endedWords + (inWord ? 1 : 0) }

    /// Adds `text`, the text node that follows the run. Returns false when `text` opens the run
    /// (it becomes the head and stays where it is), true when it was merged into the head and freed.
    mutating func add(_ text: OpaquePointer) -> Bool {
        let bytes = Self.literalBytes(text)
        countWords(in: bytes)
        guard let head else {
            head = text
            return false
        }
        if merged == nil { merged = Array(Self.literalBytes(head)) }
        merged?.append(contentsOf: bytes)
        cmark_node_free(text)
        return true
    }

    /// Ends the run: sets the merged literal on the head and returns the head (nil when no run was open).
    mutating func end() -> OpaquePointer? {
        defer { self = ExcerptTextRun() }
        if let head, let merged { cmark_node_set_literal(head, String(decoding: merged, as: UTF8.self)) }
        return head
    }

    /// The last character of the run's text, nil when no run is open or its text is empty.
    var lastCharacter: Character? {
        if let merged { return Self.lastCharacter(of: merged) }
        return head.flatMap { Self.lastCharacter(of: Self.literalBytes($0)) }
    }

    private mutating func countWords(in bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            if ExcerptUnits.isWordSeparator(byte) {
                if inWord { endedWords += 1 }
                inWord = false
            } else {
                inWord = true
            }
        }
    }

    /// The last character of UTF-8 `bytes`, decoding only their end (a literal may be a whole post).
    static func lastCharacter<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Character? {
        String(decoding: bytes.suffix(32), as: UTF8.self).last
    }

    /// The node's literal as bytes, without copying it.
    static func literalBytes(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        guard let literal = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let count = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: count) { UnsafeBufferPointer(start: $0, count: count) }
    }
}
