extension DOMNode {
    /// The language a class word names beside a highlighter's marker class (`hljs elixir`,
    /// `highlight objective_c`, `sourceCode haskell`), nil unless the element has one of `markers`.
    /// `last` takes the last such word, for highlighters that put the language after their options.
    func classLanguage(beside markers: [String], last: Bool = false) -> String? {
        guard markers.contains(where: hasClass) else { return nil }
        let names = classes.filter { !markers.contains(String($0)) }.compactMap { LanguageName.normalized(String($0)) }
        return last ? names.last : names.first
    }

    /// The first class word that is a known language name (`<pre class="python">`), for classes
    /// no marker says name a language.
    var knownClassLanguage: String? {
        classes.lazy.compactMap { LanguageName.known(String($0)) }.first
    }

    /// The first known language name among the bare class words of this `<pre>`, else of its
    /// `<code>` children (`<pre><code class='bash'>`, Octopress and kramdown's `{: .ruby}`): the
    /// last resort of highlighters whose own markers name no language.
    var knownCodeClassLanguage: String? {
        knownClassLanguage ?? elementChildren.lazy.filter { $0.name == "code" }.compactMap(\.knownClassLanguage).first
    }
}
