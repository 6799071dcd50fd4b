import Feeds
import Foundation

/// A post date in the forms pages, feeds and the search index use, all in UTC and English, so a
/// build gives the same bytes on every machine.
struct SiteDate: Sendable, Hashable {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    private static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    let year: Int
    let month: Int
    let day: Int
    private let hour: Int
    private let minute: Int
    private let second: Int
    private let weekday: Int
    /// `2011-11-11T06:30:32Z` (RFC 3339, for `<time datetime>`, Atom and sitemaps)
    let iso: String

    init(_ date: Date) {
        iso = RFC3339.dateTime(date)
        let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        second = parts.second ?? 0
        weekday = parts.weekday ?? 1
    }

    /// `November 11, 2011`
    var display: String { "\(Self.monthNames[month - 1]) \(day), \(year)" }
    /// `November 2011`
    var monthAndYear: String { "\(Self.monthNames[month - 1]) \(year)" }
    /// `2011-11-11`
    var isoDay: String { String(iso.prefix(10)) }
    /// `Fri, 11 Nov 2011 06:30:32 +0000` (RFC 822, for RSS)
    var rfc822: String {
        let month = Self.monthNames[month - 1].prefix(3)
        return "\(Self.weekdayNames[weekday - 1]), \(pad(day)) \(month) \(year) \(pad(hour)):\(pad(minute)):\(pad(second)) +0000"
    }

    private func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
