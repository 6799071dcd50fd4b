/// Prose text as a browser lays it out: runs of whitespace (no-break spaces included) collapse to
/// one space, and entities left escaped by a double-encoding editor are decoded.
enum ProseText {
    /// `text` with every whitespace run as one ASCII space, U+00A0 included: in Markdown prose a
    /// no-break space is invisible noise, and a reader expects a plain space.
    static func collapsed(_ text: String) -> String {
        let decoded = ResidualEntities.decoded(text)
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in decoded.unicodeScalars {
            if isCollapsible(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        if pendingSpace { result.append(" ") }
        return String(result)
    }

    /// True when `text` has nothing but collapsible whitespace.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isCollapsible)
    }

    private static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}": true
        default: false
        }
    }
}
