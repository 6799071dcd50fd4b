@testable import BlogKitCLI
import Foundation
import Testing

/// `blogkit search` writes its counts as Foundation's `formatted()` writes them in English,
/// without calling it (``SearchFormat``).
@Suite("search: counts in groups of three digits")
struct SearchFormatTests {
    static let counts = [0, 7, 99, 999, 1_000, 10_000, 12_345, 999_999, 1_000_000, 1_234_567, -1, -1_234, -999_999]

    @Test(arguments: counts)
    func countIsWrittenAsEnglishFormatsIt(_ value: Int) {
        #expect(SearchFormat.count(value) == value.formatted(.number.locale(Locale(identifier: "en_US"))))
    }

    @Test func everyDigitOfTheLargestCountsIsKept() {
        #expect(SearchFormat.count(Int.max) == "9,223,372,036,854,775,807")
        #expect(SearchFormat.count(Int.min) == "-9,223,372,036,854,775,808")
    }
}
