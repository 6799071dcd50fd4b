import Feeds
import Foundation

/// blogkit's reading of a feed, under feedparser's names: the mapping from feedparser's result
/// (`feed[...]`, `entries[i][...]`) to `FeedChannel` and `FeedItem` fields.
///
/// Only the paths in `mappedPaths` are blogkit fields; a check over any other path (`bozo`,
/// `title_detail.type`, `itunes_*`, `links`) is not counted. Titles, authors, categories and
/// the channel description are plain text in blogkit where feedparser keeps markup, so they
/// compare as plain text (`PythonValue.plainText`). Dates compare as feedparser's
/// `time.struct_time` tuples, in UTC. Summaries and content are HTML (`PythonValue.html`), their
/// `base` the item's `baseURL` (blogkit keeps one base, its content's). An author is the name of an Atom person
/// (`author_detail.name`) but, in RSS, the element as written (feedparser's `author`, which in
/// Atom adds the e-mail address).
struct FeedparserView {
    /// feedparser paths with list indexes dropped: `entries[0]['tags'][1]['term']` is
    /// `entries.tags.term`.
    static let mappedPaths: Set<String> = [
        "feed.title", "feed.title_detail.value", "feed.link",
        "feed.subtitle", "feed.subtitle_detail.value", "feed.tagline", "feed.tagline_detail.value",
        "feed.description", "feed.language", "feed.generator",
        "feed.updated_parsed", "feed.modified_parsed", "feed.author", "feed.author_detail.name",
        "entries.title", "entries.title_detail.value", "entries.link", "entries.id", "entries.guid",
        "entries.author", "entries.author_detail.name",
        "entries.published_parsed", "entries.issued_parsed", "entries.updated_parsed", "entries.modified_parsed",
        "entries.summary", "entries.description", "entries.summary_detail.value", "entries.content.value",
        "entries.summary_detail.base", "entries.content.base",
        "entries.tags.term", "entries.tags.scheme", "entries.tags.label", "entries.category",
        "entries.enclosures.href", "entries.enclosures.url", "entries.enclosures.length", "entries.enclosures.type",
        "entries.comments", "entries.wfw_commentrss",
        "entries.source.title", "entries.source.href", "entries.source.url",
    ]

    let feed: PythonValue
    let entries: PythonValue
    /// `mappedPaths` less the author field this format does not map (nil: the file was refused).
    let paths: Set<String>

    init(channel: FeedChannel, items: [FeedItem], format: FeedFormat?) {
        let otherAuthor = format?.isAtom == true ? ["feed.author", "entries.author"]
            : format == nil ? [] : ["feed.author_detail.name", "entries.author_detail.name"]
        paths = Self.mappedPaths.subtracting(otherAuthor)
        feed = .dict(Self.compact([
            "title": Self.text(channel.title), "title_detail": Self.detail(Self.text(channel.title)),
            "link": Self.string(channel.link),
            "subtitle": Self.text(channel.description), "subtitle_detail": Self.detail(Self.text(channel.description)),
            "tagline": Self.text(channel.description), "tagline_detail": Self.detail(Self.text(channel.description)),
            "description": Self.text(channel.description),
            "language": Self.string(channel.language), "generator": Self.text(channel.generator),
            "updated_parsed": Self.time(channel.lastBuildDate), "modified_parsed": Self.time(channel.lastBuildDate),
            "author": Self.text(channel.author), "author_detail": Self.person(channel.author),
        ]))
        entries = .sequence(items.map(Self.entry))
    }

    private static func entry(_ item: FeedItem) -> PythonValue {
        .dict(compact([
            "title": text(item.title), "title_detail": detail(text(item.title)),
            "link": string(item.link), "id": string(item.guid), "guid": string(item.guid),
            "author": text(item.author), "author_detail": person(item.author),
            "published_parsed": time(item.published), "issued_parsed": time(item.published),
            "updated_parsed": time(item.updated), "modified_parsed": time(item.updated),
            // feedparser fills the summary from the content when there is none.
            "summary": html(item.summaryHTML ?? item.contentHTML), "description": html(item.summaryHTML ?? item.contentHTML),
            "summary_detail": detail(html(item.summaryHTML ?? item.contentHTML), base: item.baseURL),
            "content": item.contentHTML.map { .sequence([.dict(compact(["value": .html($0), "base": string(item.baseURL)]))]) }
                ?? .missing,
            "tags": .sequence(item.categories.map { category in
                .dict([
                    "term": .plainText(category.name), "scheme": category.domain.map(PythonValue.string) ?? .none,
                    "label": category.label.map(PythonValue.plainText) ?? .none,
                ])
            }),
            "category": text(item.categories.first?.name),
            "enclosures": .sequence(item.enclosures.map { enclosure in
                .dict(compact([
                    "href": .string(enclosure.url), "url": .string(enclosure.url),
                    "length": string(enclosure.length.map(String.init)), "type": string(enclosure.type),
                ]))
            }),
            "comments": string(item.commentsURL), "wfw_commentrss": string(item.commentFeedURL),
            "source": item.source.map { source in
                .dict(compact(["title": text(source.title), "href": string(source.url), "url": string(source.url)]))
            } ?? .missing,
        ]))
    }

    private static func compact(_ entries: [String: PythonValue]) -> [String: PythonValue] {
        entries.filter { $0.value != .missing }
    }

    private static func string(_ value: String?) -> PythonValue { value.map(PythonValue.string) ?? .missing }
    private static func text(_ value: String?) -> PythonValue { value.map(PythonValue.plainText) ?? .missing }
    private static func html(_ value: String?) -> PythonValue { value.map(PythonValue.html) ?? .missing }
    /// feedparser's `*_detail`: the value, and for a summary the base its relative URLs resolve against.
    private static func detail(_ value: PythonValue, base: String? = nil) -> PythonValue {
        value == .missing ? .missing : .dict(compact(["value": value, "base": string(base)]))
    }
    private static func person(_ name: String?) -> PythonValue { name.map { .dict(["name": .plainText($0)]) } ?? .missing }

    /// `time.struct_time` in UTC: year, month, day, hour, minute, second, weekday (Monday 0),
    /// day of the year, DST 0.
    private static func time(_ date: Date?) -> PythonValue {
        guard let date else { return .missing }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: date) ?? 0
        let fields = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second]
            .map { Double($0 ?? 0) } + [Double(((parts.weekday ?? 1) + 5) % 7), Double(dayOfYear), 0]
        return .sequence(fields.map(PythonValue.number))
    }
}
