/// Holding each item, and each channel field, to `limits`.
extension FeedReader {
    /// Starts counting the text and nesting of the item (or channel field) the stream is on.
    func startLimits() {
        stream.textBudget = limits.itemTextBytes
        stream.overBudget = false
        stream.depthLimit = stream.depth + Int32(clamping: limits.itemNesting)
        stream.tooDeep = false
        limitsStartLine = stream.line
    }

    /// Stops counting; which limit the item went over, as a message says it, if any.
    func endLimits() -> String? {
        stream.textBudget = .max
        stream.depthLimit = .max
        if stream.tooDeep { return "elements nested more than \(limits.itemNesting) deep in it" }
        if stream.overBudget { return "over \(Self.size(limits.itemTextBytes)) of text, the limit per item" }
        if stream.cutAttributeLines.contains(where: (limitsStartLine...max(limitsStartLine, stream.line)).contains) {
            return "an attribute value over \(Self.size(FeedLimits.attributeBytes)), the limit"
        }
        return nil
    }

    /// A channel field read like an item's: text over the limit is left out, with a warning.
    func readChannelFieldWithinLimits(_ element: FeedElement) {
        let line = stream.line
        let name = stream.name
        startLimits()
        readChannelField(element)
        if let overLimit = endLimits() { log.add(line: line, "channel <\(QuotedText.escaped(name))>: \(overLimit): left out") }
    }

    /// How messages name `item`: by title, else guid, else link.
    static func subject(of item: FeedItem) -> String {
        if let title = item.title { return "item \(QuotedText.quote(title))" }
        if let guid = item.guid { return "item with guid \(QuotedText.quote(guid))" }
        if let link = item.link { return "item with link \(QuotedText.quote(link))" }
        return "item"
    }

    /// `64 MB`, or a byte count that is no whole number of megabytes.
    static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
