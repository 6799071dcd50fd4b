import Archive
import Content
import Feeds
import Foundation

/// A feed item made ready for the archive: what it becomes (``BackupRole``), and for a post
/// or page its record, converted when the archive does not already hold this exact item from
/// this feed.
struct PreparedItem {
    var item: FeedItem
    var record: PostRecord
    /// What the item becomes: `.post` for every item but an export's (``BackupRole``).
    var role = BackupRole.post
    /// The export the item is from, which `role` sorts; nil for any other feed's item.
    var dialect: BackupDialect?
    /// The readers' comments a WordPress export gives a post or page, converted along with its
    /// body (empty until then, and for every other item).
    var comments: [PostComment] = []
    /// The migration audit of the body ``convert(auditing:)`` made, comments left out; nil until
    /// then, and when not asked for.
    var bodyAudit: BodyAudits.Outcome?

    /// Prepares `item` of a feed whose channel (as read so far) is `channel`; a WordPress
    /// export's item is read with what `export` has collected so far (its attachments, its UTC
    /// offset). An export's unpublished posts and pages are drafts when `keepingDrafts`, else
    /// skipped.
    init(
        _ item: FeedItem, channel: FeedChannel? = nil, backup: BackupStream = BackupStream(),
        keepingDrafts: Bool = false, converting: Bool = true
    ) {
        var item = item
        var key: String?
        var formerKey: String?
        var authored: String?
        if let channel, channel.wxrVersion != nil, let wordPress = item.wordPress {
            role = BackupRole(item, wordPress: wordPress)
            dialect = .wordPress
            authored = item.contentHTML
            item = WordPressBackup.adjusted(item, wordPress, in: channel, backup: backup)
            key = WordPressBackup.key(of: wordPress, in: channel)
            // Before blogkit read WordPress exports as such, their items were keyed by guid.
            formerKey = PostIdentity.key(of: item)
        } else if let blogger = item.blogger, let bloggerRole = BackupRole(blogger: blogger) {
            role = bloggerRole
            dialect = .blogger
        }
        if keepingDrafts, case let .skipped(.status(status)) = role, Self.draftStatuses.contains(status) {
            role = .draft
        }
        self.item = item
        let kind: PostKind = switch role {
        case .page: .page
        case .draft: .draft
        default: .post
        }
        record = PostRecord(
            item, key: key ?? PostIdentity.key(of: item), formerKey: formerKey, kind: kind,
            fingerprint: PostIdentity.fingerprint(of: item))
        // The guid readers of the blog's feed know the item by, when it is not its key.
        if let guid = item.guid?.trimmingCharacters(in: .whitespacesAndNewlines), !guid.isEmpty, guid != record.key {
            record.sourceGuid = guid
        }
        // Only a body that may hold a shortcode: the audit checks what became of them.
        if let authored, authored.contains("["), authored != record.sourceHTML { record.authoredHTML = authored }
        if converting { convertComment() }
        if converting, isStored { convert() }
    }

    /// Converts the record's body and the item's comments; with `audits`, audits the body
    /// against its source too (``bodyAudit``), as the archive will hold it: from the converter's
    /// parse, or, for a source too long to keep whole, parsed again beside the import.
    mutating func convert(auditing audits: BodyAudits? = nil) {
        defer { convertComments() }
        guard let audits else {
            record.body = record.converted()
            return
        }
        let baseURL = record.baseURL ?? record.link
        let (body, audit) = ConvertedBody.convertingAuditing(
            record.sourceHTML, baseURL: baseURL, summary: record.summary, authoredHTML: record.authoredHTML)
        record.body = body
        bodyAudit = audit.map { BodyAudits.Outcome(isLossless: $0.isLossless) } ?? audits.audit(AuditedBody(
            sourceHTML: record.sourceHTML, baseURL: baseURL, markdown: body.markdown,
            listings: body.listings.map { CodeListing(language: $0.language, code: $0.code) },
            authoredHTML: record.authoredHTML))
    }

    private mutating func convertComments() {
        guard dialect == .wordPress, let wordPress = item.wordPress else { return }
        comments = wordPress.comments.map { PostComment($0, baseURL: record.baseURL ?? record.link) }
    }

    /// Converts the item itself as a comment, when it is a Blogger comment entry (its post's
    /// thread is stored once the export has been read).
    mutating func convertComment() {
        guard dialect == .blogger, case .comment = role else { return }
        comments = [PostComment(blogger: item)]
    }

    /// The statuses of a post or page not published yet, which `--drafts` keeps (WordPress's
    /// `draft`, `auto-draft`, `pending` and `future`; a Blogger draft's is `draft`); private and
    /// trashed items stay skipped.
    static let draftStatuses: Set<String> = ["draft", "auto-draft", "pending", "future"]

    /// True for an item stored as a post or page; false for one skipped, or media.
    var isStored: Bool {
        switch role {
        case .post, .page, .draft: true
        case .media, .comment, .skipped: false
        }
    }
}
