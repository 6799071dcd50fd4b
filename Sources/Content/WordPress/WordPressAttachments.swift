/// The attachments of a WordPress export, by id, by file URL and by the post they belong to:
/// what ``WordPressShortcodes`` looks the media of a `[gallery]`, `[playlist]`, `[audio]` or
/// `[video]` up in.
public struct WordPressAttachments: Sendable {
    private var byID: [Int: WordPressAttachment] = [:]
    private var byParent: [Int: [Int]] = [:]
    private var byURL: [String: Int] = [:]

    public init() {}

    public init(_ attachments: some Sequence<WordPressAttachment>) {
        for attachment in attachments { insert(attachment) }
    }

    /// Adds `attachment`, replacing one with the same id.
    public mutating func insert(_ attachment: WordPressAttachment) {
        if let old = byID[attachment.id] {
            if let parent = old.parentID { byParent[parent]?.removeAll { $0 == attachment.id } }
            if byURL[old.url] == old.id { byURL[old.url] = nil }
        }
        byID[attachment.id] = attachment
        if let parent = attachment.parentID { byParent[parent, default: []].append(attachment.id) }
        byURL[attachment.url] = byURL[attachment.url] ?? attachment.id
    }

    public var isEmpty: Bool { byID.isEmpty }

    /// The attachment whose post id is `id`.
    public func attachment(id: Int) -> WordPressAttachment? {
        byID[id]
    }

    /// The (first) attachment whose file is `url`.
    public func attachment(url: String) -> WordPressAttachment? {
        byURL[url].flatMap { byID[$0] }
    }

    /// The attachments of the post `postID`, in WordPress's gallery order: `menu_order`, then id.
    public func children(of postID: Int) -> [WordPressAttachment] {
        (byParent[postID] ?? []).compactMap { byID[$0] }.sorted { ($0.menuOrder, $0.id) < ($1.menuOrder, $1.id) }
    }

    /// The attachments a `[gallery]` or `[playlist]` selects, as WordPress does: those `ids` (or
    /// `include`) names, in that order; else those of the post `id` names (by default the post
    /// itself) by menu order, less those `exclude` names; `order="DESC"` reverses.
    func selected(by attributes: ShortcodeAttributes, postID: Int?) -> [WordPressAttachment] {
        let named = Self.ids(attributes.nonEmpty("ids") ?? attributes.nonEmpty("include"))
        var selected: [WordPressAttachment]
        if !named.isEmpty {
            selected = named.compactMap(attachment(id:))
        } else if let parent = attributes.nonEmpty("id").flatMap({ Int($0.trimmingSpaces) }) ?? postID {
            let excluded = Set(Self.ids(attributes["exclude"]))
            selected = children(of: parent).filter { !excluded.contains($0.id) }
        } else {
            selected = []
        }
        if attributes["order"]?.trimmingSpaces.uppercased() == "DESC" { selected.reverse() }
        return selected
    }

    /// `1, 2,3` as ids; what is not a number is left out.
    private static func ids(_ list: String?) -> [Int] {
        (list ?? "").split(separator: ",").compactMap { Int($0.trimmingSpaces) }
    }
}
