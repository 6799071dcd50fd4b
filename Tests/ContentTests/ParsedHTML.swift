import CLibXML2

/// Parses `html` with libxml2's HTML parser, independently of the converter, and hands the root
/// element to `body`; nil when nothing parses.
func withParsedHTML<Result>(_ html: String, _ body: (xmlNodePtr) -> Result) -> Result? {
    var html = html
    let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
    let document = html.withUTF8 { buffer in
        buffer.withMemoryRebound(to: CChar.self) { htmlReadMemory($0.baseAddress, Int32($0.count), nil, "UTF-8", options) }
    }
    guard let document else { return nil }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else { return nil }
    return body(root)
}
