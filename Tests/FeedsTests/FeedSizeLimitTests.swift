import Feeds
import Testing

/// `--max-feed-size` values: read as people write sizes, shown the same way.
@Suite struct FeedSizeLimitTests {
    @Test(arguments: [
        ("100MB", Int64(100_000_000)), ("1.5GB", 1_500_000_000), ("500 KB", 500_000), ("2000000", 2_000_000),
        ("1mb", 1_000_000), ("3G", 3_000_000_000), ("10K", 10_000), ("64B", 64),
    ])
    func sizesAreRead(text: String, bytes: Int64) {
        #expect(FeedSizeLimit(parsing: text)?.bytes == bytes)
    }

    @Test(arguments: ["", "lots", "0", "-5MB", "MB", "1e3", "0.0001KB", "5 TB", "nan", "1..5MB"])
    func anythingElseIsRefused(text: String) {
        #expect(FeedSizeLimit(parsing: text) == nil)
    }

    @Test func limitsAreShownInTheLargestUnitThatDividesThem() {
        #expect(FeedSizeLimit.default.description == "100 MB")
        #expect(FeedSizeLimit(bytes: 1_500_000_000).description == "1500 MB")
        #expect(FeedSizeLimit(bytes: 2_000).description == "2 KB")
        #expect(FeedSizeLimit(bytes: 1_234).description == "1234 bytes")
    }
}
