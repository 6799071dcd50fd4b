/// A feedparser `Expect:` line, parsed: Python expressions over the names of a parse result
/// (`feed`, `entries`, `bozo`, `version` ...), of which the harness evaluates the parts over
/// fields blogkit has.
indirect enum ExpectExpression {
    case literal(PythonValue)
    /// A name such as `bozo`, or a chain of subscripts and attributes on it:
    /// `entries[0]['tags'][0]['term']` is `name: "entries", keys: [.index(0), .key("tags"), ...]`.
    case path(name: String, keys: [PathKey])
    case length(ExpectExpression)
    case not(ExpectExpression)
    case and([ExpectExpression])
    case or([ExpectExpression])
    /// A chain `a == b == c`, or one `!=`, `is`, `is not`, `in`, `not in`.
    case compare(ExpectExpression, [(ComparisonOperator, ExpectExpression)])
    case concatenation([ExpectExpression])
    /// Anything else (calls, lambdas): never evaluated.
    case unsupported

    enum PathKey: Equatable {
        case key(String)
        case index(Int)
    }

    enum ComparisonOperator: String {
        case equal = "==", notEqual = "!=", isSame = "is", isNotSame = "is not", inside = "in", notInside = "not in"
    }

    /// The conjuncts of the top-level `and`: each one is a check.
    var conjuncts: [ExpectExpression] {
        if case .and(let parts) = self { return parts }
        return [self]
    }

    /// Parses `source`; `.unsupported` where the grammar is beyond the harness.
    static func parse(_ source: String) -> ExpectExpression {
        var parser = ExpectParser(tokens: ExpectTokenizer.tokens(of: source))
        return parser.parseExpression()
    }
}
