import Feeds
import Foundation
import Testing

/// feedparser's own date tests (`tests/test_date_parsers.py` of feedparser 6, its nine parsers:
/// Greek, Hungarian, ISO 8601, Nate, OnBlog, Perforce, RFC 822, asctime, W3C-DTF) run through
/// `FeedDate.parse`: each date feedparser reads is read to the same second in UTC, and each it
/// refuses is refused, but for the cases in `deliberate`.
@Suite struct FeedparserDateTests {
    /// (feedparser's parser, the text, the UTC time it reads as year, month, day, hour, minute,
    /// second; nil when it refuses the text).
    static let cases: [(parser: String, text: String, expected: [Int]?)] = [
        ("greek", "\u{039a}\u{03c5}\u{03c1}, 11 \u{0399}\u{03bf}\u{03cd}\u{03bb} 2004 12:00:00 EST", [2004, 7, 11, 17, 0, 0]),
        ("hungarian", "2004-j\u{00fa}lius-13T9:15-05:00", [2004, 7, 13, 14, 15, 0]),
        ("iso8601", "-0312", [2003, 12, 1, 0, 0, 0]),
        ("iso8601", "031231", [2003, 12, 31, 0, 0, 0]),
        ("iso8601", "03-12-31", [2003, 12, 31, 0, 0, 0]),
        ("iso8601", "-03-12", [2003, 12, 1, 0, 0, 0]),
        ("iso8601", "03335", [2003, 12, 1, 0, 0, 0]),
        ("iso8601", "2003-12-31T10:14:55.1234Z", [2003, 12, 31, 10, 14, 55]),
        ("iso8601", "2003-012-31T10:14:55+00:00", [2003, 12, 31, 10, 14, 55]),
        ("nate", "2004-05-25 \u{c624}\u{d6c4} 11:23:17", [2004, 5, 25, 14, 23, 17]),
        ("onblog", "2004\u{b144} 05\u{c6d4} 28\u{c77c}  01:31:15", [2004, 5, 27, 16, 31, 15]),
        ("perforce", "Fri, 2006/09/15 08:19:53 EDT", [2006, 9, 15, 12, 19, 53]),
        ("rfc822", "Thu, 30 Apr 2015 08:57:00 MET", [2015, 4, 30, 7, 57, 0]),
        ("rfc822", "Thu, 30 Apr 2015 08:57:00 MEST", [2015, 4, 30, 6, 57, 0]),
        ("rfc822", "Thu, 01 Jan 0100 00:00:01 +0100", [99, 12, 31, 23, 0, 1]),
        ("rfc822", "Thu, 01 Jan 04 19:48:21 GMT", [2004, 1, 1, 19, 48, 21]),
        ("rfc822", "Thu, 01 Jan 2004 19:48:21 GMT", [2004, 1, 1, 19, 48, 21]),
        ("rfc822", "Thu,  5 Apr 2012 10:00:00 GMT", [2012, 4, 5, 10, 0, 0]),
        ("rfc822", "Wed, 19 Aug 2009 18:28:00 Etc/GMT", [2009, 8, 19, 18, 28, 0]),
        ("rfc822", "Wed, 19 Feb 2012 22:40:00 GMT-01:01", [2012, 2, 19, 23, 41, 0]),
        ("rfc822", "Wed, 19 Feb 2012 22:40:00 -01:01", [2012, 2, 19, 23, 41, 0]),
        ("rfc822", "Mon, 13 Feb, 2012 06:28:00 UTC", [2012, 2, 13, 6, 28, 0]),
        ("rfc822", "Thu, 01 Jan 2004 00:00 GMT", [2004, 1, 1, 0, 0, 0]),
        ("rfc822", "Thu, 01 Jan 2004", [2004, 1, 1, 0, 0, 0]),
        ("rfc822", "Mon, 26 January 2004 16:31:00 AT", [2004, 1, 26, 20, 31, 0]),
        ("rfc822", "Mon, 26 January 2004 16:31:00 ET", [2004, 1, 26, 21, 31, 0]),
        ("rfc822", "Mon, 26 January 2004 16:31:00 CT", [2004, 1, 26, 22, 31, 0]),
        ("rfc822", "Mon, 26 January 2004 16:31:00 MT", [2004, 1, 26, 23, 31, 0]),
        ("rfc822", "Mon, 26 January 2004 16:31:00 PT", [2004, 1, 27, 0, 31, 0]),
        ("rfc822", "Thu Aug 30 2012 17:26:16 +0200", [2012, 8, 30, 15, 26, 16]),
        ("rfc822", "Sun, 16 Dec 2012 1:2:3:4 GMT", nil),
        ("rfc822", "Sun, 16 zzz 2012 11:47:32 GMT", nil),
        ("rfc822", "Sun, Dec x 2012 11:47:32 GMT", nil),
        ("rfc822", "Sun, 16 Dec zz 11:47:32 GMT", nil),
        ("rfc822", "Sun, 16 Dec 2012 11:47:32 +zz:00", nil),
        ("rfc822", "Sun, 16 Dec 2012 11:47:32 +00:zz", nil),
        ("rfc822", "Sun, 99 Jun 2009 12:00:00 GMT", nil),
        ("rfc822", "Sun, 31 Dec 9999 23:59:59 -9999", nil),
        ("asctime", "Sun Jan  4 16:29:06 2004", [2004, 1, 4, 16, 29, 6]),
        ("asctime", "Sun Jul 15 01:16:00 +0000 2012", [2012, 7, 15, 1, 16, 0]),
        ("w3dtf", "2003-12-31T10:14:55Z", [2003, 12, 31, 10, 14, 55]),
        ("w3dtf", "2003-12-31T10:14:55-08:00", [2003, 12, 31, 18, 14, 55]),
        ("w3dtf", "2003-12-31T18:14:55+08:00", [2003, 12, 31, 10, 14, 55]),
        ("w3dtf", "2007-04-23T23:25:47.538+10:00", [2007, 4, 23, 13, 25, 47]),
        ("w3dtf", "2003-12-31", [2003, 12, 31, 0, 0, 0]),
        ("w3dtf", "2003-12", [2003, 12, 1, 0, 0, 0]),
        ("w3dtf", "2003", [2003, 1, 1, 0, 0, 0]),
        ("w3dtf", "2004-02-28T18:14:55-08:00", [2004, 2, 29, 2, 14, 55]),
        ("w3dtf", "2003-02-28T18:14:55-08:00", [2003, 3, 1, 2, 14, 55]),
        ("w3dtf", "2000-02-28T18:14:55-08:00", [2000, 2, 29, 2, 14, 55]),
        ("w3dtf", "9999-12-31T23:59:59-99:99", nil),
        ("w3dtf", "2003-12-31T25:14:55Z", nil),
        ("w3dtf", "2003-12-31T10:61:55Z", nil),
        ("w3dtf", "2003-12-31T10:14:61Z", nil),
        ("w3dtf", "22013", nil),
        ("w3dtf", "013", nil),
        ("w3dtf", "2013-01-27-01", nil),
        ("w3dtf", "2013-01-28T11:30:00-06:00Textra", nil),
        ("w3dtf", "2013-xx-27", nil),
        ("w3dtf", "2013-01-28T09:xx:00Z", nil),
        ("w3dtf", "2013-01-28T09:00:00+00:xx", nil),
        ("w3dtf", "2004-07-08 23:56:58 -00:20", [2004, 7, 9, 0, 16, 58]),
        ("w3dtf", "2004-07-08 23:56:58", [2004, 7, 8, 23, 56, 58]),
        ("w3dtf", "2004-07-08 23:56:58.0", [2004, 7, 8, 23, 56, 58]),
    ]

