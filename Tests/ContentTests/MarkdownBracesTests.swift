import Content
import Foundation
import Testing

/// Braces in a post's text are escaped for the generators that read `{...}` as attributes, and
/// the escaped Markdown renders exactly as the original does.
@Suite struct MarkdownBracesTests {
    static let cases = [
        (#"## Hi {style="position:fixed;inset:0"}"#, #"## Hi \{style="position:fixed;inset:0"\}"#),
        ("## Use `{x}` here {.c}", "## Use `{x}` here \\{.c\\}"),
        ("Setext {.d}\n---", "Setext \\{.d\\}\n---"),
        ("para\\\n{.blue}", "para\\\n\\{.blue\\}"),
        ("> quote\n> {: .q}", "> quote\n> \\{: .q\\}"),
        ("- item *em*{: style=\"x\"}\n  {::nomarkdown}", "- item *em*\\{: style=\"x\"\\}\n  \\{::nomarkdown\\}"),
        ("a ``x `{` y`` b {", "a ``x `{` y`` b \\{"),
        ("a `x\n{y}` b", "a `x\n{y}` b"),
        ("a `` ` `` {b} ` ``` c", "a `` ` `` \\{b\\} ` ``` c"),
        ("\\`{a}` and \\``{b}`", "\\`\\{a\\}` and \\``{b}`"),
        ("[{a}](https://x.com/{a} \"t{'\") ![{b}](<a b{>)", "[\\{a\\}](https://x.com/{a} \"t{'\") ![\\{b\\}](<a b{>)"),
        ("<https://x.com/{a}> <a href=\"{b}\" title='>{'>c</a> {d}", "<https://x.com/{a}> <a href=\"{b}\" title='>{'>c</a> \\{d\\}"),
        ("already \\{ escaped \\}", "already \\{ escaped \\}"),
        ("```\n{code}\n```\n\n    {indented}\n\n<div>{html}</div>\n\n{text}", "```\n{code}\n```\n\n    {indented}\n\n<div>{html}</div>\n\n\\{text\\}"),
        ("crlf\r\n{a}\r\n\r\n# {b}", "crlf\r\n\\{a\\}\r\n\r\n# \\{b\\}"),
        ("nul \u{0} {a}", "nul \u{FFFD} \\{a\\}"),
        ("no braces", "no braces"),
    ]

    @Test(arguments: cases)
    func bracesInTextAreEscaped(markdown: String, expected: String) {
        #expect(MarkdownBraces.escaped(markdown) == expected)
    }

    /// Every fixture post, converted, and each of the cases above renders to the same HTML with
    /// its braces escaped; the code is byte for byte the same.
    @Test func escapingChangesNoRenderedPage() throws {
        let root = try #require(Fixtures.directory)
        var sources: [String] = []
        for folder in ["posts", "real", "listings", "wordpress"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".html") {
                sources.append(HTMLConverter().convert(html: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)).markdown)
            }
        }
        sources.append(HTMLConverter().convert(html: """
            <h2>Hi {style="x"}</h2><p>a <code>{b}</code> <a href="https://x.com/?q={c}">{d}</a> <em>e</em>{: .f}</p>
            <ul><li><p>{g}</p><blockquote><p>h<br>{.i}</p></blockquote></li></ul><table><tr><td>{j}</td></tr></table>
            """).markdown)
        sources += Self.cases.map(\.0)
        var changed = 0
        for markdown in sources {
            let escaped = MarkdownBraces.escaped(markdown)
            if escaped != markdown { changed += 1 }
            #expect(HTMLRenderer().render(markdown: escaped).html == HTMLRenderer().render(markdown: markdown).html, "\(markdown)")
            #expect(MarkdownCode.literals(in: escaped) == MarkdownCode.literals(in: markdown))
        }
        #expect(changed >= Self.cases.count - 2)
    }
}
