import Archive
import Content
import Foundation

/// The migration audit of one stored post (``MigrationAudit``), with what tells a person which
/// post it is.
public struct PostAudit: Sendable {
    public var postID: Int64
    public var guid: String
    public var title: String
    public var link: String?
    public var kind: PostKind
    public var report: AuditReport

    /// The post as a person finds it: its link's path (`2011/05/java-logging/`, the path the
    /// site keeps for it), else its link, else its guid.
    public var label: String {
        guard let link else { return guid }
        guard let components = URLComponents(string: link), ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
              components.path.count > 1
        else { return link }
        return String(components.path.dropFirst()) + (components.query.map { "?" + $0 } ?? "")
    }

    /// Audits `source`.
    init(_ source: AuditSource) {
        postID = source.postID
        guid = source.guid
        title = source.title
        link = source.link
        kind = source.kind
        report = MigrationAudit.audit(AuditedBody(
            sourceHTML: source.sourceHTML, baseURL: source.baseURL, markdown: source.markdown,
            listings: source.listings.map { CodeListing(language: $0.language, code: $0.code) },
            statedComments: source.commentCount, storedComments: source.storedComments, authoredHTML: source.authoredHTML))
    }
}

extension Archive {
    /// Audits the stored posts (only `ids` when given) on `workers` threads, and calls `body` with
    /// each audit, newest post first.
    public func audit(
        ids: [Int64]? = nil, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ body: (PostAudit) throws -> Void
    ) throws {
        let order = try postIDsNewestFirst(among: ids)
        for start in stride(from: 0, to: order.count, by: Self.auditBatchSize) {
            var sources: [AuditSource] = []
            try forEachAuditSource(ids: Array(order[start..<min(start + Self.auditBatchSize, order.count)])) {
                sources.append($0)
            }
            for (_, audit) in BatchWork(sources, workers: workers, transform: PostAudit.init).wait() {
                try body(audit)
            }
        }
    }

    /// How many of the posts `ids` lost something. Those of `bodyAudits` (post id → whether the
    /// audit of the body their import stored found nothing lost, ``ImportRun/Summary/bodyAudits``)
    /// are checked for their comments alone, as the archive holds them now (a post without a
    /// comment stored loses none: its source only counted them); the others are audited whole.
    public func lossyCount(among ids: [Int64], bodyAudits: [Int64: Bool]) throws -> Int {
        var lossy = 0
        var commentsOnly: [Int64] = []
        var whole: [Int64] = []
        for postID in ids {
            switch bodyAudits[postID] {
            case true?: commentsOnly.append(postID)
            case false?: lossy += 1
            case nil: whole.append(postID)
            }
        }
        try forEachCommentedPost(ids: commentsOnly) { _, stated, stored in
            var report = AuditReport()
            report.compareComments(stated: stated, stored: stored)
            if !report.isLossless { lossy += 1 }
        }
        if !whole.isEmpty { try audit(ids: whole) { if !$0.report.isLossless { lossy += 1 } } }
        return lossy
    }

    /// Posts read and audited at once: few enough for SQLite's parameters, enough for every core.
    private static let auditBatchSize = 256
}
