import GRDB

/// The archive's tables, as GRDB migrations. Each migration is applied once, in order.
///
/// - `feed`: one row per feed source (path or URL) ever imported, with its channel fields.
/// - `post`: one row per guid, with the converted body and the denormalized search columns
///   (`title`, `categories`, `prose`, `code`) that `post_fts` indexes as external content.
/// - `post_feed`: which feeds carried a post, the item's fingerprint there, its categories there.
/// - `post_category`, `code_listing`, `post_link`, `enclosure`: a post's lists, in order.
/// - `excluded_post`: posts removed forever, which import skips (``Exclusion``).
/// - v4: `post.conversion`, the version of the conversion that made the body (``Reconversion``);
///   the search index re-synced only on updates of the columns it indexes.
/// - v5: `post.kind` (``PostKind``: a WordPress export's pages are not posts) and `post_media`, the
///   attachments a WordPress export gives a post (their URL and title).
/// - v6: the search index recreated with blogkit's tokenizer, which splits Chinese, Japanese and
///   Korean text into pairs of characters (``CJKBigramTokenizer``); every post is indexed again.
/// - v7: `feed.etag`, `feed.lastModified` (``FeedValidators``, for conditional GET), `feed.fetchedAt`
///   and `feed.fetchStatus` (the last fetch and how it went, for `blogkit feeds`), and
///   `feed.headerVariable` (the name, never the value, of the environment variable whose header
///   the feed was imported with).
/// - v8: `comment`, the readers' comments an export gives a post (``PostComment``), in order, each
///   with its own id in the export and the id of the comment it answers; watched by the revision.
/// - v9: `media_file` (``MediaFile``): each image URL `blogkit media` tried, and the SHA-256,
///   format and size of its stored copy, or why there is none.
/// - v10: `code_listing.detectedLanguage`, the language detected in a listing that states none
///   (``PostListing/detectedLanguage``); null for the listings stored before it until their post
///   is converted again.
/// - v11: `post.authoredHTML`, a WordPress export's body as its author wrote it, when
///   `sourceHTML` is its expansion (shortcodes, paragraphs): the audit checks its shortcodes.
/// - v12: `post.sourceGuid`, the guid a WordPress export gave an item (whose key is its post id):
///   the id the site's feeds keep for it.
/// - v13: `feed.terms`, a WordPress export's categories and tags with their slugs and parents
///   (``StoredTerm``), and `post_media.link` and `post_media.exportID`, an attachment's own page
///   on the old blog and its post id there: the old addresses the site answers. `post_media` is
///   watched by the revision.
/// - v14: the revision no longer grows when an import only records a feed's fetch (the columns
///   of ``Revision/feedFetchColumns``): an unchanged feed imported again leaves it as it was.
/// - v15: `post_earlier_link`, the links a post had before an import gave it another (the blog's
///   permalinks changed), oldest first: the old addresses the site keeps answering. Watched by
///   the revision.
/// - v16: the search's bounds (``SearchBounds``); v17: every post's length, packed by block
///   (``SearchLengths``).
/// - v18: posts written are queued in `search_pending` and indexed before the commit, in
///   batches, instead of one by one by triggers (``SearchIndex``).
/// - v19: the frequent terms ranked by blocks chosen again: those whose stem stemming changes
///   again (`enterpris`) are tracked too (``SearchBounds``).
/// - v20: the search index holds 8 MiB of terms in memory before writing them to disk
///   (``SearchIndex/pendingSize``).
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "feed") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("source", .text).notNull().unique()
                t.column("title", .text)
                t.column("link", .text)
                t.column("description", .text)
                t.column("language", .text)
                t.column("lastBuildDate", .datetime)
                t.column("generator", .text)
                t.column("selfLink", .text)
                t.column("importedAt", .datetime).notNull()
            }
            try db.create(table: "post") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("guid", .text).notNull().unique()
                t.column("title", .text).notNull()
                t.column("link", .text)
                t.column("published", .datetime).indexed()
                t.column("author", .text)
                t.column("summary", .text)
                t.column("sourceHTML", .text).notNull()
                // True when the body came from content:encoded, false when only from description.
                t.column("hasFullContent", .boolean).notNull()
                t.column("baseURL", .text)
                t.column("markdown", .text).notNull()
                t.column("html", .text).notNull()
                t.column("excerptHTML", .text).notNull()
                t.column("commentCount", .integer)
                t.column("commentsURL", .text)
                t.column("commentFeedURL", .text)
                // Search columns, indexed by post_fts.
                t.column("categories", .text).notNull()
                t.column("prose", .text).notNull()
                t.column("code", .text).notNull()
            }
            try db.create(table: "post_feed") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.belongsTo("feed", onDelete: .cascade).notNull()
                t.column("fingerprint", .text).notNull()
                t.column("categories", .jsonText).notNull()
                t.primaryKey(["postId", "feedId"])
            }
            try db.create(table: "post_category") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("name", .text).notNull().indexed()
                t.column("domain", .text)
                t.primaryKey(["postId", "position"])
            }
            try db.create(table: "code_listing") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("language", .text)
                t.column("code", .text).notNull()
                t.column("lineCount", .integer).notNull()
                t.primaryKey(["postId", "position"])
            }
            try db.create(table: "post_link") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("url", .text).notNull()
                t.primaryKey(["postId", "position"])
            }
            try db.create(table: "enclosure") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("url", .text).notNull()
                t.column("length", .integer)
                t.column("type", .text)
                t.primaryKey(["postId", "position"])
            }
            try SearchIndex.create(in: db)
        }
        migrator.registerMigration("v2") { db in
            try Revision.create(in: db)
        }
        migrator.registerMigration("v3") { db in
            try Exclusion.create(in: db)
        }
        migrator.registerMigration("v4") { db in
            // The conversion that made each post's body (`the conversion version`); 0 for the posts
            // stored before this column, by an older conversion. Indexed: import and reconvert
            // look up the outdated ones, which would otherwise mean reading every post's row.
            try db.alter(table: "post") { t in
                t.add(column: "conversion", .integer).notNull().defaults(to: 0)
            }
            try db.create(index: "post_conversion", on: "post", columns: ["conversion"])
            try SearchIndex.reindexOnlyUpdatesOfIndexedColumns(in: db)
        }
        migrator.registerMigration("v5") { db in
            try db.alter(table: "post") { t in
                t.add(column: "kind", .text).notNull().defaults(to: PostKind.post.rawValue)
            }
            try db.create(table: "post_media") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("url", .text).notNull()
                t.column("title", .text)
                t.primaryKey(["postId", "position"])
            }
        }
        migrator.registerMigration("v6") { db in
            try SearchIndex.recreate(in: db)
        }
        migrator.registerMigration("v7") { db in
            // What the server said of the feed it last sent, sent back by `blogkit sync` so that
            // an unchanged feed is a 304 without a body; and the last fetch, whatever its outcome.
            try db.alter(table: "feed") { t in
                t.add(column: "etag", .text)
                t.add(column: "lastModified", .text)
                t.add(column: "fetchedAt", .datetime)
                t.add(column: "fetchStatus", .text)
                t.add(column: "headerVariable", .text)
            }
        }
        migrator.registerMigration("v8") { db in
            try db.create(table: "comment") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("exportID", .text)
                t.column("parentExportID", .text)
                t.column("authorName", .text)
                t.column("authorURL", .text)
                t.column("published", .datetime)
                t.column("markdown", .text).notNull()
                t.column("html", .text).notNull()
                t.primaryKey(["postId", "position"])
            }
            try Revision.watch("comment", in: db)
        }
        migrator.registerMigration("v9") { db in
            try MediaFile.create(in: db)
        }
        migrator.registerMigration("v10") { db in
            try db.alter(table: "code_listing") { t in
                t.add(column: "detectedLanguage", .text)
            }
        }
        migrator.registerMigration("v11") { db in
            try db.alter(table: "post") { t in
                t.add(column: "authoredHTML", .text)
            }
        }
        migrator.registerMigration("v12") { db in
            try db.alter(table: "post") { t in
                t.add(column: "sourceGuid", .text)
            }
        }
        migrator.registerMigration("v13") { db in
            try db.alter(table: "feed") { t in
                t.add(column: "terms", .jsonText)
            }
            try db.alter(table: "post_media") { t in
                t.add(column: "link", .text)
                t.add(column: "exportID", .integer)
            }
            try Revision.watch("post_media", in: db)
        }
        migrator.registerMigration("v14") { db in
            try Revision.watchFeedContent(in: db)
        }
        migrator.registerMigration("v15") { db in
            try db.create(table: "post_earlier_link") { t in
                t.belongsTo("post", onDelete: .cascade).notNull()
                t.column("url", .text).notNull()
                t.primaryKey(["postId", "url"])
            }
            try Revision.watch("post_earlier_link", in: db)
        }
        migrator.registerMigration("v16") { db in
            // Empty: the next write chooses the terms and computes their bounds.
            try SearchBounds.create(in: db)
        }
        migrator.registerMigration("v17") { db in
            try SearchLengths.create(in: db)
            try SearchLengths.compute(blocks: nil, in: db)
        }
        migrator.registerMigration("v18") { db in
            try SearchIndex.queueIndexing(in: db)
        }
        migrator.registerMigration("v19") { db in
            // Only where terms were chosen: else the next write chooses them.
            if try Int.fetchOne(db, sql: "SELECT 1 FROM search_bound_state") != nil {
                try SearchBounds.choose(posts: try DocumentLengths.postCount(in: db), in: db)
            }
        }
        migrator.registerMigration("v20") { db in
            try SearchIndex.setPendingSize(in: db)
        }
        return migrator
    }
}
