/// UTC offsets of the zone names dates in feeds use.
enum TimeZoneAbbreviations {
    /// Seconds east of UTC for a lowercased zone name, nil if unknown.
    static func offset(of name: String) -> Int? {
        if name.utf8.count == 1 { return militaryOffset(name.utf8.first ?? 0) }
        return hours[name].map { Int($0 * 3600) }
    }

    /// Seconds east of UTC for a lowercased zone name that is also an English word, read as a
    /// zone only right after a time: the US zones without their S or D, as Disney's feeds wrote
    /// them (`16:31:00 PT`), `at` among them.
    static func offsetAfterTime(of name: String) -> Int? {
        usZones[name].map { $0 * 3600 }
    }

    private static let usZones: [String: Int] = ["at": -4, "et": -5, "ct": -6, "mt": -7, "pt": -8]

    private static let hours: [String: Double] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0, "wet": 0, "bst": 1, "west": 1, "ist": 5.5,
        "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
        "ast": -4, "adt": -3, "nst": -3.5, "ndt": -2.5, "akst": -9, "akdt": -8, "hst": -10, "hdt": -9,
        "cet": 1, "cest": 2, "met": 1, "mest": 2, "eet": 2, "eest": 3, "msk": 3, "msd": 4,
        "jst": 9, "kst": 9, "hkt": 8, "sgt": 8, "awst": 8, "acst": 9.5, "acdt": 10.5,
        "aest": 10, "aedt": 11, "nzst": 12, "nzdt": 13,
    ]

    /// RFC 822's military zones: A-I are -1 to -9, K-M -10 to -12, N-Y +1 to +12, Z is UTC.
    private static func militaryOffset(_ letter: UInt8) -> Int? {
        let hours: Int
        switch letter {
        case UInt8(ascii: "a")...UInt8(ascii: "i"): hours = -Int(letter - UInt8(ascii: "a") + 1)
        case UInt8(ascii: "k")...UInt8(ascii: "m"): hours = -Int(letter - UInt8(ascii: "k") + 10)
        case UInt8(ascii: "n")...UInt8(ascii: "y"): hours = Int(letter - UInt8(ascii: "n") + 1)
        case UInt8(ascii: "z"): hours = 0
        default: return nil
        }
        return hours * 3600
    }
}
