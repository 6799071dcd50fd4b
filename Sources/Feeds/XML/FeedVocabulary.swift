import CLibXML2

/// The elements the reader understands, matched by namespace URI and local name (never by
/// prefix: feeds bind `dc`, `content` and friends to odd prefixes).
enum FeedElement: Equatable {
    case rss, rdf, atomFeed, cdfChannel, html, channel, item
    case title, link, description, language, lastBuildDate, generator, atomLink
    case guid, pubDate, author, creator, date, category, encodedContent
    case comments, commentCount, commentFeed, enclosure, source
    /// Atom's own: `updated`, `author` (with a `name`), `category term scheme label`.
    case updated, atomAuthor, atomName, atomCategory
    /// Atom 0.3's `created` and Dublin Core terms' `created`: a fallback publication date.
    case created
    /// `managingEditor`: the channel's author.
    case managingEditor
    /// WordPress export (WXR) fields.
    case wordPress(WordPressElement)
    /// Atom's `source`: the feed an entry was copied from.
    case atomSource
    /// RSS elements some generators made up: `summary` (a second description) and `tags` (a
    /// comma-separated list of categories).
    case summary, tags
    /// Blogger export: `app:control` (holding `app:draft`) and `thr:in-reply-to`; since 2018
    /// (Google Takeout's `feed.atom`), `blogger:type`, `blogger:status` and `blogger:parent`.
    case appControl, appDraft, inReplyTo, bloggerType, bloggerStatus, bloggerParent
}

/// The `wp:` elements of a WordPress export the reader takes, by local name.
enum WordPressElement: String, CaseIterable {
    case wxrVersion = "wxr_version", author, authorLogin = "author_login", authorDisplayName = "author_display_name"
    case postID = "post_id", postType = "post_type", status, postDateGMT = "post_date_gmt", postDate = "post_date"
    case postParent = "post_parent", attachmentURL = "attachment_url"
    case comment, commentID = "comment_id", commentParent = "comment_parent", commentAuthor = "comment_author"
    case commentDateGMT = "comment_date_gmt", commentContent = "comment_content"
    case commentAuthorURL = "comment_author_url", commentApproved = "comment_approved", commentType = "comment_type"
    case termID = "term_id", category, categoryNicename = "category_nicename", categoryParent = "category_parent", categoryName = "cat_name"
    case tag, tagSlug = "tag_slug", tagName = "tag_name"
}

/// Namespace URIs of the RSS family and its common modules.
enum FeedNamespace {
    static let rss10 = "http://purl.org/rss/1.0/"
    static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
    /// Namespaces a few RSS 2.0 generators put the core elements in.
    static let rss2Userland = "http://backend.userland.com/rss2"
    static let rss2Harvard = "http://blogs.law.harvard.edu/tech/rss"
    static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    static let atom = "http://www.w3.org/2005/Atom"
    static let atom03 = "http://purl.org/atom/ns#"
    /// Atom 0.3 and the namespaces of the drafts before it (Echo, Pie, Necho).
    static let atom03Family = [
        atom03, "http://purl.org/echo/", "http://purl.org/pie/", "http://example.com/necho", "http://example.com/newformat#",
    ]
    static let dublinCoreTerms = "http://purl.org/dc/terms/"
    static let content = "http://purl.org/rss/1.0/modules/content/"
    static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let slash = "http://purl.org/rss/1.0/modules/slash/"
    static let wellFormedWeb = "http://wellformedweb.org/CommentAPI/"
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let svg = "http://www.w3.org/2000/svg"
    static let mathML = "http://www.w3.org/1998/Math/MathML"
    static let xml = "http://www.w3.org/XML/1998/namespace"
    /// WXR 1.0, 1.1 and 1.2; WordPress writes `http://`, some exports (WordPress's own theme
    /// unit test data) `https://`.
    static let wordPress = ["http", "https"].flatMap { scheme in
        ["1.0", "1.1", "1.2"].map { "\(scheme)://wordpress.org/export/\($0)/" }
    }
    static let atomPublishing = ["http://purl.org/atom/app#", "http://www.w3.org/2007/app"]
    static let thread = "http://purl.org/syndication/thread/1.0"
    /// Blogger's backups since 2018.
    static let blogger = "http://schemas.google.com/blogger/2018"
}

