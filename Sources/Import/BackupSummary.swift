/// What importing a blog export (WordPress or Blogger) kept and skipped, item by item.
public struct BackupSummary: Sendable {
    /// The kind of export: what the summary line names it (`WordPress export: ...`).
    public var dialect: BackupDialect
    /// Published posts and pages, attachments kept as media of their post, and the approved
    /// comments of those posts and pages.
    public var posts = 0
    public var pages = 0
    public var media = 0
    /// Unpublished posts and pages kept as drafts (`import --drafts`).
    public var drafts = 0
    public var comments = 0
    /// Skipped items by plural noun (`drafts`, `menu items`), with the singular beside the count.
    private var skipped: [String: (one: String, count: Int)] = [:]

    public init(_ dialect: BackupDialect) {
        self.dialect = dialect
    }

    mutating func skip(_ reason: BackupSkip) {
        let forms = reason.forms
        skipped[forms.many, default: (forms.one, 0)].count += 1
    }

    /// How many items were skipped, whatever the reason.
    public var skippedCount: Int { skipped.values.reduce(0) { $0 + $1.count } }

    /// `3 posts, 1 page, 2 media files, 5 comments; skipped 23 menu items, 2 drafts, 1 scheduled`: what was
    /// skipped, most first.
    public var description: String {
        let kept = [
            (posts, "post", "posts"), (pages, "page", "pages"), (media, "media file", "media files"),
            (comments, "comment", "comments"), (drafts, "draft kept as a draft", "drafts kept as drafts"),
        ]
            .filter { $0.0 > 0 || $0.1 == "post" }
            .map { Self.count($0.0, $0.1, $0.2) }
        let dropped = skipped.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            .map { Self.count($0.value.count, $0.value.one, $0.key) }
        return kept.joined(separator: ", ") + (dropped.isEmpty ? "" : "; skipped " + dropped.joined(separator: ", "))
    }

    private static func count(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
