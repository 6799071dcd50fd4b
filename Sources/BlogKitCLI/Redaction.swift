/// Passwords out of messages: in anything that looks like a URL with credentials (a scheme, a
/// colon, maybe slashes, then an authority holding `@`), the password becomes `***`, or the whole
/// user part when it has no colon (a token): `ftp://u:pw@host/f.xml` is shown as
/// `ftp://u:***@host/f.xml`, `https:token@host` as `https:***@host`. Every line blogkit writes on
/// standard error goes through it, so no message shows a password, whatever path or malformed
/// URL it names (blogkit reads `http:/u:pw@h/`, ` http://…` and `ftp://…` as file paths).
enum Redaction {
    static func userinfo(in text: String) -> String {
        guard text.contains("@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let colon = rest.firstIndex(of: ":") {
            var authorityStart = rest.index(after: colon)
            let scheme = rest[..<colon].reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            guard let first = scheme.last, first.isLetter else {
                result += rest[..<authorityStart]
                rest = rest[authorityStart...]
                continue
            }
            while authorityStart < rest.endIndex, rest[authorityStart] == "/" { authorityStart = rest.index(after: authorityStart) }
            let authority = rest[authorityStart...].prefix { !$0.isWhitespace && !"/?#\"'<>".contains($0) }
            guard let at = authority.lastIndex(of: "@") else {
                result += rest[..<authorityStart]
                rest = rest[authorityStart...]
                continue
            }
            let userinfo = authority[..<at]
            result += rest[..<authorityStart] + (userinfo.firstIndex(of: ":").map { userinfo[..<$0] + ":***" } ?? "***")
            rest = rest[at...]
        }
        return result + rest
    }
}
