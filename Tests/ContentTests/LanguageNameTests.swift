import Content
import Testing

/// Language names normalized to one vocabulary, whatever the highlighter called them.
@Suite struct LanguageNameTests {
    static let table: [(spelled: String, normalized: String?)] = [
        ("objc", "objc"), ("Objective-C", "objc"), ("obj-c", "objc"), ("objectivec", "objc"), ("m", "objc"),
        ("swift", "swift"), ("Python", "python"), ("py", "python"),
        ("javascript", "javascript"), ("js", "javascript"), ("jscript", "javascript"), ("ecmascript", "javascript"), ("node", "javascript"),
        ("typescript", "typescript"), ("ts", "typescript"), ("php", "php"), ("ruby", "ruby"), ("rb", "ruby"),
        ("go", "go"), ("golang", "go"), ("c", "c"), ("cpp", "cpp"), ("c++", "cpp"), ("cxx", "cpp"), ("cc", "cpp"),
        ("csharp", "csharp"), ("c#", "csharp"), ("cs", "csharp"), ("java", "java"),
        ("sql", "sql"), ("mysql", "sql"), ("tsql", "sql"), ("plsql", "sql"),
        ("shell", "shell"), ("bash", "shell"), ("sh", "shell"), ("zsh", "shell"), ("console", "shell"), ("shell-session", "shell"),
        ("xml", "xml"), ("html", "html"), ("xhtml", "html"), ("css", "css"), ("json", "json"), ("yaml", "yaml"), ("yml", "yaml"),
        ("perl", "perl"), ("lua", "lua"), ("rust", "rust"), ("kotlin", "kotlin"), ("scala", "scala"), ("diff", "diff"),
        ("objective_c", "objc"), ("py3", "python"),
        ("scss", "scss"), ("less", "less"), ("Elixir", "elixir"), ("brainfuck", "brainfuck"), ("f#", "f#"),
        ("text", nil), ("plain", nil), ("none", nil), ("highlight", nil), ("linenums", nil), ("", nil),
    ]

    @Test(arguments: zip(table.map(\.spelled), table.map(\.normalized)))
    func normalized(spelled: String, expected: String?) {
        let body = HTMLConverter().convert(html: "<pre lang=\"\(spelled)\">x</pre>")
        #expect(body.code.first?.language == expected)
        #expect(body.markdown == "``` \(expected ?? "")".trimmingSpaces + "\nx\n```\n")
    }
}
