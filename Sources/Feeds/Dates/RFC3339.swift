import Foundation

/// Dates as blogkit writes them (the JSON export, front matter, feeds, sitemaps, search output):
/// RFC 3339 in UTC, whole seconds, without Foundation's format styles, whose first use costs
/// about a millisecond (they load ICU).
public enum RFC3339 {
    /// `2011-11-11T06:30:32Z`
    public static func dateTime(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var utc = tm()
        gmtime_r(&seconds, &utc)
        let day = [padded(utc.tm_year + 1900, 4), padded(utc.tm_mon + 1, 2), padded(utc.tm_mday, 2)]
        let time = [padded(utc.tm_hour, 2), padded(utc.tm_min, 2), padded(utc.tm_sec, 2)]
        return day.joined(separator: "-") + "T" + time.joined(separator: ":") + "Z"
    }

    /// `2011-11-11`: the full-date part of `dateTime(date)`.
    public static func day(_ date: Date) -> String {
        String(dateTime(date).prefix(10))
    }

    private static func padded(_ value: Int32, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
