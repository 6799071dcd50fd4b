import Foundation
import GRDB

/// A post removed forever: importing skips any item with its guid (its post key) or its link,
/// until the exclusion is lifted.
public struct Exclusion: Sendable, Equatable {
    /// The removed post's guid (its key: the item's guid, else its link, else a hash).
    public var guid: String
    /// The removed post's link, if it had one.
    public var link: String?
    /// The removed post's title, to tell a person which post this was.
    public var title: String
    /// When it was removed.
    public var excludedAt: Date

    static let table = "excluded_post"

    static func create(in db: Database) throws {
        try db.create(table: table) { t in
            t.primaryKey("guid", .text)
            t.column("link", .text).indexed()
            t.column("title", .text).notNull()
            t.column("excludedAt", .datetime).notNull()
        }
    }

    init(row: Row) {
        self.init(guid: row["guid"], link: row["link"], title: row["title"], excludedAt: row["excludedAt"])
    }

    init(guid: String, link: String?, title: String, excludedAt: Date) {
        self.guid = guid
        self.link = link
        self.title = title
        self.excludedAt = excludedAt
    }
}

/// The exclusions an import checks items against, read once per feed.
struct ExclusionSet {
    private var guids: Set<String> = []
    private var links: Set<String> = []

    init(db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: "SELECT guid, link FROM \(Exclusion.table)")
        while let row = try rows.next() {
            guids.insert(row["guid"])
            if let link: String = row["link"] { links.insert(link) }
        }
    }

    /// True when the item with post key `key` and `link` was removed forever.
    func excludes(key: String, link: String?) -> Bool {
        guids.contains(key) || link.map(links.contains) ?? false
    }
}
