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

    /// Where the feed is read from.
    private let path: String
    private(set) var stream: XMLStream
    private(set) var vocabulary: FeedVocabulary
    let log: WarningLog
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
        guard var stream = XMLStream(path: path, log: log) else {
            throw .unreadable(file: file, reason: "libxml2 cannot open it")
        }
        var vocabulary = FeedVocabulary(stream: stream)
        var format = try Self.readRoot(of: stream, vocabulary: vocabulary, log: log)
        if format == nil, stream.failed, let recovered = XMLStream(recoveringDocumentAt: path, log: log) {
            stream = recovered
            vocabulary = FeedVocabulary(stream: recovered)
            format = try Self.readRoot(of: stream, vocabulary: vocabulary, log: log)
        }
        guard let format else {
            let (line, message) = log.lastXMLError ?? (stream.line, "no root element")
            throw .malformed(file: file, line: line, reason: message)
        }
        self.path = path
        self.file = file
        self.format = format
        self.log = log
        self.stream = stream
        self.vocabulary = vocabulary
        bases.enter(stream)
    }

    /// The next item, or nil at the end of the feed.
    ///
    /// Ill-formed XML stops libxml2's streaming reader at the first error it meets; the reader
    /// then parses the whole file with libxml2's recovery, in memory, and goes on from the same
    /// item, with a warning. It never throws in practice: errors are found by `init`.
    public func nextItem() throws(FeedError) -> FeedItem? {
        while !finished {
            if advanceToItem() {
                let item = readItem()
                if stream.failed, recoverDocument() { continue }
                itemCount += 1
                return item
            }
            if stream.failed, recoverDocument() { continue }
            finished = true
        }
        return nil
    }

    /// Reads on to the next `<item>` start tag, taking in the channel's fields on the way. False
    /// at the end of the document, or when libxml2 stopped.
    private func advanceToItem() -> Bool {
        while stream.read() {
            guard stream.nodeType == .element else { continue }
            bases.enter(stream)
            let depth = stream.depth
            let element = vocabulary.element(at: stream)
            if depth == 1 { inChannel = element == .channel }
            if element == .item, depth <= 2 { return true }
            if depth == 2, inChannel, let element { readChannelField(element) }
        }
        return false
    }

    /// Switches from the stopped stream to a walk over libxml2's recovered document, positioned
    /// after the items already returned. False if that was done already or fails.
    private func recoverDocument() -> Bool {
        guard stream.namesInterned, let recovered = XMLStream(recoveringDocumentAt: path, log: log) else { return false }
        let line = log.lastXMLError?.line ?? stream.line
        log.add(line: line, "libxml2 stops streaming at ill-formed XML; reading the rest from its recovered document (in memory)")
        stream = recovered
        vocabulary = FeedVocabulary(stream: recovered)
        bases = BaseURLStack(channelLink: channel.link)
        inChannel = false
        guard (try? Self.readRoot(of: stream, vocabulary: vocabulary, log: log)) != nil else { return false }
        bases.enter(stream)
        for _ in 0..<itemCount {
            guard advanceToItem() else { break }
            stream.skipElement()
        }
        return true
    }

    /// Advances to the root element and tells what kind of feed it starts; nil if there is none.
    private static func readRoot(of stream: XMLStream, vocabulary: FeedVocabulary, log: WarningLog) throws(FeedError) -> FeedFormat? {
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
        return nil
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
