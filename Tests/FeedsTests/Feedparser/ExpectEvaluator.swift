import Feeds

/// Evaluates `ExpectExpression`s over a `FeedparserView`.
struct ExpectEvaluator {
    /// Thrown for an expression over a path blogkit has no field for, or grammar the harness
    /// does not evaluate: such a check is not counted.
    struct Unmapped: Error {}

    let view: FeedparserView
    /// Whether HTML fields agree when they are equivalent documents (see `HTMLEquivalence`),
    /// not only when they are the same string.
    var markupAsDocuments = false

    /// Whether `check` holds; nil when it is not a check over blogkit's fields (it names none,
    /// or one that is not mapped).
    func holds(_ check: ExpectExpression) -> Bool? {
        guard check.namesAField, let value = try? evaluate(check) else { return nil }
        return value.isTruthy
    }

    func evaluate(_ expression: ExpectExpression) throws(Unmapped) -> PythonValue {
        switch expression {
        case .literal(let value): return value
        case .path(let name, let keys): return try lookUp(name, keys)
        case .length(let inner):
            switch try evaluate(inner) {
            case .sequence(let values): return .number(Double(values.count))
            case .string(let text), .plainText(let text), .html(let text): return .number(Double(text.count))
            case .dict(let entries): return .number(Double(entries.count))
            default: return .missing
            }
        case .not(let inner): return truth(!(try evaluate(inner)).isTruthy)
        case .and(let parts):
            for part in parts where !(try evaluate(part)).isTruthy { return truth(false) }
            return truth(true)
        case .or(let parts):
            for part in parts where (try evaluate(part)).isTruthy { return truth(true) }
            return truth(false)
        case .compare(let first, let rest):
            var left = try evaluate(first)
            for (comparison, operand) in rest {
                let right = try evaluate(operand)
                guard try compare(left, comparison, right) else { return truth(false) }
                left = right
            }
            return truth(true)
        case .concatenation(let parts):
            var text = ""
            for part in parts {
                guard case .string(let piece) = try evaluate(part) else { throw Unmapped() }
                text += piece
            }
            return .string(text)
        case .unsupported: throw Unmapped()
        }
    }

    private func compare(_ left: PythonValue, _ comparison: ExpectExpression.ComparisonOperator, _ right: PythonValue) throws(Unmapped) -> Bool {
        if left == .missing || right == .missing { return false }
        switch comparison {
        case .equal, .isSame: return left.pythonEquals(right, markupAsDocuments: markupAsDocuments)
        case .notEqual, .isNotSame: return !left.pythonEquals(right, markupAsDocuments: markupAsDocuments)
        case .inside, .notInside: throw Unmapped()
        }
    }

    private func lookUp(_ name: String, _ keys: [ExpectExpression.PathKey]) throws(Unmapped) -> PythonValue {
        let named = keys.compactMap { key -> String? in if case .key(let name) = key { name } else { nil } }
        guard view.paths.contains(([name] + named).joined(separator: ".")) else { throw Unmapped() }
        var value = name == "feed" ? view.feed : view.entries
        for key in keys {
            switch (key, value) {
            case let (.key(name), .dict(entries)): value = entries[name] ?? .missing
            case let (.index(index), .sequence(values)): value = values.indices.contains(index) ? values[index] : .missing
            default: return .missing
            }
        }
        return value
    }

    private func truth(_ value: Bool) -> PythonValue { .number(value ? 1 : 0) }
}

extension ExpectExpression {
    /// True when the expression reads at least one field of the result (not `1`, not only literals).
    var namesAField: Bool {
        switch self {
        case .literal, .unsupported: false
        case .path: true
        case .length(let inner), .not(let inner): inner.namesAField
        case .and(let parts), .or(let parts), .concatenation(let parts): parts.contains { $0.namesAField }
        case .compare(let first, let rest): first.namesAField || rest.contains { $0.1.namesAField }
        }
    }
}
