import Foundation

/// The rule files of ``RedirectFormat``: each old address (``OldAddress``) a permanent (301)
/// redirect to its new place under the site's base path.
struct RedirectRules {
    let addresses: [OldAddress]
    /// The path the site is served under, `/` or `/blog/`.
    let basePath: String

    /// The text of `format`'s file, nil for ``RedirectFormat/aliases``.
    func text(_ format: RedirectFormat) -> String? {
        switch format {
        case .netlify: netlify
        case .aliases: nil
        case .nginx: nginx
        case .apache: apache
        case .caddy: caddy
        }
    }

    private func destination(_ address: OldAddress) -> String {
        basePath + address.encodedTarget
    }

    /// Addresses whose old path a rule can hold: printable ASCII (as a browser sends it), no space.
    private var ruled: [OldAddress] {
        addresses.filter { address in
            address.display.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
    }

    private var netlify: String {
        var text = "# The old addresses of this blog and where they are now (blogkit build).\n"
        for address in ruled {
            let query = address.query.map { " \($0.name)=\($0.value)" } ?? ""
            text += "\(address.path)\(query) \(destination(address)) 301\n"
        }
        return text
    }

    private var nginx: String {
        var paths = ""
        var queries = ""
        for address in ruled {
            if address.query == nil {
                guard let decoded = address.path.removingPercentEncoding, Self.isQuotable(decoded) else { continue }
                paths += "    \"\(decoded)\" \(destination(address));\n"
            } else {
                queries += "    \"\(address.display)\" \(destination(address));\n"
            }
        }
        return """
            # The old addresses of this blog and where they are now (blogkit build).
            # In nginx's http block:    include /path/to/this/redirects.nginx.conf;
            # In the site's server block:
            #     if ($blogkit_moved) { return 301 $blogkit_moved; }
            #     if ($blogkit_moved_query) { return 301 $blogkit_moved_query; }
            map $uri $blogkit_moved {
                default "";
            \(paths)}
            map $request_uri $blogkit_moved_query {
                default "";
            \(queries)}

            """
    }

    private var apache: String {
        var text = """
            # The old addresses of this blog and where they are now (blogkit build).
            # Rename this file .htaccess at the site's root, or paste it into one (needs mod_rewrite).
            RewriteEngine On

            """
        for address in ruled {
            guard let decoded = address.path.removingPercentEncoding, Self.isQuotable(decoded) else { continue }
            if let query = address.query {
                let pattern = NSRegularExpression.escapedPattern(for: "\(query.name)=\(query.value)")
                text += "RewriteCond %{QUERY_STRING} (^|&)\(pattern)(&|$)\n"
                text += "RewriteRule ^\(Self.escaped(decoded))$ \(destination(address))? [\(Self.flags(address))]\n"
            } else {
                text += "RewriteRule ^\(Self.escaped(decoded))$ \(destination(address)) [\(Self.flags(address))]\n"
            }
        }
        return text
    }

    private var caddy: String {
        var text = "# The old addresses of this blog and where they are now (blogkit build).\n"
        text += "# In the site's block of a Caddyfile:    import /path/to/this/redirects.caddy\n"
        for (index, address) in ruled.enumerated() {
            guard let decoded = address.path.removingPercentEncoding, Self.isQuotable(decoded) else { continue }
            if let query = address.query {
                text += "@blogkit_moved_\(index) {\n\tpath \"\(decoded)\"\n\tquery \(query.name)=\(query.value)\n}\n"
                text += "redir @blogkit_moved_\(index) \(destination(address)) 301\n"
            } else {
                text += "redir \"\(decoded)\" \(destination(address)) 301\n"
            }
        }
        return text
    }

    /// mod_rewrite's flags: a permanent redirect, the last rule; `NE` keeps a fragment's `#`,
    /// which mod_rewrite would escape.
    private static func flags(_ address: OldAddress) -> String {
        address.target.contains("#") ? "R=301,L,NE" : "R=301,L"
    }

    /// The decoded path as a regular expression relative to the site's root (mod_rewrite in a
    /// `.htaccess` matches the decoded path without its leading `/`).
    private static func escaped(_ decoded: String) -> String {
        let relative = String(decoded.drop(while: { $0 == "/" }))
        return NSRegularExpression.escapedPattern(for: relative).replacingOccurrences(of: "\\/", with: "/")
            .replacingOccurrences(of: " ", with: "\\ ")
    }

    /// True when `path` can stand in nginx's and Caddy's double quotes and in a mod_rewrite
    /// pattern as itself, on one line: no quote,
    /// backslash, control character or line break, and nothing either expands (`$variable`,
    /// `{placeholder}`): a post's link is a stranger's.
    private static func isQuotable(_ path: String) -> Bool {
        path.unicodeScalars.allSatisfy { scalar in
            scalar == " " || (!"\"\\${}".unicodeScalars.contains(scalar) && scalar.value > 0x20 && scalar.value != 0x7F
                && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control)
        }
    }
}
