/// Adjacent text nodes being merged into the first of them, the head. The merged literal is set
/// once, when the run ends: merging pairwise would copy the growing text again at every node,
/// which is quadratic in a long paragraph (or a long list flattened into one).
struct ExcerptTextRun {
    /// The first text node of the run; nil when no run is open.
    private(set) var head: MarkdownNode?
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
    mutating func add(_ text: MarkdownNode) -> Bool {
        let bytes = text.literalBytes
        countWords(in: bytes)
        guard let head else {
            head = text
            return false
        }
        if merged == nil { merged = Array(head.literalBytes) }
        merged?.append(contentsOf: bytes)
        text.remove()
        return true
    }

    /// Ends the run: sets the merged literal on the head and returns the head (nil when no run was open).
    mutating func end() -> MarkdownNode? {
        defer { self = ExcerptTextRun() }
        if let head, let merged { head.literal = String(decoding: merged, as: UTF8.self) }
        return head
    }

    /// The last character of the run's text, nil when no run is open or its text is empty.
    var lastCharacter: Character? {
        if let merged { return Self.lastCharacter(of: merged) }
        return head.flatMap { Self.lastCharacter(of: $0.literalBytes) }
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
}
