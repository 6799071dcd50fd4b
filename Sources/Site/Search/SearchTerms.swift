import Foundation

/// How the in-browser search splits text into terms. `search.js` does the same to a query:
/// diacritics removed, lowercase, split on anything but letters and digits; terms shorter than
/// two characters, longer than 32, and the stop words are left out.
enum SearchTerms {
    /// Words too common to help a query; shipped to the browser in the manifest.
    static let stopWords: Set<String> = [
        "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "because",
        "been", "before", "being", "but", "by", "can", "could", "did", "do", "does", "for", "from", "had",
        "has", "have", "he", "her", "here", "him", "his", "how", "if", "in", "into", "is", "it", "its",
        "just", "me", "more", "most", "my", "no", "not", "of", "on", "one", "only", "or", "other", "our",
        "out", "over", "she", "should", "so", "some", "such", "than", "that", "the", "their", "them",
        "then", "there", "these", "they", "this", "those", "through", "to", "too", "up", "us", "very",
        "was", "we", "were", "what", "when", "where", "which", "while", "who", "why", "will", "with",
        "would", "you", "your",
    ]

    /// Calls `body` with every term of `text`, in order, repeats included.
    static func forEach(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var ascii = true
        func flush() {
            defer { word.removeAll(keepingCapacity: true); ascii = true }
            guard !word.isEmpty else { return }
            if ascii {
                emit(String(decoding: word, as: UTF8.self), body)
                return
            }
            let folded = String(decoding: word, as: UTF8.self)
                .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            for part in folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { emit(String(part), body) }
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                word.append(byte + 32)
            case 0x80...:
                word.append(byte)
                ascii = false
            default:
                flush()
            }
        }
        flush()
    }

    private static func emit(_ term: String, _ body: (String) -> Void) {
        let length = term.count
        guard length >= 2, length <= 32, !stopWords.contains(term) else { return }
        body(term)
    }
}
