/// Inline formatting already open around the content being appended: nesting the same emphasis
/// or a link inside a link means nothing in CommonMark, so those are unwrapped.
struct InlineStyle: OptionSet {
    let rawValue: Int
    static let emphasis = InlineStyle(rawValue: 1)
    static let strong = InlineStyle(rawValue: 2)
    static let link = InlineStyle(rawValue: 4)
}

extension InlineStyle {
    /// Bold and italic set by an inline `style` (`font-weight:bold`, `font-style: italic`).
    init(cssOf node: DOMNode) {
        self = []
        guard let css = node.attribute("style")?.lowercased().filter({ !$0.isWhitespace }) else { return }
        if css.contains("font-weight:bold") || css.contains("font-weight:700") || css.contains("font-weight:bolder") {
            insert(.strong)
        }
        if css.contains("font-style:italic") || css.contains("font-style:oblique") {
            insert(.emphasis)
        }
    }
}
