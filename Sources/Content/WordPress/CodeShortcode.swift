/// The WordPress shortcodes whose content is code, kept as written: `[sourcecode]`, `[source]`,
/// `[code]` (language in a `language` or `lang` attribute) and the language shortcodes of
/// SyntaxHighlighter Evolved (`[php]`, `[python]`…, the language being the name). The one list
/// that the classic editor's paragraphs (``AutoParagraph``), the expansion of the other
/// shortcodes (``WordPressShortcodes``) and the listings left raw in a body (`Shortcode`) keep
/// their hands off.
enum CodeShortcode {
    /// Every name, lowercased.
    static let names: Set<String> = [
        "sourcecode", "source", "code", "as3", "actionscript3", "bash", "shell", "c", "cpp", "c-sharp",
        "csharp", "css", "delphi", "diff", "patch", "erlang", "groovy", "go", "golang", "html", "java",
        "javafx", "js", "jscript", "javascript", "json", "kotlin", "lua", "objc", "perl", "pl", "php",
        "plain", "text", "powershell", "ps", "py", "python", "ruby", "rb", "rails", "rust", "scala",
        "sql", "swift", "typescript", "ts", "vb", "vbnet", "xml", "xhtml", "xslt", "yaml",
    ]

    /// The names that say nothing of the language: it is in their attributes, if anywhere.
    static let generic: Set<String> = ["sourcecode", "source", "code"]

    /// The language the shortcode `name` (any case) stands for when its attributes give none:
    /// its own name (`[php]`), or nil for a generic one (`[code]`).
    static func language(ofName name: String) -> String? {
        generic.contains(name.lowercased()) ? nil : name
    }
}
