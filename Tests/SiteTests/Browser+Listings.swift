import Foundation

/// What a page's listings look like once `listing.js` ran, and what each copy button copied.
struct CopiedListing: Decodable {
    /// The `<code>` element's class and text content.
    var className: String
    var text: String
    /// How many highlight.js token spans the listing holds.
    var highlightSpans: Int
    /// What clicking the listing's copy button put on the clipboard; nil when there is no button.
    var copied: String?
}

extension Browser {
    /// Every `pre > code` of `page` after its scripts ran, each copy button clicked with the
    /// clipboard replaced by a recorder (headless Chromium has no clipboard to read back).
    func copyListings(on page: URL) throws -> [CopiedListing] {
        let wrapper = try temporaryFile("copy.html", """
            <!doctype html><html><body>
            <iframe id="frame" src="\(page.absoluteString)"></iframe>
            <script>
            document.getElementById('frame').addEventListener('load', function () {
              var frame = this.contentWindow, document_ = frame.document, copied = null;
              Object.defineProperty(frame.navigator, 'clipboard', { configurable: true, value: {
                writeText: function (text) { copied = text; return frame.Promise.resolve(); }
              } });
              (function wait() {
                var codes = document_.querySelectorAll('pre > code');
                if (codes.length && !document_.querySelector('.listing > button.copy')) return setTimeout(wait, 20);
                var result = Array.from(codes, function (code) {
                  var box = code.parentNode.parentNode, button = box.querySelector(':scope > button.copy');
                  copied = null;
                  if (button) button.click();
                  return { className: code.className, text: code.textContent,
                           highlightSpans: code.querySelectorAll('span[class^="hljs-"]').length, copied: copied };
                });
                var out = document.createElement('output');
                out.id = 'listings';
                out.textContent = encodeURIComponent(JSON.stringify(result));
                document.body.appendChild(out);
              })();
            });
            </script></body></html>
            """)
        defer { try? FileManager.default.removeItem(at: wrapper.deletingLastPathComponent()) }
        let dom = try run([
            "--allow-file-access-from-files", "--window-size=800,1000", "--virtual-time-budget=10000",
            "--dump-dom", wrapper.absoluteString,
        ])
        guard let start = dom.range(of: #"<output id="listings">"#),
            let end = dom.range(of: "</output>", range: start.upperBound..<dom.endIndex),
            let json = String(dom[start.upperBound..<end.lowerBound]).removingPercentEncoding
        else { throw BrowserError("the page's listings were not read: \(dom.suffix(300))") }
        return try JSONDecoder().decode([CopiedListing].self, from: Data(json.utf8))
    }
}
