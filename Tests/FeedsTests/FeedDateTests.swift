import Feeds
import Foundation
import Testing

/// `FeedDate.parse` over the date shapes real feeds carry.
@Suite struct FeedDateTests {
    /// (as written in a feed, the UTC instant it names).
    static let parsable: [(String, String)] = [
        // RFC 822 as the spec writes it, and numeric offsets.
        ("Fri, 11 Nov 2011 06:30:32 +0000", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 01:30:32 -0500", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 12:00:32 +0530", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 07:30:32 +01:00", "2011-11-11T06:30:32Z"),
        // Named zones.
        ("Fri, 11 Nov 2011 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 06:30:32 UT", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 06:30:32 UTC", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 01:30:32 EST", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 02:30:32 EDT", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 00:30:32 CST", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 01:30:32 CDT", "2011-11-11T06:30:32Z"),
        ("Thu, 10 Nov 2011 23:30:32 MST", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 00:30:32 MDT", "2011-11-11T06:30:32Z"),
        ("Thu, 10 Nov 2011 22:30:32 PST", "2011-11-11T06:30:32Z"),
        ("Thu, 10 Nov 2011 23:30:32 PDT", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 07:30:32 CET", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 15:30:32 JST", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 06:30:32 GMT+0100", "2011-11-11T05:30:32Z"),
        // Military single-letter zones (RFC 822's signs).
        ("Fri, 11 Nov 2011 06:30:32 Z", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 05:30:32 A", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 18:30:32 M", "2011-11-12T06:30:32Z"),
        ("Fri, 11 Nov 2011 07:30:32 N", "2011-11-11T06:30:32Z"),
        // Missing pieces.
        ("11 Nov 2011 06:30:32 +0000", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 06:30 +0000", "2011-11-11T06:30:00Z"),
        ("Fri, 11 Nov 2011 06:30:32", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011", "2011-11-11T00:00:00Z"),
        ("Fri, 1 Nov 2011 6:30:32 +0000", "2011-11-01T06:30:32Z"),
        // Two- and three-digit years.
        ("Fri, 11 Nov 11 06:30:32 +0000", "2011-11-11T06:30:32Z"),
        ("Thu, 11 Nov 99 06:30:32 +0000", "1999-11-11T06:30:32Z"),
        ("Thu, 11 Nov 111 06:30:32 +0000", "2011-11-11T06:30:32Z"),
        // Spacing, case and spelling.
        ("  Fri,  11  Nov  2011   06:30:32   +0000  ", "2011-11-11T06:30:32Z"),
        ("Fri,11 Nov 2011 06:30:32 +0000", "2011-11-11T06:30:32Z"),
        ("fri, 11 nov 2011 06:30:32 gmt", "2011-11-11T06:30:32Z"),
        ("FRI, 11 NOV 2011 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("Friday, 11 November 2011 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("Sunday, 11 September 2011 06:30:32 GMT", "2011-09-11T06:30:32Z"),
        ("Sun, 11 Sept 2011 06:30:32 GMT", "2011-09-11T06:30:32Z"),
        // Other orders and separators.
        ("Fri, 11-Nov-2011 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("Friday, 11-Nov-11 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("Fri Nov 11 06:30:32 2011", "2011-11-11T06:30:32Z"),
        ("Nov 11, 2011 6:30 PM", "2011-11-11T18:30:00Z"),
        ("November 11, 2011 12:05 am EST", "2011-11-11T05:05:00Z"),
        // Slashed dates, as some generators write them (issue 11).
        ("2020/1/10 14:33:00", "2020-01-10T14:33:00Z"),
        ("2020/01/10 4:33:00 +0100", "2020-01-10T03:33:00Z"),
        ("2020/12/31", "2020-12-31T00:00:00Z"),
        // Trailing junk.
        ("Thu, 10 Nov 2011 22:30:32 -0800 (PST)", "2011-11-11T06:30:32Z"),
        ("Fri, 11 Nov 2011 06:30:32 +0000 (Coordinated Universal Time)", "2011-11-11T06:30:32Z"),
        // Leap day.
        ("Wed, 29 Feb 2012 06:30:32 +0000", "2012-02-29T06:30:32Z"),
        // ISO 8601 / W3C-DTF, as dc:date carries them.
        ("2011-11-11T06:30:32Z", "2011-11-11T06:30:32Z"),
        ("2011-11-11T07:30:32+01:00", "2011-11-11T06:30:32Z"),
        ("2011-11-11T01:30:32-05:00", "2011-11-11T06:30:32Z"),
        ("2011-11-11T07:30:32+0100", "2011-11-11T06:30:32Z"),
        ("2011-11-11T06:30:32", "2011-11-11T06:30:32Z"),
        ("2011-11-11T06:30Z", "2011-11-11T06:30:00Z"),
        ("2011-11-11 06:30:32", "2011-11-11T06:30:32Z"),
        ("2011-11-11 06:30:32 GMT", "2011-11-11T06:30:32Z"),
        ("2011-11-11", "2011-11-11T00:00:00Z"),
        ("2011-11", "2011-11-01T00:00:00Z"),
        ("20111111T063032Z", "2011-11-11T06:30:32Z"),
        ("  2011-11-11T06:30:32z  ", "2011-11-11T06:30:32Z"),
    ]

    @Test(arguments: parsable)
    func parses(_ written: String, _ expected: String) throws {
        #expect(FeedDate.parse(written) == (try Fixture.date(expected)))
    }

    @Test func keepsFractionalSeconds() throws {
        let date = try #require(FeedDate.parse("2011-11-11T07:30:32.250+01:00"))
        #expect(date.timeIntervalSince(try Fixture.date("2011-11-11T06:30:32Z")) == 0.25)
    }

    @Test(arguments: [
        "", "   ", "yesterday", "not a date", "Fri, 32 Nov 2011 06:30:32 GMT", "Fri, 30 Feb 2011 06:30:32 GMT",
        "Tue, 29 Feb 2011 06:30:32 GMT", "Fri, 11 Nov 2011 25:30:32 GMT", "Fri, 11 Nov 2011 06:61:32 GMT",
        "Fri, 11 2011 06:30:32 GMT", "11/11/2011", "2011-13-11", "2011-11-11T06:30:32+25:00", "2011-11-11garbage",
        "Fri, 11 Foo 2011 06:30:32 GMT", "2011-11-11T6:30", "2020/13/1", "2020/1",
    ])
    func rejects(_ written: String) {
        #expect(FeedDate.parse(written) == nil)
    }
}
