import CLibXML2
import Foundation

/// A streaming feed reader over libxml2's `xmlTextReader`: items are produced one at a time and
/// the whole feed is never held in memory.
///
/// Reads RSS 0.91, 0.92 and 2.0 (`<rss>`), RSS 1.0 (`<rdf:RDF>`), Atom 1.0 and 0.3 (`<feed>`, its
/// entries read as items), CDF (`<CHANNEL>`), and the export dialects built on them: WordPress's WXR (RSS 2.0 with
/// `wp:` fields, see `FeedItem.wordPress`) and Blogger's Atom export (see `FeedItem.blogger`), in
/// any encoding libxml2 knows. Ill-formed XML is repaired or
/// recovered from (see `ReadingPass`), each problem reported in `warnings` with its line.
///
/// ```swift
/// let reader = try FeedReader(path: "feeds/blog.xml")
/// while let item = try reader.nextItem() { ... }
/// print(reader.channel.title, reader.warnings)
/// ```
public final class FeedReader {
    /// The path (or URL) the feed was read from, as given; used in messages.
    public let file: String
    /// Which kind of feed the root element announced.
    public private(set) var format = FeedFormat.rss(version: nil)
    /// Channel fields seen so far; complete once `nextItem()` has returned nil.
    public internal(set) var channel = FeedChannel()
    /// What was recovered or skipped so far.
    public var warnings: [FeedWarning] { log.warnings }
    /// The items skipped so far for being over `limits`, and, once the end is reached, the rest of
    /// a feed libxml2 stopped reading at one of its own limits.
    public private(set) var rejectedItems: [RejectedItem] = []
    /// What one item may hold.
    public let limits: FeedLimits

    /// Where the feed is read from.
    let path: String
    private(set) var pass = ReadingPass.direct
    /// Whether libxml2's own size and depth limits are lifted (see `XMLStream.options(huge:)`).
    let huge: Bool
    private(set) var stream: XMLStream
    private(set) var vocabulary: FeedVocabulary
    let log: WarningLog
    var bases = BaseURLStack()
    private var inChannel = false
    private var itemCount = 0
    /// The line where the item (or channel field) being held to `limits` starts.
    var limitsStartLine = 0
    private var finished = false

    /// Opens the feed at `path` and reads up to its root element. Throws `FeedError` when it is
    /// missing, empty, not XML, or XML that is not a feed (an HTML page, an OPML list). Messages name
    /// `displayName` (say, the URL the file was downloaded from) when given, else `path`. The
    /// file is opened several times (a repair pass reads it again): a pipe, FIFO or device must
    /// first be copied to a file (Import does). An item over `limits` is skipped and listed in
    /// `rejectedItems`.
    public init(path: String, displayName: String? = nil, limits: FeedLimits = FeedLimits()) throws(FeedError) {
        let file = displayName ?? path
        try FeedSniffer.check(path: path, file: file)
        let log = WarningLog(file: file)
        let huge = DocumentProlog.hasNoInternalSubset(path: path)
        let stream = log.capturingLibxml2Errors { XMLStream(path: path, pass: .direct, huge: huge, log: log) }
        guard let stream else { throw .unreadable(file: file, reason: "libxml2 cannot open it") }
        self.path = path
        self.file = file
        self.huge = huge
        self.limits = limits
        self.log = log
        self.stream = stream
        self.vocabulary = FeedVocabulary(stream: stream)
        try log.capturingLibxml2Errors { () throws(FeedError) in
            while !(try readRoot()) {
                guard switchToNextPass() else {
                    let (line, message) = log.lastXMLError ?? (self.stream.line, "no root element")
                    throw .malformed(file: file, line: line, reason: message)
                }
            }
        }
    }

    /// The next item, or nil at the end of the feed. Never throws in practice: inputs that are
    /// not feeds are found by `init`.
    public func nextItem() throws(FeedError) -> FeedItem? {
        try log.capturingLibxml2Errors { () throws(FeedError) in try readNextItem() }
    }

    private func readNextItem() throws(FeedError) -> FeedItem? {
        while !finished {
            if advanceToItem() {
                let (item, overLimit) = readItem()
                if needsNextPass, try restartInNextPass() { continue }
                itemCount += 1
                if let overLimit {
                    rejectedItems.append(RejectedItem(file: file, line: item.line, subject: Self.subject(of: item), reason: overLimit))
                    continue
                }
                return item
            }
            if needsNextPass, try restartInNextPass() { continue }
            finished = true
            if let stop = log.stoppedAtLimit {
                rejectedItems.append(RejectedItem(
                    file: file, line: stop.line, subject: "the rest of the feed",
                    reason: "libxml2 stopped at one of its limits (\(stop.message)), which are only lifted "
                        + "for feeds without a <!DOCTYPE [...]> internal subset"))
            }
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
            // RSS: <rss><channel><title>; Atom: <feed><title>. Items: <item> or <entry>.
            if depth == 1 { inChannel = element == .channel || format.rootIsChannel }
            if element == .item, depth <= 2 { return true }
            if depth == (format.rootIsChannel ? 1 : 2), inChannel, let element { readChannelFieldWithinLimits(element) }
        }
        return false
    }

