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
    /// The first of libxml2's own limits it stopped at (see `libxml2Limits`), if any.
    private(set) var stoppedAtLimit: (line: Int, message: String)?
    /// What libxml2 says when it stops at one of the limits `XML_PARSE_HUGE` lifts (10 MB of
    /// text, CDATA or attribute value, 256 levels of nesting): the rest of the file is lost.
    static let libxml2Limits = [
        "huge text node", "Excessive depth", "AttValue length too long", "CData section too big", "Huge input lookup",
    ]
    /// `line:message` of every warning given or counted.
    private var seen: Set<String> = []
    private var countsByKind: [String: Int] = [:]
    /// While true, libxml2 errors are counted in `heldXMLErrors` rather than listed: the direct
    /// pass gives way to the repairing one at the first error, and that one reports its own.
    var holdsXMLErrors = true
    var heldXMLErrors = 0
    /// Added to libxml2's line numbers: lines the repair filter dropped before the document.
    var xmlLineOffset = 0

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

    /// libxml2's structured error callback, with a `WarningLog` as its context.
    static let libxml2Handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Unmanaged<WarningLog>.fromOpaque(context).takeUnretainedValue().record(xmlError: error.pointee)
    }

    /// This log as the context pointer of `libxml2Handler`; valid while the log lives.
    var libxml2Context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Runs `body` with the errors libxml2 raises outside any parser (encoding conversion errors,
    /// a document parse) routed here rather than printed on stderr, then gives the thread its
    /// previous handler back.
    func capturingLibxml2Errors<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try LibxmlErrorScope.run(handler: Self.libxml2Handler, context: libxml2Context, body)
    }

    /// Records one libxml2 error or warning.
    func record(xmlError error: xmlError) {
        // One line: libxml2 appends the offending text to some messages, newlines and all.
        let words = error.message.map { String(cString: $0) }?.split(whereSeparator: \.isWhitespace) ?? []
        let joined = words.joined(separator: " ")
        let message = joined.isEmpty ? "unknown error" : joined.count > 120 ? joined.prefix(120) + "..." : joined
        let line = Int(error.line) + xmlLineOffset
        lastXMLError = (line, message)
        if stoppedAtLimit == nil, Self.libxml2Limits.contains(where: message.contains) { stoppedAtLimit = (line, message) }
        if holdsXMLErrors, error.level != XML_ERR_WARNING {
            heldXMLErrors += 1
            return
        }
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
