import Foundation

/// A year, a month or a day, in UTC, as typed after `--since` and `--until`: `2011`,
/// `2011-11`, `2011-11-04`. `start` is its first instant, `end` the first instant after it.
public struct PartialDate: Sendable, Equatable, CustomStringConvertible {
    public let start: Date
    public let end: Date
    public let description: String
    /// `start` and `end` as the archive stores dates (GRDB's `yyyy-MM-dd HH:mm:ss.SSS`, UTC).
    let databaseStart: String
    let databaseEnd: String

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; throws for anything else, including `2011-13`.
    public init(_ text: String) throws(SearchError) {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        let isDigits = { (field: Substring, width: Int) in
            field.count == width && field.allSatisfy { $0.isASCII && $0.isNumber }
        }
        let numbers = fields.compactMap { Int($0) }
        guard (1...3).contains(fields.count), zip(fields, [4, 2, 2]).allSatisfy(isDigits),
              numbers.count == fields.count
        else { throw .invalidDate(text) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let components = DateComponents(
            year: numbers[0], month: numbers.count > 1 ? numbers[1] : 1, day: numbers.count > 2 ? numbers[2] : 1)
        let unit: Calendar.Component = [.year, .month, .day][numbers.count - 1]
        guard components.isValidDate(in: calendar),
              let start = calendar.date(from: components),
              let end = calendar.date(byAdding: unit, value: 1, to: start)
        else { throw .invalidDate(text) }
        self.start = start
        self.end = end
        self.description = text
        databaseStart = Self.databaseText(calendar.dateComponents([.year, .month, .day], from: start))
        databaseEnd = Self.databaseText(calendar.dateComponents([.year, .month, .day], from: end))
    }

    private static func databaseText(_ day: DateComponents) -> String {
        func padded(_ number: Int?, _ width: Int) -> String {
            let digits = String(number ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(day.year, 4))-\(padded(day.month, 2))-\(padded(day.day, 2)) 00:00:00.000"
    }
}
