import CLibXML2

/// Plain text out of HTML fragments: what a reader sees of a title or a summary.
public enum HTMLText {
    /// The text of `html` as a browser shows it: tags dropped, every named and numeric entity
    /// decoded, whitespace runs collapsed to one space, trimmed. Text that carries no markup is
    /// only whitespace-collapsed, so `a < b` stays as it is.
    public static func plainText(_ html: String) -> String {
        guard html.contains(where: { $0 == "<" || $0 == "&" }) else { return collapsingWhitespace(html) }
        let wrapped = "<html><body>" + html + "</body></html>"
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
        let count = Int32(clamping: wrapped.utf8.count)
        guard let doc = wrapped.withCString({ htmlReadMemory($0, count, nil, "UTF-8", options) }) else {
            return collapsingWhitespace(html)
        }
        defer { xmlFreeDoc(doc) }
        guard let root = xmlDocGetRootElement(doc), let content = xmlNodeGetContent(root) else { return "" }
        defer { blogkit_xmlFree(content) }
        return collapsingWhitespace(String(cString: content))
    }

    /// Collapses runs of white space (including no-break spaces) to one space and trims the ends.
    public static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
