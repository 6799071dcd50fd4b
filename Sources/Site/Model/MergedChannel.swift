import Archive

/// One channel standing for several imported feeds of the same blog, for the site's defaults.
enum MergedChannel {
    /// Title: what the feeds' titles share before a separator (`NathanHJones.com » enterprise`
    /// and `NathanHJones.com » development` give `NathanHJones.com`), else the first title.
    /// Description and language: the first non-empty ones. Terms: every channel's, in order.
    static func merge(_ channels: [StoredChannel]) -> StoredChannel? {
        guard var merged = channels.first else { return nil }
        let titles = channels.compactMap(\.title).filter { !$0.isEmpty }
        merged.title = commonTitle(titles) ?? titles.first
        merged.description = channels.lazy.compactMap(\.description).first { !$0.isEmpty }
        merged.language = channels.lazy.compactMap(\.language).first { !$0.isEmpty }
        merged.terms = channels.flatMap(\.terms)
        return merged
    }

    private static func commonTitle(_ titles: [String]) -> String? {
        guard let first = titles.first, titles.count > 1 else { return titles.first }
        var common = Substring(first)
        for title in titles.dropFirst() {
            common = common.prefix(zip(common, title).prefix { $0 == $1 }.count)
        }
        guard common.count < first.count else { return first }
        let separators: Set<Character> = [" ", "»", "|", "-", "–", "—", ":", "·", "/"]
        let trimmed = common.reversed().drop { separators.contains($0) }
        return trimmed.isEmpty ? nil : String(trimmed.reversed())
    }
}
