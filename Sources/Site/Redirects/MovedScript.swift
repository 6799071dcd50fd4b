import Foundation

/// The script the home page loads on a host without redirect rules (GitHub Pages, a plain web
/// server): such a host answers WordPress's query links (`/?p=123`, `/?page_id=7`, `/?cat=7`,
/// `/?tag=x`, `/?feed=rss2`, `/?attachment_id=24`) with the home page, and the script sends the
/// reader on to the page the link named. Its table is written into the file at build time: no
/// `eval`, no inline script, so a Content-Security-Policy of `script-src 'self'` allows it.
struct MovedScript {
    /// The file, at the site's root.
    static let file = "moved.js"

    /// The old addresses; only their query forms (`/?p=123`) are the script's.
    let addresses: [OldAddress]

    /// The script, nil when no old address is a query.
    var text: String? {
        var table: [String: String] = [:]
        for address in addresses {
            guard let query = address.query else { continue }
            let key = query.name + "=" + query.value
            if table[key] == nil { table[key] = SitePath.percentEncoded(address.target) }
        }
        guard !table.isEmpty, let json = try? JSONEncoder.sorted.encode(table) else { return nil }
        return """
            /* blogkit: sends the old blog's query links (/?p=123) on to their pages, on hosts without
               redirect rules. Written by blogkit build; no inline script, no eval. */
            (function () {
              "use strict";
              var moved = \(String(decoding: json, as: UTF8.self));
              var script = document.currentScript;
              var root = new URL(".", script ? script.src : location.href);
              var query = Array.from(new URLSearchParams(location.search));
              for (var i = 0; i < query.length; i++) {
                var key = query[i][0] + "=" + query[i][1];
                if (!Object.prototype.hasOwnProperty.call(moved, key)) continue;
                var url = new URL(moved[key], root);
                if (url.protocol === "file:" && /\\/$/.test(url.pathname)) url.pathname += "index.html";
                location.replace(url.href);
                return;
              }
            })();

            """
    }
}

private extension JSONEncoder {
    /// Keys sorted, `/` unescaped: the same table makes the same file.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
