import Foundation
import CLibXML2

/// Collects the warnings of one feed: libxml2's recovered errors and the reader's own findings.
/// A class so libxml2's error callback can reach it through a context pointer.
final class WarningLog {
    /// Past this many XML errors the rest are counted, not listed: a binary or badly broken file
    /// can produce one per byte.
    static let xmlErrorLimit = 50

    let file: String
    private(set) var warnings: [FeedWarning] = []
    private var xmlErrors = 0
    /// The last error libxml2 reported, for a `FeedError.malformed` if nothing was recovered.
    private(set) var lastXMLError: (line: Int, message: String)?

    init(file: String) {
        self.file = file
    }

    func add(line: Int, _ message: String) {
        warnings.append(FeedWarning(file: file, line: line, message: message))
    }

    /// Records one libxml2 error or warning.
    func record(xmlError error: xmlError) {
        let message = error.message.map { String(cString: $0) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown error"
        let line = Int(error.line)
        lastXMLError = (line, message)
        xmlErrors += 1
        if xmlErrors <= Self.xmlErrorLimit {
            let kind = error.level == XML_ERR_WARNING ? "XML warning" : "recovered from malformed XML"
            add(line: line, "\(kind): \(message)")
        } else if xmlErrors == Self.xmlErrorLimit + 1 {
            add(line: line, "more XML errors follow; only the first \(Self.xmlErrorLimit) are listed")
        }
    }
}
