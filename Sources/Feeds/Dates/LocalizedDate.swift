/// Dates that name their month in Greek or Hungarian, or that Korean blog services wrote, as
/// feedparser reads them: rewritten into the RFC 822 or ISO 8601 shapes the scanners read.
enum LocalizedDate {
    /// `text` rewritten into a shape `FeedDate` reads, when it is one of these dates; nil when it
    /// is not.
    static func rewritten(_ text: String) -> String? {
        korean(text) ?? named(text)
    }

    /// OnBlog's `2004년 05월 28일 01:31:15` and Nate's `2004-05-25 오후 11:23:17` (오전 morning,
    /// 오후 afternoon), both in Korea's time, UTC+9.
    private static func korean(_ text: String) -> String? {
        if let match = text.firstMatch(of: #/(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일\s+(\d{1,2}):(\d{2}):(\d{2})/#) {
            let (_, year, month, day, hour, minute, second) = match.output
            return "\(year)/\(month)/\(day) \(hour):\(minute):\(second) +0900"
        }
        guard let match = text.firstMatch(of: #/(\d{4})-(\d{1,2})-(\d{1,2})\s+(오전|오후)\s+(\d{1,2}):(\d{2}):(\d{2})/#),
              let hour = Int(match.output.5) else { return nil }
        let (_, year, month, day, half, _, minute, second) = match.output
        let hour24 = hour % 12 + (half == "오후" ? 12 : 0)
        return "\(year)/\(month)/\(day) \(hour24):\(minute):\(second) +0900"
    }

    /// The date with its Greek month and weekday, or Hungarian month, in English.
    private static func named(_ text: String) -> String? {
        var rewritten = ""
        var changed = false
        var word = ""
        func flush() {
            if let english = names[word.lowercased()] {
                rewritten += english
                changed = true
            } else {
                rewritten += word
            }
            word = ""
        }
        for character in text {
            if character.isLetter {
                word.append(character)
            } else {
                flush()
                rewritten.append(character)
            }
        }
        flush()
        // Hungarian dates write the hour in one digit (`2004-július-13T9:15`), which ISO 8601 does not.
        return changed ? rewritten.replacing(#/T(\d):/#) { "T0\($0.output.1):" } : nil
    }

    /// feedparser's Greek abbreviations (with its variant spellings) and Hungarian month names.
    private static let names: [String: String] = [
        "ιαν": "Jan", "φεβ": "Feb", "μάώ": "Mar", "μαώ": "Mar", "απρ": "Apr", "μάι": "May", "μαϊ": "May",
        "μαι": "May", "ιούν": "Jun", "ιον": "Jun", "ιούλ": "Jul", "ιολ": "Jul", "αύγ": "Aug", "αυγ": "Aug",
        "σεπ": "Sep", "οκτ": "Oct", "νοέ": "Nov", "νοε": "Nov", "δεκ": "Dec",
        "κυρ": "Sun", "δευ": "Mon", "τρι": "Tue", "τετ": "Wed", "πεμ": "Thu", "παρ": "Fri", "σαβ": "Sat",
        "január": "01", "február": "02", "március": "03", "április": "04", "május": "05", "június": "06",
        "július": "07", "augusztus": "08", "szeptember": "09", "október": "10", "november": "11", "december": "12",
    ]
}
