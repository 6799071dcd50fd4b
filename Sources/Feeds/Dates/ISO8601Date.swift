/// W3C-DTF / ISO 8601 dates as `dc:date` carries them: `2011-11-11T06:30:32Z`,
/// `2011-11-11T07:30:32.250+01:00`, `2011-11-11 06:30`, `2011-11-11`, `2011-11`, `20111111T063032Z`,
/// and the slashed form some generators write, `2020/1/10 14:33:00`. No zone means UTC.
enum ISO8601Date {
    /// True when the scanner is at something shaped like an ISO date (`YYYY-`, `YYYY/` or `YYYYMMDD`).
    static func looksLikeISO(_ scanner: DateScanner) -> Bool {
        (0..<4).allSatisfy { DateScanner.isDigit(scanner.byte(at: $0)) }
            && (scanner.byte(at: 4) == UInt8(ascii: "-") || scanner.byte(at: 4) == UInt8(ascii: "/")
                || DateScanner.isDigit(scanner.byte(at: 4)) || scanner.byte(at: 4) == nil)
    }

    static func parse(_ scanner: inout DateScanner) -> DateFields? {
        var fields = DateFields()
        guard let year = scanner.fixedNumber(4) else { return nil }
        fields.year = year
        let slashed = scanner.take(UInt8(ascii: "/"))
        if slashed {
            guard parseSlashedDay(&scanner, into: &fields) else { return nil }
        } else {
            parseDay(&scanner, into: &fields)
        }
        let timeSeparator = scanner.current.map { $0 | 0x20 } == UInt8(ascii: "t")
            || (scanner.current == UInt8(ascii: " ") && DateScanner.isDigit(scanner.byte(at: 1)))
        if timeSeparator {
            scanner.index += 1
            guard parseTime(&scanner, into: &fields, hourDigits: slashed ? 1...2 : 2...2) else { return nil }
            guard parseZone(&scanner, into: &fields) else { return nil }
        }
        scanner.skipSpaces()
        return scanner.atEnd || scanner.current == UInt8(ascii: "(") ? fields : nil
    }

    /// `-MM-DD`, `-MM`, `MMDD` after the year; `-0MM-DD`, as Google wrote the month.
    private static func parseDay(_ scanner: inout DateScanner, into fields: inout DateFields) {
        let extended = scanner.take(UInt8(ascii: "-"))
        if extended, scanner.current == UInt8(ascii: "0"), DateScanner.isDigit(scanner.byte(at: 1)),
           DateScanner.isDigit(scanner.byte(at: 2)), scanner.byte(at: 3) == UInt8(ascii: "-") {
            scanner.index += 1
        }
        fields.month = scanner.fixedNumber(2) ?? 1
        if !extended || scanner.take(UInt8(ascii: "-")) {
            fields.day = scanner.fixedNumber(2) ?? 1
        } else {
            fields.day = 1
        }
    }

    /// `M/D` (one or two digits each) after `YYYY/`.
    static func parseSlashedDay(_ scanner: inout DateScanner, into fields: inout DateFields) -> Bool {
        let month = scanner.number(maxDigits: 2)
        guard month.digits > 0, scanner.take(UInt8(ascii: "/")) else { return false }
        let day = scanner.number(maxDigits: 2)
        guard day.digits > 0 else { return false }
        fields.month = month.value
        fields.day = day.value
        return true
    }

    private static func parseTime(_ scanner: inout DateScanner, into fields: inout DateFields, hourDigits: ClosedRange<Int>) -> Bool {
        let hour = scanner.number(maxDigits: 2)
        guard hourDigits.contains(hour.digits) else { return false }
        fields.hour = hour.value
        _ = scanner.take(UInt8(ascii: ":"))
        guard let minute = scanner.fixedNumber(2) else { return true }
        fields.minute = minute
        _ = scanner.take(UInt8(ascii: ":"))
        guard let second = scanner.fixedNumber(2) else { return true }
        fields.second = second
        fields.fraction = scanner.fraction()
        return true
    }

    private static func parseZone(_ scanner: inout DateScanner, into fields: inout DateFields) -> Bool {
        scanner.skipSpaces()
        if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) { return true }
        let sign = scanner.current == UInt8(ascii: "-") ? -1 : 1
        guard scanner.take(UInt8(ascii: "+")) || scanner.take(UInt8(ascii: "-")) else {
            // A named zone after an ISO time ("2011-11-11 06:30:32 GMT").
            if DateScanner.isLetter(scanner.current) {
                guard let offset = TimeZoneAbbreviations.offset(of: scanner.word().lowercased) else { return false }
                fields.offset = offset
            }
            return true
        }
        guard let magnitude = scanner.offsetMagnitude() else { return false }
        fields.offset = sign * magnitude
        return true
    }
}