    /// True when the current pass met XML it cannot read faithfully (see `ReadingPass`).
    private var needsNextPass: Bool {
        switch pass {
        case .direct: log.heldXMLErrors > 0
        case .repaired: stream.failed
        case .recoveredDocument: false
        }
    }

    /// Reads the file again in the next pass, up to the item after the last one returned. False
    /// if there is no next pass or it cannot start.
    private func restartInNextPass() throws(FeedError) -> Bool {
        guard switchToNextPass(), try readRoot() else { return false }
        for _ in 0..<itemCount {
            guard advanceToItem() else { break }
            stream.skipElement()
        }
        return true
    }

    private func switchToNextPass() -> Bool {
        guard let next = pass.next, let nextStream = XMLStream(path: path, pass: next, huge: huge, log: log) else { return false }
        if next == .recoveredDocument {
            log.add(line: log.lastXMLError?.line ?? stream.line,
                    "libxml2 stops streaming at ill-formed XML; reading the rest from its recovered document (in memory)")
        }
        log.heldXMLErrors = 0
        log.holdsXMLErrors = false
        pass = next
        stream = nextStream
        vocabulary = FeedVocabulary(stream: nextStream)
        bases = BaseURLStack()
        channel = FeedChannel()
        inChannel = false
        return true
    }

    /// Advances to the root element and tells what kind of feed it starts. False when there is
    /// none, or the pass must give way to the next one; throws when the root is not a feed.
    private func readRoot() throws(FeedError) -> Bool {
        while stream.read() {
            guard stream.nodeType == .element else { continue }
            let element = vocabulary.element(at: stream)
            // A root met after an XML error may not be the document's: let the next pass look.
            if element != .rss, element != .rdf, element != .atomFeed, element != .cdfChannel, needsNextPass { return false }
            switch (element, stream.localNameString) {
            case (.rss, _): format = .rss(version: stream.attribute("version"))
            case (.rdf, _): format = .rdf
            case (_, "rss"):
                format = .rss(version: stream.attribute("version"))
                vocabulary.adoptCoreNamespace(of: stream)
            case (.atomFeed, _):
                format = stream.namespaceURIString == FeedNamespace.atom ? .atom : .atom03
                channel.language = Self.languageTag(stream.attribute("lang", namespace: FeedNamespace.xml))
            case (.cdfChannel, _):
                format = .cdf
                bases.readsCDFBase = true
                channel.link = bases.resolve(stream.attribute("HREF"))
                bases.channelLink = channel.link
                channel.lastBuildDate = stream.attribute("LASTMOD").flatMap { date($0, subject: "channel date", line: stream.line) }
            case (_, "feed") where stream.namespaceURI == nil && rootHoldsEntries():
                // Atom written without its namespace, as feedparser reads it too.
                format = .atom
                vocabulary.adoptAtomForNoNamespace(of: stream)
                channel.language = Self.languageTag(stream.attribute("lang", namespace: FeedNamespace.xml))
            case (_, "feed"):
                throw .notAFeed(file: file, reason: "a <feed> in no Atom namespace (Atom 1.0 or 0.3), without <entry>")
            case (.html, _): throw .notAFeed(file: file, reason: "root element is <\(QuotedText.escaped(stream.name))>: an HTML page")
            default: throw .notAFeed(file: file, reason: "root element is <\(QuotedText.escaped(stream.name))>, not <rss>, <rdf:RDF> or <feed>")
            }
            bases.enter(stream)
            return !needsNextPass
        }
        return false
    }
}

extension FeedReader {
    /// Whether the root element has an `<entry>` in no namespace among its children: a `<feed>`
    /// without Atom's namespace is Atom when it holds entries, and some other `<feed>` (a
    /// product or data feed) when it does not. Read from a second stream, over the whole file
    /// when there is none.
    func rootHoldsEntries() -> Bool {
        guard let peek = XMLStream(path: path, pass: pass, huge: huge, log: WarningLog(file: file)) else { return false }
        while peek.read() {
            if peek.nodeType == .element, peek.depth == 1, peek.namespaceURI == nil, peek.localNameString == "entry" {
                return true
            }
        }
        return false
    }
}

/// The kind of feed a feed's root element announces.
public enum FeedFormat: Sendable, Equatable {
    /// `<rss version="...">`: RSS 0.91, 0.92 or 2.0 (and WordPress's WXR).
    case rss(version: String?)
    /// `<rdf:RDF>`: RSS 1.0 (or 0.90).
    case rdf
    /// `<feed xmlns="http://www.w3.org/2005/Atom">`: Atom 1.0 (and Blogger's export).
    case atom
    /// `<feed version="0.3" xmlns="http://purl.org/atom/ns#">`: Atom 0.3 (or a draft before it,
    /// Echo, Pie or Necho), read as Atom 1.0 with its own names (`issued`, `modified`, `created`,
    /// `tagline`) and `content mode`.
    case atom03
    /// `<CHANNEL HREF LASTMOD>`: Microsoft's Channel Definition Format, its `ITEM`s read as items.
    case cdf

    /// Atom 1.0 or 0.3.
    public var isAtom: Bool { self == .atom || self == .atom03 }
    /// True when the root element is the channel (Atom's `feed`, CDF's `CHANNEL`), not a wrapper
    /// around it (`<rss><channel>`).
    var rootIsChannel: Bool { isAtom || self == .cdf }
}
