import Foundation

/// The `<channel>`'s own fields, and the helpers item fields share with them.
extension FeedReader {
    func readChannelField(_ element: FeedElement) {
        switch element {
        case .title where channel.title == nil:
            channel.title = readPlainText()
        case .link where channel.link == nil:
            channel.link = bases.resolve(stream.readContent())
            bases.channelLink = channel.link
        case .atomLink:
            readAtomLink(into: &channel)
            bases.channelLink = channel.link
        case .description where channel.description == nil:
            channel.description = readPlainText()
        case .language where channel.language == nil:
            channel.language = Self.languageTag(stream.readContent())
        case .atomAuthor where channel.author == nil:
            channel.author = readAtomPersonName()
        case .managingEditor where channel.author == nil, .creator where channel.author == nil,
             .author where channel.author == nil:
            channel.author = plainText(stream.readContent())
        case .wordPress(let element):
            readWordPressChannelField(element)
        case .generator where channel.generator == nil:
            channel.generator = readPlainText()
        case .lastBuildDate where channel.lastBuildDate == nil, .date where channel.lastBuildDate == nil,
             .updated where channel.lastBuildDate == nil:
            let line = stream.line
            channel.lastBuildDate = date(stream.readContent(), subject: "channel date (line \(line))", line: line)
        default:
            break
        }
    }

    /// A language as a BCP 47 tag: `en_US` (a POSIX locale, as some feeds write it) is `en-US`.
    static func languageTag(_ text: String?) -> String? {
        guard let text = text?.trimmingXMLSpace(), !text.isEmpty else { return nil }
        return text.replacingOccurrences(of: "_", with: "-")
    }

    /// Plain text of a text field, decoded back if it is all double-encoded (``Mojibake``); nil
    /// when empty.
    func plainText(_ html: String) -> String? {
        let text = HTMLText.plainText(html)
        return nonEmpty(Mojibake.repaired(text) ?? text)
    }

    func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The first of `candidates` that is a date; nil, with a warning about `subject` if `warns`,
    /// when there was text but no date in it.
    func date(_ candidates: String?..., subject: String, line: Int, warns: Bool = true) -> Date? {
        let texts = candidates.compactMap { nonEmpty($0?.trimmingXMLSpace()) }
        if let date = texts.lazy.compactMap(FeedDate.parse).first { return date }
        if warns, let text = texts.first { log.add(line: line, "\(subject): unparseable date \(QuotedText.quote(text))") }
        return nil
    }
}
