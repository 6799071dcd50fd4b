/// One vocabulary for code languages, whatever the highlighter called them: conversion names
/// listings with it, and the site labels them from the same table.
public enum LanguageName {
    /// Longest language name kept; a longer class word or attribute is not a language name.
    public static let maximumLength = 32

    /// The normalized name of `raw`: a known alias gives its canonical name (`Objective-C`,
    /// `obj-c`, `objective_c`, `m` → `objc`; `py3` → `python`; `bash`, `console` → `shell`), any
    /// other well-formed name is kept lowercased (`Elixir` → `elixir`). Nil for plain text (`text`,
    /// `none`), for class words that are not languages (`highlight`, `linenums`, `hljs`), and for
    /// names that are not well-formed (see ``isWellFormed(_:)``).
    public static func normalized(_ raw: String?) -> String? {
        guard let key = key(raw), !notLanguages.contains(key) else { return nil }
        if let name = aliases[key] { return name }
        return isWellFormed(key) ? key : nil
    }

    /// The canonical name of `raw` only when the table knows it: for a bare class word, which
    /// names a language only if it is one (`<pre class="python">`, not `<pre class="wp-block-code">`).
    static func known(_ raw: String?) -> String? {
        key(raw).flatMap { aliases[$0] }
    }

    /// The name readers know for a language (`objc` → `Objective-C`); an unknown name is shown as it is.
    public static func displayName(of language: String) -> String {
        known(language).flatMap { displayNames[$0] } ?? language
    }

    /// Every canonical name of the table.
    public static var canonicalNames: [String] { table.map(\.name) }

    /// True when `name` is 1 to ``maximumLength`` characters of ASCII lowercase letters, digits
    /// and `+ # - _ .`, with at least one letter: anything else (`{{lang}}`, `c c`) is not a name.
    static func isWellFormed(_ name: String) -> Bool {
        (1...maximumLength).contains(name.utf8.count)
            && name.utf8.allSatisfy { nameBytes.contains($0) || isLetter($0) || (0x30...0x39).contains($0) }
            && name.utf8.contains(where: isLetter)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    private static let nameBytes = Set("+#-_.".utf8)

    private static func key(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let isNoise: (Character) -> Bool = { $0.isWhitespace || $0 == "\"" || $0 == "'" }
        return raw.trimming(where: isNoise).lowercased()
    }

    /// Plain text, and class words highlighters put beside a language name, which are never one.
    private static let notLanguages: Set<String> = [
        "text", "plain", "plaintext", "txt", "none", "nohighlight", "no-highlight",
        "highlight", "hljs", "notranslate", "linenums", "line-numbers", "prettyprint", "prettyprinted",
        "sourcecode", "syntaxhighlighter", "nogutter", "collapsed", "chroma", "highlighter-rouge", "code",
    ]

    /// Canonical name, the name readers know, and every spelling highlighters use for it.
    private static let table: [(name: String, display: String, spellings: [String])] = [
        ("objc", "Objective-C", ["objective-c", "obj-c", "objectivec", "objective_c", "m", "mm", "objc++", "objective-c++", "objectivecpp"]),
        ("swift", "Swift", []),
        ("python", "Python", ["py", "python3", "py3", "python2", "pycon", "ipython", "ipython3"]),
        ("javascript", "JavaScript", ["js", "jscript", "ecmascript", "node", "nodejs", "jsx", "mjs"]),
        ("typescript", "TypeScript", ["ts", "tsx"]),
        ("php", "PHP", ["php3", "php4", "php5", "php7", "php8", "html+php"]),
        ("ruby", "Ruby", ["rb", "irb", "erb"]),
        ("go", "Go", ["golang"]),
        ("c", "C", ["h"]),
        ("cpp", "C++", ["c++", "cxx", "cc", "hpp", "hxx"]),
        ("csharp", "C#", ["c#", "cs", "c-sharp"]),
        ("java", "Java", []),
        ("sql", "SQL", ["mysql", "tsql", "t-sql", "plsql", "pl/sql", "pgsql", "postgresql", "postgres", "sqlite", "psql", "oracle"]),
        ("shell", "Shell", ["bash", "sh", "zsh", "ksh", "console", "shell-session", "shellsession", "terminal", "fish", "csh", "tcsh"]),
        ("xml", "XML", ["xsl", "xslt", "xsd", "plist", "svg", "rss", "atom", "xaml", "wsdl"]),
        ("html", "HTML", ["xhtml", "html5", "htm"]),
        ("css", "CSS", []),
        ("scss", "SCSS", ["sass"]),
        ("json", "JSON", ["jsonc", "json5"]),
        ("yaml", "YAML", ["yml"]),
        ("perl", "Perl", ["pl", "pm"]),
        ("lua", "Lua", []),
        ("rust", "Rust", ["rs"]),
        ("kotlin", "Kotlin", ["kt", "kts"]),
        ("scala", "Scala", []),
        ("diff", "Diff", ["patch", "udiff"]),
        ("haskell", "Haskell", ["hs"]),
        ("r", "R", ["rlang", "splus"]),
        ("powershell", "PowerShell", ["ps1", "posh", "pwsh"]),
        ("actionscript", "ActionScript", ["as3", "actionscript3"]),
        ("vb", "Visual Basic", ["vbnet", "vb.net"]),
        ("elixir", "Elixir", ["ex", "exs"]),
        ("erlang", "Erlang", ["erl"]),
        ("clojure", "Clojure", ["clj"]),
        ("dockerfile", "Dockerfile", ["docker"]),
        ("makefile", "Makefile", ["make", "mk"]),
        ("markdown", "Markdown", ["md"]),
        ("graphql", "GraphQL", ["gql"]),
        ("toml", "TOML", []),
        ("ini", "INI", []),
        ("vim", "Vim script", ["vimscript", "viml"]),
        ("julia", "Julia", ["jl"]),
        ("dart", "Dart", []),
        ("terraform", "Terraform", ["tf"]),
        ("hcl", "HCL", []),
        ("nginx", "nginx", []),
        ("less", "Less", []),
    ]

    private static let aliases: [String: String] = {
        var aliases: [String: String] = [:]
        for entry in table {
            for spelling in [entry.name] + entry.spellings { aliases[spelling] = entry.name }
        }
        return aliases
    }()

    private static let displayNames = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0.display) })
}
