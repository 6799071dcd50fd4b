/// Recursive descent over `ExpectTokenizer` tokens: `or` < `and` < `not` < comparisons < `+` <
/// subscripts < literals and names.
struct ExpectParser {
    typealias Token = ExpectTokenizer.Token
    let tokens: [Token]
    private var position = 0

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    mutating func parseExpression() -> ExpectExpression {
        var alternatives = [parseAnd()]
        while take(.name("or")) { alternatives.append(parseAnd()) }
        return alternatives.count == 1 ? alternatives[0] : .or(alternatives)
    }

    private mutating func parseAnd() -> ExpectExpression {
        var parts = [parseNot()]
        while take(.name("and")) { parts.append(parseNot()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() -> ExpectExpression {
        take(.name("not")) ? .not(parseNot()) : parseComparison()
    }

    private mutating func parseComparison() -> ExpectExpression {
        let first = parseSum()
        var rest: [(ExpectExpression.ComparisonOperator, ExpectExpression)] = []
        while let comparison = takeOperator() { rest.append((comparison, parseSum())) }
        return rest.isEmpty ? first : .compare(first, rest)
    }

    private mutating func takeOperator() -> ExpectExpression.ComparisonOperator? {
        if take(.symbol("==")) { return .equal }
        if take(.symbol("!=")) { return .notEqual }
        if take(.name("in")) { return .inside }
        if take(.name("is")) { return take(.name("not")) ? .isNotSame : .isSame }
        if peek == .name("not"), position + 1 < tokens.count, tokens[position + 1] == .name("in") {
            position += 2
            return .notInside
        }
        return nil
    }

    private mutating func parseSum() -> ExpectExpression {
        var parts = [parsePostfix()]
        while take(.symbol("+")) { parts.append(parsePostfix()) }
        return parts.count == 1 ? parts[0] : .concatenation(parts)
    }

    private mutating func parsePostfix() -> ExpectExpression {
        var expression = parsePrimary()
        while true {
            if take(.symbol("[")) {
                let subscriptExpression = parseExpression()
                _ = take(.symbol("]"))
                guard case .path(let name, let keys) = expression else { expression = .unsupported; continue }
                switch subscriptExpression {
                case .literal(.string(let key)): expression = .path(name: name, keys: keys + [.key(key)])
                case .literal(.number(let index)): expression = .path(name: name, keys: keys + [.index(Int(index))])
                default: expression = .unsupported
                }
            } else if take(.symbol(".")) {
                guard case .name(let attribute) = next(), case .path(let name, let keys) = expression else {
                    expression = .unsupported
                    continue
                }
                expression = .path(name: name, keys: keys + [.key(attribute)])
            } else if peek == .symbol("(") {
                _ = parseSequence(closing: ")")
                expression = .unsupported
            } else {
                return expression
            }
        }
    }

    private mutating func parsePrimary() -> ExpectExpression {
        switch next() {
        case .string(let text): return .literal(.string(text))
        case .number(let number): return .literal(.number(number))
        case .name("None"): return .literal(.none)
        case .name("True"): return .literal(.number(1))
        case .name("False"): return .literal(.number(0))
        case .name("len") where peek == .symbol("("):
            let arguments = parseSequence(closing: ")")
            return arguments.count == 1 ? .length(arguments[0]) : .unsupported
        case .name(let name): return .path(name: name, keys: [])
        case .symbol("("):
            position -= 1
            let items = parseSequence(closing: ")")
            return items.count == 1 && !lastSequenceHadComma ? items[0] : tuple(items)
        case .symbol("["):
            position -= 1
            return tuple(parseSequence(closing: "]"))
        case .symbol("{"):
            return parseDict()
        default: return .unsupported
        }
    }

    private var lastSequenceHadComma = false

    /// `( a, b, )` from the opening symbol at `position`.
    private mutating func parseSequence(closing: String) -> [ExpectExpression] {
        position += 1
        var items: [ExpectExpression] = []
        lastSequenceHadComma = false
        while let token = peek, token != .symbol(closing) {
            items.append(parseExpression())
            if take(.symbol(",")) { lastSequenceHadComma = true } else { break }
        }
        _ = take(.symbol(closing))
        return items
    }

    private mutating func parseDict() -> ExpectExpression {
        var entries: [String: PythonValue] = [:]
        var supported = true
        while let token = peek, token != .symbol("}") {
            let key = parseExpression()
            _ = take(.symbol(":"))
            let value = parseExpression()
            if case .literal(.string(let name)) = key, case .literal(let literal) = value {
                entries[name] = literal
            } else {
                supported = false
            }
            if !take(.symbol(",")) { break }
        }
        _ = take(.symbol("}"))
        return supported ? .literal(.dict(entries)) : .unsupported
    }

    private func tuple(_ items: [ExpectExpression]) -> ExpectExpression {
        var values: [PythonValue] = []
        for item in items {
            guard case .literal(let value) = item else { return .unsupported }
            values.append(value)
        }
        return .literal(.sequence(values))
    }

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func next() -> Token? {
        defer { position += 1 }
        return peek
    }

    private mutating func take(_ token: Token) -> Bool {
        guard peek == token else { return false }
        position += 1
        return true
    }
}
