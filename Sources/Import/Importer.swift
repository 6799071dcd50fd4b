import Archive

/// Imports into one archive: a feed (``importFeed(_:limits:keepingDrafts:progressInterval:progress:reconverting:)``),
/// one item (``save(_:fromSource:)``), or the posts an older conversion made converted again
/// (``reconvert(_:workers:progress:)``). Many feeds in one run are an ``ImportRun``.
public struct Importer {
    /// The archive the posts go into.
    public let archive: Archive

    public init(archive: Archive) {
        self.archive = archive
    }
}
