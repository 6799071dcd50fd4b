import CLibXML2
import Foundation

/// Collects the warnings of one feed: libxml2's errors, the repairs made to its input and the
/// reader's own findings. A class so libxml2's callbacks can reach it through a context pointer.
///
/// Identical warnings are given once: after a recovering re-read of the file, the second pass
/// reports again what the first one found. Errors and repairs of one kind are listed up to a
/// limit: a binary or badly broken file can produce one per byte.
final class WarningLog {
    static let limitPerKind = 10

    let file: String
    private(set) var warnings: [FeedWarning] = []
    /// The last error libxml2 reported, for a `FeedError.malformed` if nothing was recovered.
    private(set) var lastXMLError: (line: Int, message: String)?
    /// `line:message` of every warning given or counted.
    private var seen: Set<String> = []
    private var countsByKind: [String: Int] = [:]

    init(file: String) {
        self.file = file
    }

    /// Adds a warning, unless the very same one is there already.
    func add(line: Int, _ message: String) {
        guard seen.insert("\(line):\(message)").inserted else { return }
        warnings.append(FeedWarning(file: file, line: line, message: message))
    }

    /// Reports a repair made to ill-formed input before libxml2 saw it.
    func repaired(_ kind: String, line: Int, _ message: String) {
        add(limitedTo: kind, line: line, "repaired ill-formed XML: \(message)")
    }

    /// Records one libxml2 error or warning.
    func record(xmlError error: xmlError) {
        let message = error.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown error"
        let line = Int(error.line)
        lastXMLError = (line, message)
        let kind = error.level == XML_ERR_WARNING ? "XML warning" : "recovered from malformed XML"
        add(limitedTo: "XML errors", line: line, "\(kind): \(message)")
    }

    private func add(limitedTo kind: String, line: Int, _ message: String) {
        guard !seen.contains("\(line):\(message)") else { return }
        let count = (countsByKind[kind] ?? 0) + 1
        countsByKind[kind] = count
        if count <= Self.limitPerKind {
            add(line: line, message)
        } else if count == Self.limitPerKind + 1 {
            add(line: line, "more \(kind) follow; only the first \(Self.limitPerKind) are listed")
        }
    }
}
