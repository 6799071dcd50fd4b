import Archive
import Feeds

/// What importing one feed did: per post, the strongest outcome of its items.
public struct FeedImportReport: Sendable {
    /// The feed's path or URL, as given.
    public var source: String
    /// Number of items read from the feed.
    public var items = 0
    /// Post id → outcome. Two items of one post count once, with the stronger outcome.
    public var outcomes: [Int64: ImportOutcome] = [:]
    /// The posts of unchanged items converted again, an older conversion having made them.
    public var reconverted: Set<Int64> = []
    /// Post id → true when the audit of the body this import stored found nothing lost, its
    /// comments aside (``MigrationAudit/auditBody(_:)``): for the posts whose body an audited
    /// import converted and stored. A post of `outcomes` not here was not audited.
    public var bodyAudits: [Int64: Bool] = [:]
    /// The keys of the items skipped because their post was removed forever (``Exclusion``).
    public var excluded: Set<String> = []
    /// What the reader recovered or skipped.
    public var warnings: [FeedWarning] = []
    /// The items not imported for being over the reader's limits.
    public var rejectedItems: [RejectedItem] = []
    /// What was kept and skipped, when the feed is a WordPress or Blogger export; nil for any
    /// other feed.
    public var backup: BackupSummary?
    /// The ids of the pages among `outcomes` (a WordPress or Blogger export's pages).
    public var pages: Set<Int64> = []
    /// The ids of the drafts among `outcomes` (an export's unpublished posts and pages, kept
    /// with `keepingDrafts`).
    public var drafts: Set<Int64> = []
    /// What the feed said of itself, its links to older pages (RFC 5005) among it.
    public var channel = FeedChannel()

    public init(source: String) {
        self.source = source
    }

    mutating func record(_ outcome: ImportOutcome, for postID: Int64) {
        outcomes[postID] = max(outcomes[postID] ?? .unchanged, outcome)
    }
}