/// Recognizes `FeedElement`s by comparing the names libxml2 interned for this document with
/// interned copies of the vocabulary: pointer comparisons, no String per node.
struct FeedVocabulary {
    private typealias Name = UnsafePointer<xmlChar>
    private struct Entry {
        let local: String
        /// `nil` stands for the RSS core: no namespace, RSS 1.0's, RSS 0.90's...
        let namespace: String?
        let element: FeedElement
        let internedLocal: Name?
        let internedNamespace: Name?
    }

    private static let names: [(String, String?, FeedElement)] = [
        ("rss", nil, .rss), ("RDF", FeedNamespace.rdf, .rdf), ("feed", FeedNamespace.atom, .atomFeed),
        ("html", nil, .html), ("html", FeedNamespace.xhtml, .html),
        ("channel", nil, .channel), ("item", nil, .item),
        ("title", nil, .title), ("link", nil, .link), ("description", nil, .description),
        ("language", nil, .language), ("language", FeedNamespace.dublinCore, .language),
        ("lastBuildDate", nil, .lastBuildDate), ("generator", nil, .generator), ("link", FeedNamespace.atom, .atomLink),
        ("guid", nil, .guid), ("pubDate", nil, .pubDate), ("pubdate", nil, .pubDate),
        ("date", FeedNamespace.dublinCore, .date), ("author", nil, .author), ("creator", FeedNamespace.dublinCore, .creator),
        ("category", nil, .category), ("encoded", FeedNamespace.content, .encodedContent),
        ("comments", nil, .comments), ("comments", FeedNamespace.slash, .commentCount),
        ("commentRss", FeedNamespace.wellFormedWeb, .commentFeed),
        ("enclosure", nil, .enclosure), ("source", nil, .source),
        // Made-up RSS elements feedparser reads too.
        ("summary", nil, .summary), ("fullitem", nil, .encodedContent), ("tags", nil, .tags),
        // Dublin Core stand-ins for the RSS elements (common in RSS 1.0: Slashdot, Movable Type).
        ("title", FeedNamespace.dublinCore, .title), ("subject", FeedNamespace.dublinCore, .category),
        ("description", FeedNamespace.dublinCore, .description), ("author", FeedNamespace.dublinCore, .creator),
        ("issued", FeedNamespace.dublinCoreTerms, .pubDate), ("created", FeedNamespace.dublinCoreTerms, .created),
        ("modified", FeedNamespace.dublinCoreTerms, .updated),
        ("managingEditor", nil, .managingEditor),
        // XHTML's body as an item's content.
        ("body", FeedNamespace.xhtml, .encodedContent),
        // Atom 1.0, mapped to the RSS roles they play.
        ("entry", FeedNamespace.atom, .item), ("title", FeedNamespace.atom, .title),
        ("subtitle", FeedNamespace.atom, .description), ("summary", FeedNamespace.atom, .description),
        ("content", FeedNamespace.atom, .encodedContent), ("id", FeedNamespace.atom, .guid),
        ("published", FeedNamespace.atom, .pubDate), ("updated", FeedNamespace.atom, .updated),
        ("author", FeedNamespace.atom, .atomAuthor), ("name", FeedNamespace.atom, .atomName),
        ("category", FeedNamespace.atom, .atomCategory), ("generator", FeedNamespace.atom, .generator),
        ("source", FeedNamespace.atom, .atomSource),
        // CDF, in upper case.
        ("CHANNEL", nil, .cdfChannel), ("ITEM", nil, .item), ("TITLE", nil, .title), ("ABSTRACT", nil, .description),
        // Blogger's export (which may use the app: prefix without declaring it).
        ("in-reply-to", FeedNamespace.thread, .inReplyTo), ("app:control", nil, .appControl), ("app:draft", nil, .appDraft),
        ("type", FeedNamespace.blogger, .bloggerType), ("status", FeedNamespace.blogger, .bloggerStatus),
        ("parent", FeedNamespace.blogger, .bloggerParent),
    ] + FeedNamespace.atom03Family.flatMap { namespace -> [(String, String?, FeedElement)] in
        // Atom 0.3: the same roles, with its own names for the dates and the subtitle.
        [
            ("feed", namespace, .atomFeed), ("entry", namespace, .item), ("title", namespace, .title),
            ("tagline", namespace, .description), ("summary", namespace, .description),
            ("content", namespace, .encodedContent), ("id", namespace, .guid), ("issued", namespace, .pubDate),
            ("published", namespace, .pubDate),
            ("created", namespace, .created), ("modified", namespace, .updated), ("link", namespace, .atomLink),
            ("author", namespace, .atomAuthor), ("name", namespace, .atomName), ("generator", namespace, .generator),
        ]
    } + FeedNamespace.atomPublishing.flatMap { namespace -> [(String, String?, FeedElement)] in
        [("control", namespace, .appControl), ("draft", namespace, .appDraft)]
    }
        + FeedNamespace.wordPress.flatMap { namespace in
            WordPressElement.allCases.map { element -> (String, String?, FeedElement) in (element.rawValue, namespace, .wordPress(element)) }
        }
    private static let coreNamespaces: [String?] = [
        nil, FeedNamespace.rss10, FeedNamespace.rss090, FeedNamespace.rss2Userland, FeedNamespace.rss2Harvard,
    ]

