/// Labels code listings with their language: cmark renders a fenced block as
/// `<pre><code class="language-objc">`; each such block is wrapped in
/// `<figure class="listing"><figcaption>Objective-C</figcaption>…</figure>`.
enum CodeLabels {
    private static let opening = "<pre><code class=\"language-"
    private static let closing = "</code></pre>"

    /// Names readers know, for the language identifiers Content produces.
    private static let names: [String: String] = [
        "objc": "Objective-C", "objective-c": "Objective-C", "swift": "Swift", "c": "C", "cpp": "C++",
        "csharp": "C#", "java": "Java", "javascript": "JavaScript", "js": "JavaScript",
        "typescript": "TypeScript", "python": "Python", "ruby": "Ruby", "php": "PHP", "go": "Go",
        "rust": "Rust", "shell": "Shell", "bash": "Bash", "sh": "Shell", "sql": "SQL", "html": "HTML",
        "xml": "XML", "css": "CSS", "json": "JSON", "yaml": "YAML", "perl": "Perl", "kotlin": "Kotlin",
        "scala": "Scala", "haskell": "Haskell", "lua": "Lua", "r": "R", "diff": "Diff", "plist": "Property list",
        "actionscript": "ActionScript", "vb": "Visual Basic", "powershell": "PowerShell", "text": "Text",
    ]

    /// The reader-facing name of a language identifier (`objc` -> `Objective-C`).
    static func name(of language: String) -> String {
        names[language.lowercased()] ?? language
    }

    /// `html` with every fenced code block that names a language wrapped in a labelled figure.
    static func label(_ html: String) -> String {
        guard html.contains(opening) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + 256)
        var rest = html[...]
        while let start = rest.range(of: opening),
            let quote = rest[start.upperBound...].firstIndex(of: "\""),
            let end = rest[quote...].range(of: closing)
        {
            let language = String(rest[start.upperBound..<quote])
            result += rest[..<start.lowerBound]
            result += "<figure class=\"listing\"><figcaption>\(name(of: language))</figcaption>"
            result += rest[start.lowerBound..<end.upperBound]
            result += "</figure>"
            rest = rest[end.upperBound...]
        }
        result += rest
        return result
    }
}
