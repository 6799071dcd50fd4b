/// Splits a Python expression into tokens: string and number literals, names, symbols.
enum ExpectTokenizer {
    enum Token: Equatable {
        case string(String)
        case number(Double)
        case name(String)
        case symbol(String)
    }

    static func tokens(of source: String) -> [Token] {
        let characters = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.properties.isWhitespace {
                index += 1
            } else if let quote = stringStart(characters, at: index) {
                let (text, end) = stringLiteral(characters, quoteAt: quote.at, raw: quote.raw)
                tokens.append(.string(text))
                index = end
            } else if isDigit(character) || (character == "-" && index + 1 < characters.count && isDigit(characters[index + 1])
                && !(tokens.last.map(endsOperand) ?? false)) {
                var end = index + 1
                while end < characters.count, isDigit(characters[end]) || characters[end] == "." { end += 1 }
                tokens.append(.number(Double(String(String.UnicodeScalarView(characters[index..<end]))) ?? .nan))
                index = end
            } else if isNameStart(character) {
                var end = index + 1
                while end < characters.count, isNameStart(characters[end]) || isDigit(characters[end]) { end += 1 }
                tokens.append(.name(String(String.UnicodeScalarView(characters[index..<end]))))
                index = end
            } else if index + 1 < characters.count, ["==", "!="].contains(String(String.UnicodeScalarView(characters[index...index + 1]))) {
                tokens.append(.symbol(String(String.UnicodeScalarView(characters[index...index + 1]))))
                index += 2
            } else {
                tokens.append(.symbol(String(character)))
                index += 1
            }
        }
        return tokens
    }

    private static func endsOperand(_ token: Token) -> Bool {
        switch token {
        case .string, .number, .name: true
        case .symbol(let symbol): symbol == "]" || symbol == ")"
        }
    }

    /// Where a string literal's quote is, after an optional `u`, `b` or `r` prefix.
    private static func stringStart(_ characters: [Unicode.Scalar], at index: Int) -> (at: Int, raw: Bool)? {
        var quote = index
        var raw = false
        while quote < characters.count, quote - index < 2, "ubrUBR".unicodeScalars.contains(characters[quote]) {
            raw = raw || characters[quote] == "r" || characters[quote] == "R"
            quote += 1
        }
        guard quote < characters.count, characters[quote] == "'" || characters[quote] == "\"" else { return nil }
        if quote > index, index > 0, isNameStart(characters[index - 1]) { return nil }
        return (quote, raw)
    }

    /// The text of the literal whose opening quote is at `quote`, and the index after it.
    private static func stringLiteral(_ characters: [Unicode.Scalar], quoteAt quote: Int, raw: Bool) -> (String, Int) {
        let delimiter = characters[quote]
        let tripled = characters.count > quote + 2 && characters[quote + 1] == delimiter && characters[quote + 2] == delimiter
        var text = String.UnicodeScalarView()
        var index = quote + (tripled ? 3 : 1)
        while index < characters.count, characters[index] != delimiter
            || (tripled && !(index + 2 < characters.count && characters[index + 1] == delimiter && characters[index + 2] == delimiter)) {
            guard characters[index] == "\\", index + 1 < characters.count else {
                text.append(characters[index])
                index += 1
                continue
            }
            let escaped = characters[index + 1]
            if raw {
                text.append(contentsOf: [characters[index], escaped])
                index += 2
                continue
            }
            index += 2
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "x", "u", "U":
                let width = escaped == "x" ? 2 : escaped == "u" ? 4 : 8
                let digits = String(String.UnicodeScalarView(characters[index..<min(index + width, characters.count)]))
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) { text.append(scalar) }
                index += width
            case "0"..."7":
                var end = index
                while end < min(index + 2, characters.count), ("0"..."7").contains(characters[end]) { end += 1 }
                let digits = String(escaped) + String(String.UnicodeScalarView(characters[index..<end]))
                if let value = UInt32(digits, radix: 8), let scalar = Unicode.Scalar(value) { text.append(scalar) }
                index = end
            case "\n": break
            default:
                if !["\\", "'", "\""].contains(escaped) { text.append("\\") }
                text.append(escaped)
            }
        }
        return (String(text), index + (tripled ? 3 : 1))
    }

    private static func isDigit(_ character: Unicode.Scalar) -> Bool { ("0"..."9").contains(character) }

    private static func isNameStart(_ character: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(character) || ("A"..."Z").contains(character) || character == "_"
    }
}