    private let entries: [Entry]
    private var internedCoreNamespaces: [Name?]
    private var coreNamespaces = Self.coreNamespaces
    /// Atom's namespace, as elements in no namespace are read once the feed is Atom without it.
    private var unqualifiedNamespace: (interned: Name?, name: String)?

    init(stream: XMLStream) {
        entries = Self.names.map { local, namespace, element in
            Entry(local: local, namespace: namespace, element: element,
                  internedLocal: stream.intern(local), internedNamespace: namespace.flatMap(stream.intern))
        }
        internedCoreNamespaces = Self.coreNamespaces.map { $0.flatMap(stream.intern) }
    }

    /// Takes the namespace of the element the stream is on (an `<rss>` root in a namespace of
    /// its own, as some generators wrote) as one more name for the RSS core.
    mutating func adoptCoreNamespace(of stream: XMLStream) {
        internedCoreNamespaces.append(stream.namespaceURI)
        coreNamespaces.append(stream.namespaceURIString)
    }

    /// Reads elements in no namespace as Atom's: a `<feed>` of `<entry>`s written without
    /// Atom's namespace (see `FeedReader.readRoot`).
    mutating func adoptAtomForNoNamespace(of stream: XMLStream) {
        unqualifiedNamespace = (stream.intern(FeedNamespace.atom), FeedNamespace.atom)
    }

    /// The element the stream is on, if the reader knows it.
    func element(at stream: XMLStream) -> FeedElement? {
        stream.namesInterned ? internedElement(at: stream) : namedElement(at: stream)
    }

    /// Pointer comparisons against the names libxml2 interned: no String per node.
    private func internedElement(at stream: XMLStream) -> FeedElement? {
        let local = stream.localName
        let namespace = stream.namespaceURI ?? unqualifiedNamespace?.interned
        for entry in entries where entry.internedLocal == local {
            if entry.namespace == nil ? internedCoreNamespaces.contains(namespace) : entry.internedNamespace == namespace {
                return entry.element
            }
        }
        return nil
    }

    private func namedElement(at stream: XMLStream) -> FeedElement? {
        let local = stream.localNameString
        let namespace = stream.namespaceURIString ?? unqualifiedNamespace?.name
        for entry in entries where entry.local == local {
            if entry.namespace == nil ? coreNamespaces.contains(namespace) : entry.namespace == namespace {
                return entry.element
            }
        }
        return nil
    }
}