    /// Cases blogkit reads otherwise, on purpose, with why.
    static let deliberate: [String: String] = [
        "-0312": truncatedISO, "031231": truncatedISO, "03-12-31": truncatedISO, "-03-12": truncatedISO,
        "03335": truncatedISO,
        "Sun, 16 Dec 2012 11:47:32 +zz:00": unknownWords, "Sun, 16 Dec 2012 11:47:32 +00:zz": unknownWords,
    ]
    static let truncatedISO = "ISO 8601's truncated forms with a two-digit year (`-YYMM`, `YYMMDD`, `YY-MM-DD`, "
        + "`-YY-MM`, ordinal `YYDDD`) are not read: their digits are as much a number, a time or a zip code, "
        + "and no feed is known to write them"
    static let unknownWords = "words and signs a date holds that RFC822Date does not know are skipped (as `(PST)` is), "
        + "and the date is read without them, in UTC"

    @Test func datesAgreeWithFeedparser() {
        var disagreements: [String] = []
        for (parser, text, expected) in Self.cases where Self.deliberate[text] == nil {
            let read = FeedDate.parse(text).map(Self.fields)
            if read != expected { disagreements.append("\(parser) \(text.debugDescription): \(read.map(\.description) ?? "nil"), feedparser \(expected.map(\.description) ?? "nil")") }
        }
        let agreed = Self.cases.count - Self.deliberate.count - disagreements.count
        print("feedparser dates: \(agreed)/\(Self.cases.count) cases agree; \(Self.deliberate.count) deliberately read otherwise")
        for (text, reason) in Self.deliberate.sorted(by: { $0.key < $1.key }) { print("  deliberate: \(text.debugDescription): \(reason)") }
        for disagreement in disagreements { print("  disagrees: \(disagreement)") }
        #expect(disagreements.isEmpty)
        let stale = Self.deliberate.keys.filter { text in
            Self.cases.contains { $0.text == text && FeedDate.parse(text).map(Self.fields) == $0.expected }
        }
        #expect(stale.isEmpty, "deliberate disagreements that now agree: drop them")
    }

    /// Year, month, day, hour, minute, second in UTC, in the proleptic Gregorian calendar as
    /// Python's (Foundation's calendar turns Julian before 1582; Howard Hinnant's `civil_from_days`).
    static func fields(_ date: Date) -> [Int] {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return [year, month, day, time / 3600, time % 3600 / 60, time % 60]
    }
}
