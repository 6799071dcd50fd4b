/// A baseline for benchmarks: the cost of libxml2 alone, to compare `FeedReader` with.
extension FeedReader {
    /// Reads the file at `path` with the same `xmlTextReader` settings as `FeedReader`, touching
    /// nothing but the node count: the ceiling any reader over libxml2 can reach.
    /// Returns the number of nodes visited.
    public static func rawReadPass(path: String) throws(FeedError) -> Int {
        guard let stream = XMLStream(path: path, log: WarningLog(file: path)) else {
            throw .unreadable(file: path, reason: "libxml2 cannot open it")
        }
        var nodes = 0
        while stream.read() { nodes += 1 }
        return nodes
    }
}
