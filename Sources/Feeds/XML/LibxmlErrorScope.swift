import CLibXML2

/// libxml2 reports the errors it raises outside a reader's own handler (encoding conversion,
/// a document parse) to a per-thread structured handler, or else prints them on stderr. This
/// sets that handler for the length of a call and gives the thread its previous one back.
enum LibxmlErrorScope {
    /// Runs `body` with `handler` (called with `context`) receiving libxml2's errors.
    static func run<Result, Failure: Error>(
        handler: xmlStructuredErrorFunc, context: UnsafeMutableRawPointer?, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(context, handler)
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        return try body()
    }

    /// Runs `body` with libxml2's errors dropped (a parse whose recovery is all that matters).
    static func ignoringErrors<Result>(_ body: () -> Result) -> Result {
        run(handler: { _, _ in }, context: nil, body)
    }
}
