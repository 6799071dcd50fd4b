import Foundation

/// The scripts the home page uses on a host without redirect rules (GitHub Pages, a plain web
/// server): such a host answers WordPress's query links (`/?p=123`, `/?page_id=7`, `/?cat=7`,
/// `/?tag=x`, `/?feed=rss2`, `/?attachment_id=24`) with the home page, and the scripts send the
/// reader on to the page the link named. `moved.js`, which the home page loads, is a few lines:
/// only when the address has one of the table's query names does it load the table
/// (`moved-table.js`, written at build time), so a big blog's table costs its other readers
/// nothing. No `eval`, no inline script: a Content-Security-Policy of `script-src 'self'` allows
/// both.
struct MovedScript {
    /// The script the home page loads, at the site's root.
    static let file = "moved.js"
    /// The table, at the site's root: `window.blogkitMoved = {"p=123": "2012/01/03/slug/", ...};`.
    static let tableFile = "moved-table.js"
    private static let tablePrefix = "window.blogkitMoved = "

    /// The old addresses; only their query forms (`/?p=123`) are the scripts'.
    let addresses: [OldAddress]

    /// The two files, none when no old address is a query.
    var files: [(String, Data)] {
        var table: [String: String] = [:]
        for address in addresses {
            guard let query = address.query else { continue }
            let key = query.name + "=" + query.value
            if table[key] == nil { table[key] = address.encodedTarget }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard !table.isEmpty, let json = try? encoder.encode(table) else { return [] }
        let names = Set(table.keys.compactMap { $0.split(separator: "=").first.map(String.init) }).sorted()
        let pattern = names.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        let loader = """
            /* blogkit: sends the old blog's query links (/?p=123) on to their pages, on hosts without
               redirect rules. Written by blogkit build; no inline script, nothing evaluated. */
            (function () {
              "use strict";
              if (!/[?&](\(pattern))=/.test(location.search)) return;
              var script = document.currentScript;
              var root = new URL(".", script ? script.src : location.href);
              var table = document.createElement("script");
              table.src = new URL("\(Self.tableFile)", root).href;
              table.onload = function () {
                var moved = window.blogkitMoved || {};
                var query = Array.from(new URLSearchParams(location.search));
                for (var i = 0; i < query.length; i++) {
                  var key = query[i][0] + "=" + query[i][1];
                  if (!Object.prototype.hasOwnProperty.call(moved, key)) continue;
                  var url = new URL(moved[key], root);
                  if (url.protocol === "file:" && /\\/$/.test(url.pathname)) url.pathname += "index.html";
                  location.replace(url.href);
                  return;
                }
              };
              document.head.appendChild(table);
            })();

            """
        let tableScript = "/* blogkit: the old blog's query links and their pages (see moved.js). */\n"
            + Self.tablePrefix + String(decoding: json, as: UTF8.self) + ";\n"
        return [(Self.file, Data(loader.utf8)), (Self.tableFile, Data(tableScript.utf8))]
    }

    /// The table a `moved-table.js` holds: `p=123` -> the page's path from the site's root.
    static func table(in script: Data) -> [String: String]? {
        guard let text = String(data: script, encoding: .utf8), let start = text.range(of: tablePrefix),
              let end = text[start.upperBound...].range(of: ";\n")
        else { return nil }
        return try? JSONDecoder().decode([String: String].self, from: Data(text[start.upperBound..<end.lowerBound].utf8))
    }
}
