/// The attachments of a WordPress export, by id and by the post they belong to: what
/// ``WordPressShortcodes`` looks a `[gallery]`'s images up in.
public struct WordPressAttachments: Sendable {
    private var byID: [Int: WordPressAttachment] = [:]
    private var byParent: [Int: [Int]] = [:]

    public init() {}

    public init(_ attachments: some Sequence<WordPressAttachment>) {
        for attachment in attachments { insert(attachment) }
    }

    /// Adds `attachment`, replacing one with the same id.
    public mutating func insert(_ attachment: WordPressAttachment) {
        if let old = byID[attachment.id], let parent = old.parentID {
            byParent[parent]?.removeAll { $0 == attachment.id }
        }
        byID[attachment.id] = attachment
        if let parent = attachment.parentID { byParent[parent, default: []].append(attachment.id) }
    }

    public var isEmpty: Bool { byID.isEmpty }

    /// The attachment whose post id is `id`.
    public func attachment(id: Int) -> WordPressAttachment? {
        byID[id]
    }

    /// The attachments of the post `postID`, in WordPress's gallery order: `menu_order`, then id.
    public func children(of postID: Int) -> [WordPressAttachment] {
        (byParent[postID] ?? []).compactMap { byID[$0] }.sorted { ($0.menuOrder, $0.id) < ($1.menuOrder, $1.id) }
    }
}
