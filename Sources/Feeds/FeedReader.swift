import CLibXML2
import Foundation

/// A streaming RSS reader over libxml2's `xmlTextReader`: items are produced one at a time and
/// the whole feed is never held in memory.
///
/// Reads RSS 0.91, 0.92 and 2.0 (`<rss>`) and RSS 1.0 (`<rdf:RDF>`), in any encoding libxml2
/// knows. Atom feeds are rejected with `FeedError.notAFeed`. Ill-formed XML is recovered from
/// (libxml2's recover mode), each problem reported in `warnings` with its line.
///
/// ```swift
/// let reader = try FeedReader(path: "feeds/blog.xml")
/// while let item = try reader.nextItem() { ... }
/// print(reader.channel.title, reader.warnings)
/// ```
public final class FeedReader {
    /// The path (or URL) the feed was read from, as given; used in messages.
    public let file: String
    /// Which kind of RSS the root element announced.
    public let format: FeedFormat
    /// Channel fields seen so far; complete once `nextItem()` has returned nil.
    public internal(set) var channel = FeedChannel()
    /// What was recovered or skipped so far.
    public var warnings: [FeedWarning] { log.warnings }

    let stream: XMLStream
    let log: WarningLog
    let vocabulary: FeedVocabulary
    var bases = BaseURLStack()
    private var inChannel = false
    private var itemCount = 0
    private var finished = false

    /// Opens the feed at `path` and reads up to its root element. Throws `FeedError` when it is
    /// missing, empty, not XML, or XML that is not RSS (an HTML page, an Atom feed). Messages name
    /// `displayName` (say, the URL the file was downloaded from) when given, else `path`.
    public init(path: String, displayName: String? = nil) throws(FeedError) {
        let file = displayName ?? path
        try FeedSniffer.check(path: path, file: file)
        let log = WarningLog(file: file)
        guard let stream = XMLStream(path: path, log: log) else {
            throw .unreadable(file: file, reason: "libxml2 cannot open it")
        }
        let vocabulary = FeedVocabulary(stream: stream)
        self.format = try Self.readRoot(of: stream, vocabulary: vocabulary, log: log)
        self.file = file
        self.log = log
        self.stream = stream
        self.vocabulary = vocabulary
        bases.enter(stream)
    }

    /// The next item, or nil at the end of the feed. Throws `FeedError.malformed` when libxml2
    /// gave up before anything at all could be recovered.
    public func nextItem() throws(FeedError) -> FeedItem? {
        guard !finished else { return nil }
        while stream.read() {
            guard stream.nodeType == .element else { continue }
            bases.enter(stream)
            let depth = stream.depth
            let element = vocabulary.element(at: stream)
            if depth == 1 { inChannel = element == .channel }
            if element == .item, depth <= 2 {
                itemCount += 1
                return readItem()
            }
            if depth == 2, inChannel, let element { readChannelField(element) }
        }
        finished = true
        if stream.failed, itemCount == 0, channel == FeedChannel() {
            let (line, message) = log.lastXMLError ?? (stream.line, "unreadable XML")
            throw .malformed(file: file, line: line, reason: message)
        }
        return nil
    }

    /// Advances to the root element and tells what kind of feed it starts.
    private static func readRoot(of stream: XMLStream, vocabulary: FeedVocabulary, log: WarningLog) throws(FeedError) -> FeedFormat {
        while stream.read() {
            guard stream.nodeType == .element else { continue }
            switch vocabulary.element(at: stream) {
            case .rss: return .rss(version: stream.attribute("version"))
            case .rdf: return .rdf
            case .atomFeed: throw .notAFeed(file: log.file, reason: "Atom feeds are not supported yet")
            case .html: throw .notAFeed(file: log.file, reason: "root element is <\(stream.name)>: an HTML page")
            default: throw .notAFeed(file: log.file, reason: "root element is <\(stream.name)>, not <rss> or <rdf:RDF>")
            }
        }
        let (line, message) = log.lastXMLError ?? (stream.line, "no root element")
        throw .malformed(file: log.file, line: line, reason: message)
    }

    private func readChannelField(_ element: FeedElement) {
        switch element {
        case .title where channel.title == nil:
            channel.title = plainText(stream.readContent())
        case .link where channel.link == nil:
            channel.link = bases.resolve(stream.readContent())
            bases.channelLink = channel.link
        case .description where channel.description == nil:
            channel.description = plainText(stream.readContent())
        case .language where channel.language == nil:
            channel.language = nonEmpty(stream.readContent().trimmingXMLSpace())
        case .generator where channel.generator == nil:
            channel.generator = plainText(stream.readContent())
        case .lastBuildDate where channel.lastBuildDate == nil:
            let line = stream.line
            channel.lastBuildDate = date(stream.readContent(), subject: "channel lastBuildDate (line \(line))", line: line)
        case .atomLink where channel.selfLink == nil && stream.attribute("rel") == "self":
            channel.selfLink = bases.resolve(stream.attribute("href"))
        default:
            break
        }
    }

    /// Plain text of a text field; nil when empty.
    func plainText(_ html: String) -> String? {
        nonEmpty(HTMLText.plainText(html))
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The first of `candidates` that is a date; nil with a warning about `subject` when there
    /// was text but no date in it.
    func date(_ candidates: String?..., subject: String, line: Int) -> Date? {
        let texts = candidates.compactMap { nonEmpty($0?.trimmingXMLSpace()) }
        if let date = texts.lazy.compactMap(FeedDate.parse).first { return date }
        if let text = texts.first { log.add(line: line, "\(subject): unparseable date '\(text)'") }
        return nil
    }
}

/// The RSS flavour a feed's root element announces.
public enum FeedFormat: Sendable, Equatable {
    /// `<rss version="...">`: RSS 0.91, 0.92 or 2.0.
    case rss(version: String?)
    /// `<rdf:RDF>`: RSS 1.0 (or 0.90).
    case rdf
}
