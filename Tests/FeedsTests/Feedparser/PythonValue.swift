/// A value of the small part of Python that feedparser's `Expect:` lines use: strings, numbers,
/// tuples, lists, dicts and None, plus `missing` for a key the parsed result does not have.
indirect enum PythonValue: Equatable {
    case string(String)
    case number(Double)
    case sequence([PythonValue])
    case dict([String: PythonValue])
    case none
    /// A key the result lacks: feedparser would raise `KeyError`, so no comparison holds.
    case missing
    /// Text blogkit delivers as plain text where feedparser keeps the markup (titles): equal to
    /// the same string, or one whose plain text it is.
    case plainText(String)

    /// Python's truthiness.
    var isTruthy: Bool {
        switch self {
        case .string(let text), .plainText(let text): !text.isEmpty
        case .number(let number): number != 0
        case .sequence(let values): !values.isEmpty
        case .dict(let entries): !entries.isEmpty
        case .none, .missing: false
        }
    }

    /// Python's `==`, with `plainText` compared to the plain text of the other side.
    func pythonEquals(_ other: PythonValue, plainText: (String) -> String) -> Bool {
        switch (self, other) {
        case (.missing, _), (_, .missing): false
        case let (.plainText(mine), .string(theirs)), let (.string(theirs), .plainText(mine)): mine == theirs || mine == plainText(theirs)
        case let (.sequence(left), .sequence(right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.pythonEquals($1, plainText: plainText) }
        case let (.dict(left), .dict(right)):
            left.keys == right.keys && left.allSatisfy { key, value in
                right[key].map { value.pythonEquals($0, plainText: plainText) } ?? false
            }
        default: self == other
        }
    }
}
