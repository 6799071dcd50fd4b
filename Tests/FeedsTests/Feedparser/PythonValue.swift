import Feeds

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
    /// HTML (summaries, content): equal to the same string, or, when comparing markup as
    /// documents, to an equivalent one (`HTMLEquivalence`).
    case html(String)

    /// Python's truthiness.
    var isTruthy: Bool {
        switch self {
        case .string(let text), .plainText(let text), .html(let text): !text.isEmpty
        case .number(let number): number != 0
        case .sequence(let values): !values.isEmpty
        case .dict(let entries): !entries.isEmpty
        case .none, .missing: false
        }
    }

    /// Python's `==`, with `plainText` compared to the plain text of the other side, and `html`
    /// as an equivalent document when `markupAsDocuments`.
    func pythonEquals(_ other: PythonValue, markupAsDocuments: Bool) -> Bool {
        switch (self, other) {
        case (.missing, _), (_, .missing): false
        case let (.plainText(mine), .string(theirs)), let (.string(theirs), .plainText(mine)):
            mine == theirs || mine == HTMLText.plainText(theirs)
        case let (.html(mine), .string(theirs)), let (.string(theirs), .html(mine)):
            mine == theirs || (markupAsDocuments && HTMLEquivalence.equivalent(mine, theirs))
        case let (.sequence(left), .sequence(right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.pythonEquals($1, markupAsDocuments: markupAsDocuments) }
        case let (.dict(left), .dict(right)):
            left.keys == right.keys && left.allSatisfy { key, value in
                right[key].map { value.pythonEquals($0, markupAsDocuments: markupAsDocuments) } ?? false
            }
        default: self == other
        }
    }
}
