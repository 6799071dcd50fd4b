import Feeds
import Foundation
import Testing

/// `RFC3339`: the dates the export, front matter, feeds and search output write.
@Suite struct RFC3339Tests {
    @Test(arguments: [
        (1_321_003_032.0, "2011-11-11T09:17:12Z"),
        (1_321_003_032.999, "2011-11-11T09:17:12Z"),
        (0.0, "1970-01-01T00:00:00Z"),
        (-0.5, "1969-12-31T23:59:59Z"),
        (-62_135_596_800.0, "0001-01-01T00:00:00Z"),
    ])
    func dateTime(seconds: Double, expected: String) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(RFC3339.dateTime(date) == expected)
        #expect(RFC3339.day(date) == String(expected.prefix(10)))
    }
}
