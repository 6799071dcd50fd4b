/// One vocabulary for code languages, whatever the highlighter called them.
enum LanguageName {
    /// The normalized name of `raw` (`Objective-C`, `obj-c`, `m` → `objc`), nil for plain text and
    /// for names outside the vocabulary.
    static func normalized(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let isNoise: (Character) -> Bool = { $0.isWhitespace || $0 == "\"" || $0 == "'" }
        let key = raw.trimming(where: isNoise).lowercased()
        return aliases[key]
    }

    private static let canonical: [String: [String]] = [
        "objc": ["objc", "objective-c", "obj-c", "objectivec", "objective_c", "m", "mm", "objc++", "objective-c++", "objectivecpp"],
        "swift": ["swift"],
        "python": ["python", "py", "python3", "py3", "python2", "pycon", "ipython"],
        "javascript": ["javascript", "js", "jscript", "ecmascript", "node", "nodejs", "jsx", "mjs"],
        "typescript": ["typescript", "ts", "tsx"],
        "php": ["php", "php3", "php4", "php5", "php7", "php8", "html+php"],
        "ruby": ["ruby", "rb", "irb", "erb"],
        "go": ["go", "golang"],
        "c": ["c", "h"],
        "cpp": ["cpp", "c++", "cxx", "cc", "hpp", "hxx"],
        "csharp": ["csharp", "c#", "cs", "c-sharp"],
        "java": ["java"],
        "sql": ["sql", "mysql", "tsql", "t-sql", "plsql", "pl/sql", "pgsql", "postgresql", "postgres", "sqlite", "psql", "oracle"],
        "shell": ["shell", "bash", "sh", "zsh", "ksh", "console", "shell-session", "shellsession", "terminal", "fish", "csh", "tcsh"],
        "xml": ["xml", "xsl", "xslt", "xsd", "plist", "svg", "rss", "atom", "xaml", "wsdl"],
        "html": ["html", "xhtml", "html5", "htm"],
        "css": ["css", "scss", "sass", "less"],
        "json": ["json", "jsonc", "json5"],
        "yaml": ["yaml", "yml"],
        "perl": ["perl", "pl", "pm"],
        "lua": ["lua"],
        "rust": ["rust", "rs"],
        "kotlin": ["kotlin", "kt", "kts"],
        "scala": ["scala"],
        "diff": ["diff", "patch", "udiff"],
    ]

    private static let aliases: [String: String] = {
        var table: [String: String] = [:]
        for (name, spellings) in canonical {
            for spelling in spellings { table[spelling] = name }
        }
        return table
    }()
}
