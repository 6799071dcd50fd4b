/// The attributes of a shortcode's opening tag, by WordPress's `shortcode_parse_atts`: `name="value"`,
/// `name='value'` or `name=value`, names lowercased; no-break and zero-width spaces count as spaces;
/// values without a name (`[audio https://e.org/a.mp3]`) are kept apart, in order.
struct ShortcodeAttributes {
    private var values: [String: String] = [:]
    /// The values without a name, in order.
    private(set) var unnamed: [String] = []

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars.map { $0 == "\u{A0}" || $0 == "\u{200B}" ? " " : $0 })
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        while index < scalars.count {
            skipSpaces()
            let nameStart = index
            while index < scalars.count, Self.isNameScalar(scalars[index]) { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
            var lookahead = index
            while lookahead < scalars.count, scalars[lookahead].properties.isWhitespace { lookahead += 1 }
            guard !name.isEmpty, lookahead < scalars.count, scalars[lookahead] == "=" else {
                // Not `name=`: a value without a name (`\S+`), quoted values whole.
                var valueStart = nameStart
                var valueEnd: Int?
                if index == nameStart, index < scalars.count, let quote = Self.quote(scalars[index]) {
                    index += 1
                    valueStart = index
                    while index < scalars.count, scalars[index] != quote { index += 1 }
                    valueEnd = index
                }
                while index < scalars.count, !scalars[index].properties.isWhitespace { index += 1 }
                let value = String(String.UnicodeScalarView(scalars[valueStart..<(valueEnd ?? index)]))
                if !value.isEmpty { unnamed.append(value) }
                continue
            }
            index = lookahead + 1
            skipSpaces()
            let valueStart: Int
            let valueEnd: Int
            if index < scalars.count, let quote = Self.quote(scalars[index]) {
                valueStart = index + 1
                index = valueStart
                while index < scalars.count, scalars[index] != quote { index += 1 }
                valueEnd = index
                if index < scalars.count { index += 1 }
            } else {
                valueStart = index
                while index < scalars.count, !scalars[index].properties.isWhitespace, Self.quote(scalars[index]) == nil { index += 1 }
                valueEnd = index
            }
            values[name] = String(String.UnicodeScalarView(scalars[valueStart..<valueEnd]))
        }
    }

    subscript(name: String) -> String? {
        values[name]
    }

    /// The value of `name`, nil when missing or blank.
    func nonEmpty(_ name: String) -> String? {
        values[name].flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && UInt8(scalar.value).isNameByte
    }

    private static func quote(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        scalar == "\"" || scalar == "'" ? scalar : nil
    }
}
