import Foundation

/// A calendar date and time as written in a feed, with its UTC offset; turned into a `Date`
/// without Foundation's calendars (fast enough for 100k items).
struct DateFields {
    var year: Int?
    var month: Int?
    var day: Int?
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    /// Seconds east of UTC.
    var offset = 0

    /// The instant, or nil when a field is missing or out of range (February 30th, 25:00).
    var date: Date? {
        guard let year, let month, let day, (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour) || (hour == 24 && minute == 0 && second == 0),
              (0...59).contains(minute), (0...60).contains(second), abs(offset) <= 18 * 3600 else { return nil }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
