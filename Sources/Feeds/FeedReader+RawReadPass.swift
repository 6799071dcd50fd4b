import CLibXML2

/// A baseline for benchmarks: the cost of libxml2 alone, to compare `FeedReader` with.
extension FeedReader {
    /// Reads the file at `path` with a bare `xmlTextReader` (same parser options as `FeedReader`,
    /// no repair filter, no field extraction), touching nothing but the node count: the ceiling
    /// any reader over libxml2 can reach. Returns the number of nodes visited.
    public static func rawReadPass(path: String) throws(FeedError) -> Int {
        guard let reader = xmlReaderForFile(path, nil, XMLStream.options(huge: DocumentProlog.hasNoInternalSubset(path: path))) else {
            throw .unreadable(file: path, reason: "libxml2 cannot open it")
        }
        defer { xmlFreeTextReader(reader) }
        let ignored = WarningLog(file: path)
        xmlTextReaderSetStructuredErrorHandler(reader, WarningLog.libxml2Handler, ignored.libxml2Context)
        return ignored.capturingLibxml2Errors {
            var nodes = 0
            while xmlTextReaderRead(reader) == 1 { nodes += 1 }
            return nodes
        }
    }
}
