import Foundation
import ProcessTestSupport
import Testing

/// Headless Chromium, for tests that look at pages the way a reader's browser does.
///
/// Chromium runs with every host name unresolvable, so a page's remote images are never
/// fetched: only files on disk load. When it is not installed the tests fail, saying how to
/// get it (`make test` installs it); `BLOGKIT_SKIP_BROWSER_TESTS=1` skips them for quick runs.
struct Browser {
    static let skipVariable = "BLOGKIT_SKIP_BROWSER_TESTS"
    static var skipped: Bool { ProcessInfo.processInfo.environment[skipVariable] == "1" }

    let executable: String

    /// The installed Chromium; records a test failure when there is none.
    static func find() throws -> Browser {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        guard let path = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw BrowserError("""
                chromium is not installed: run `make test` (it installs it) or `apt-get install chromium`; \
                set \(skipVariable)=1 to skip the browser tests
                """)
        }
        return Browser(executable: path)
    }

    /// The page's width and its scrollable width, as laid out in a `width` x `height` viewport
    /// (an iframe of that size: headless windows are never narrower than 500 pixels).
    func measure(_ page: URL, width: Int, height: Int) throws -> (scrollWidth: Int, viewportWidth: Int) {
        let wrapper = try temporaryFile("measure.html", """
            <!doctype html><html><body style="margin:0">
            <iframe id="frame" src="\(page.absoluteString)" style="width:\(width)px;height:\(height)px;border:0"></iframe>
            <script>
            document.getElementById('frame').addEventListener('load', function () {
              var frame = this.contentWindow, root = frame.document.documentElement, out = document.createElement('output');
              out.id = 'measure';
              out.textContent = root.scrollWidth + ' ' + frame.innerWidth;
              document.body.appendChild(out);
            });
            </script></body></html>
            """)
        defer { try? FileManager.default.removeItem(at: wrapper.deletingLastPathComponent()) }
        let dom = try run(["--allow-file-access-from-files", "--window-size=\(width + 100),\(height + 100)", "--dump-dom", wrapper.absoluteString])
        guard let range = dom.range(of: #"<output id="measure">(\d+) (\d+)"#, options: .regularExpression) else {
            throw BrowserError("no measurement in the page: \(dom.prefix(300))")
        }
        let numbers = dom[range].split(separator: ">")[1].split(separator: " ").compactMap { Int($0) }
        return (numbers[0], numbers[1])
    }

    /// The DOM of `url` once its scripts have run for up to `budget` milliseconds of virtual time.
    func dom(_ url: URL, budget: Int = 5000) throws -> String {
        try run(["--window-size=800,1000", "--virtual-time-budget=\(budget)", "--dump-dom", url.absoluteString])
    }

    /// What the search page at `page` shows for each of `queries`, typed one after the other
    /// into its box (value set, `input` event sent, as a keyboard does): the titles of the
    /// results, the marked words, and the index files loaded since the query before.
    func typeQueries(_ queries: [String], into page: URL) throws -> [TypedSearch] {
        let wrapper = try temporaryFile("type.html", """
            <!doctype html><html><body>
            <iframe id="frame" src="\(page.absoluteString)"></iframe>
            <script>
            var queries = \(String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)), results = [];
            document.getElementById('frame').addEventListener('load', function () {
              var frame = this.contentWindow, box = frame.document.getElementById('search-query');
              var list = frame.document.getElementById('search-results'), before = 0;
              function next(index) {
                if (index === queries.length) {
                  var out = document.createElement('output');
                  out.id = 'typed';
                  out.textContent = JSON.stringify(results);
                  document.body.appendChild(out);
                  return;
                }
                box.value = queries[index];
                box.dispatchEvent(new frame.Event('input', { bubbles: true }));
                (function wait() {
                  if (list.getAttribute('data-query') !== queries[index].trim()) return setTimeout(wait, 20);
                  var loaded = frame.blogkitSearch.loaded;
                  results.push({
                    titles: Array.from(list.querySelectorAll('li > a'), function (a) { return a.textContent; }),
                    marked: Array.from(list.querySelectorAll('mark'), function (m) { return m.textContent; }),
                    status: frame.document.getElementById('search-status').textContent,
                    loaded: loaded.slice(before)
                  });
                  before = loaded.length;
                  next(index + 1);
                })();
              }
              next(0);
            });
            </script></body></html>
            """)
        defer { try? FileManager.default.removeItem(at: wrapper.deletingLastPathComponent()) }
        let dom = try run([
            "--allow-file-access-from-files", "--window-size=800,1000", "--virtual-time-budget=60000",
            "--dump-dom", wrapper.absoluteString,
        ])
        guard let start = dom.range(of: #"<output id="typed">"#), let end = dom.range(of: "</output>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError("the page did not answer every query: \(dom.suffix(300))")
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([TypedSearch].self, from: Data(json.utf8))
    }

    /// Writes a PNG of the first `width` x `height` pixels of `page`.
    func screenshot(_ page: URL, width: Int, height: Int, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
    }

    func run(_ arguments: [String]) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--host-resolver-rules=MAP * ~NOTFOUND",
            "--user-data-dir=\(profile.path)",
        ] + arguments
        // Output goes through a file, not a pipe: a pipe's write end can leak into a process
        // another test spawns at the same moment, and then its reader never sees the end.
        let outputFile = profile.appendingPathExtension("out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw BrowserError("cannot create \(outputFile.path)")
        }
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitForExit()
        try output.close()
        guard process.terminationStatus == 0 else { throw BrowserError("chromium exited with \(process.terminationStatus)") }
        let data = try Data(contentsOf: outputFile)
        return String(decoding: data, as: UTF8.self)
    }

    func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("blogkit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }
}

/// What the search page showed for one typed query (``Browser/typeQueries(_:into:)``).
struct TypedSearch: Decodable {
    var titles: [String]
    var marked: [String]
    var status: String
    /// Index files loaded for this query, relative to `search/`.
    var loaded: [String]
}

struct BrowserError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
