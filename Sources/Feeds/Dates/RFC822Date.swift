/// RFC 822 dates the way feeds really write them: `Fri, 11 Nov 2011 06:30:32 +0000` and every
/// variation seen in the wild — missing weekday or seconds, two-digit years, full or lowercase
/// month names, named and military zones, `GMT+0100`, `11-Nov-2011`, `Nov 11 2011 6:30 PM`,
/// asctime order, Perforce's `2006/09/15`, trailing comments like `(PST)`. Words it does not know are skipped; a day,
/// month and year are required. No zone means UTC.
enum RFC822Date {
    private static let months: [StaticString] = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    private enum ZoneSource { case none, named, numeric }

    static func parse(_ scanner: inout DateScanner) -> DateFields? {
        var fields = DateFields()
        var hasTime = false
        var zone = ZoneSource.none
        var dateComplete: Bool { fields.day != nil && fields.month != nil && fields.year != nil }

        while let byte = scanner.current {
            if byte == UInt8(ascii: "(") { break }
            if DateScanner.isLetter(byte) {
                let word = scanner.word()
                if fields.month == nil, let month = month(named: word) {
                    fields.month = month
                } else if hasTime, word.is("am") || word.is("pm") {
                    if fields.hour > 12 { return nil }
                    fields.hour = fields.hour % 12 + (word.is("pm") ? 12 : 0)
                } else if zone == .none, hasTime || dateComplete, let offset = TimeZoneAbbreviations.offset(of: word.lowercased) {
                    fields.offset = offset
                    zone = .named
                } else if zone == .none, hasTime, let offset = TimeZoneAbbreviations.offsetAfterTime(of: word.lowercased) {
                    fields.offset = offset
                    zone = .named
                }
            } else if DateScanner.isDigit(byte) {
                let (value, digits) = scanner.number()
                if scanner.current == UInt8(ascii: ":"), !hasTime, digits <= 2 {
                    guard parseTime(&scanner, hour: value, into: &fields) else { return nil }
                    hasTime = true
                } else if digits == 4, fields.month == nil, scanner.take(UInt8(ascii: "/")) {
                    // Perforce's `Fri, 2006/09/15 08:19:53 EDT`.
                    fields.year = value
                    guard ISO8601Date.parseSlashedDay(&scanner, into: &fields) else { return nil }
                } else {
                    assignNumber(value, digits: digits, to: &fields)
                }
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), DateScanner.isDigit(scanner.byte(at: 1)) {
                scanner.index += 1
                if (hasTime || dateComplete) && zone != .numeric {
                    guard let magnitude = scanner.offsetMagnitude() else { return nil }
                    fields.offset = byte == UInt8(ascii: "-") ? -magnitude : magnitude
                    zone = .numeric
                } else {
                    // `11-Nov-2011`: a dash between date parts, not a sign.
                    let (value, digits) = scanner.number()
                    assignNumber(value, digits: digits, to: &fields)
                }
            } else {
                scanner.index += 1
            }
        }
        return fields
    }

    /// A bare number is the day (one or two digits, first seen), else the year.
    private static func assignNumber(_ value: Int, digits: Int, to fields: inout DateFields) {
        if digits <= 2, fields.day == nil {
            fields.day = value
        } else if fields.year == nil {
            switch digits {
            case 1, 2: fields.year = value < 50 ? 2000 + value : 1900 + value
            case 3: fields.year = 1900 + value
            case 4: fields.year = value
            default: break
            }
        }
    }

    /// `h:mm`, `hh:mm:ss`, `hh:mm:ss.fff`, with the hour already read.
    private static func parseTime(_ scanner: inout DateScanner, hour: Int, into fields: inout DateFields) -> Bool {
        fields.hour = hour
        _ = scanner.take(UInt8(ascii: ":"))
        guard let minute = scanner.fixedNumber(2) else { return false }
        fields.minute = minute
        if scanner.take(UInt8(ascii: ":")) {
            guard let second = scanner.fixedNumber(2) else { return false }
            fields.second = second
            fields.fraction = scanner.fraction()
        }
        return true
    }

    /// The month a word names: `Nov`, `November`, `Sept` (not `Novxyz`).
    private static func month(named word: DateWord) -> Int? {
        months.firstIndex { word.abbreviates($0) }.map { $0 + 1 }
    }
}
