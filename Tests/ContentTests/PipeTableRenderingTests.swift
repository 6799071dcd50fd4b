import Content
import Foundation
import ProcessTestSupport
import Testing

/// The pipe tables the converter writes into `markdown` are read back by `HTMLRenderer` exactly
/// as GitHub's reference implementation reads them: each case is rendered by blogkit and by the
/// real `cmark-gfm -e table` (Debian's `cmark-gfm`, installed by `make test`), and the two must agree.
@Suite("GFM pipe tables, rendered as cmark-gfm renders them")
struct PipeTableRenderingTests {
    static let cases: [(name: String, markdown: String)] = [
        ("header and rows", "| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\n"),
        ("alignments", "| l | c | r | n |\n| :--- | :---: | ---: | --- |\n| 1 | 2 | 3 | 4 |\n"),
        ("escaped pipes, in code spans too", "| op | code |\n| --- | --- |\n| or | `x \\| y` |\n| a\\|b | \\| |\n"),
        ("an escaped backslash before a pipe still escapes it", "| a\\\\| b | c |\n| --- | --- |\n| x \\\\\\| y | z |\n"),
        ("short rows padded, long rows cut", "| a | b | c |\n| --- | --- | --- |\n| 1 |\n| 1 | 2 | 3 | 4 |\n"),
        ("no outer pipes", "a | b\n--|--\nc | d\n"),
        ("header only", "| a | b |\n| --- | --- |\n"),
        ("empty cells", "| a |  | c |\n| --- | --- | --- |\n|  | x |  |\n"),
        ("inline markup", "| *em* | **strong** |\n| --- | --- |\n| [link](https://example.org/x?a=1&b=2) | ![img](https://example.org/i.png) |\n"),
        ("entities and HTML-looking text", "| a |\n| --- |\n| &amp; &lt;b&gt; 2 < 3 |\n"),
        ("a cell reading like a list or heading", "| a | b |\n| --- | --- |\n| 1\\. x | \\# y |\n"),
        ("between paragraphs", "Before.\n\n| a |\n| --- |\n| b |\n\nAfter.\n"),
        ("in a block quote", "> | a | b |\n> | --- | --- |\n> | 1 | 2 |\n"),
        ("in a list item", "1.  Item:\n\n    | a | b |\n    | --- | --- |\n    | 1 | 2 |\n"),
        ("not a table: delimiter count differs", "| a | b |\n| --- |\n| 1 | 2 |\n"),
        ("not a table: no delimiter row", "| a | b |\n| 1 | 2 |\n"),
        ("not a table: one line", "| a | b |\n"),
        ("a delimiter row of tabs, colons and no outer pipes", "a | b\n:-\t|\t-:\n1 | 2\n"),
        ("not a table: a letter in the delimiter row", "| a | b |\n| --- | -x- |\n| 1 | 2 |\n"),
        ("not a table: a delimiter row without dashes", "| a | b |\n| : | : |\n| 1 | 2 |\n"),
    ]

    @Test("blogkit's page HTML equals cmark-gfm's", arguments: cases.map(\.name))
    func sameAsCmarkGFM(name: String) throws {
        let markdown = try #require(Self.cases.first { $0.name == name }).markdown
        let ours = HTMLRenderer().render(markdown: markdown).html
        #expect(ours == (try Self.cmarkGFM(markdown)))
    }

    @Test("every simple table the converter writes as pipes renders as a table, cells as the archive's HTML has them")
    func convertedTablesRender() throws {
        let source = """
            <table><thead><tr><th>Operation</th><th align="right">Result</th></tr></thead>
            <tbody><tr><td><code>x | y</code></td><td>bitwise <em>or</em></td></tr>
            <tr><td><a href="https://example.org/a">a</a></td><td>&lt;tag&gt; &amp; \\ back|slash</td></tr></tbody></table>
            """
        let body = HTMLConverter().convert(html: source)
        #expect(body.markdown.hasPrefix("| Operation | Result |\n| --- | ---: |\n"))
        let page = HTMLRenderer().render(markdown: body.markdown).html
        #expect(page == (try Self.cmarkGFM(body.markdown)))
        #expect(page.contains("<td><code>x | y</code></td>"))
        #expect(page.contains(#"<td align="right">&lt;tag&gt; &amp; \ back|slash</td>"#))
        #expect(page.contains(#"<td><a href="https://example.org/a">a</a></td>"#))
    }

    @Test("links and images inside a pipe table go through the hooks and the URL policy")
    func hooksInCells() {
        var links: [String] = []
        let markdown = "| a | b |\n| --- | --- |\n| [x](https://example.org/p/) | [bad](javascript:alert(1)) |\n| ![i](https://example.org/i.png) | <b onclick=\"x()\">raw</b> |\n"
        let rendered = HTMLRenderer(link: { url in
            links.append(url)
            return "../p/index.html"
        }).render(markdown: markdown)
        #expect(links == ["https://example.org/p/"])
        #expect(rendered.html.contains(#"<td><a href="../p/index.html">x</a></td>"#))
        #expect(rendered.html.contains(#"<td><a href="">bad</a></td>"#))
        #expect(rendered.html.contains("&lt;b onclick=&quot;x()&quot;&gt;raw&lt;/b&gt;"))
        #expect(rendered.images == ["https://example.org/i.png"])
    }

    /// `markdown` rendered by the `cmark-gfm` command with the table extension.
    static func cmarkGFM(_ markdown: String) throws -> String {
        let path = "/usr/bin/cmark-gfm"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CmarkGFMMissing()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--extension", "table"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitForExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    struct CmarkGFMMissing: Error, CustomStringConvertible {
        var description: String { "/usr/bin/cmark-gfm is missing: `make test` installs Debian's cmark-gfm" }
    }
}
