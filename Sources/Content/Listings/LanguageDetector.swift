/// Names the language of a listing that states none, from its text alone, or says nothing.
///
/// It answers for the languages blog listings are most often in: `shell` (commands and `$ `
/// sessions), `python`, `javascript`, `json`, `html`, `xml`, `yaml`, `sql`, `ruby`, `go`, and
/// `c`, `cpp`, `java` and `csharp` only on a sign one of them alone writes. Every answer is a
/// canonical name of ``LanguageName``. Its evidence is simple and explainable:
/// 1. a shebang (`#!/bin/bash`, `#!/usr/bin/env python3`) names the interpreter;
/// 2. formats that a whole text proves: JSON that parses, markup from first to last character,
///    YAML's `key: value` lines throughout (``DataFormatEvidence``);
/// 3. otherwise each line scores for each language (``ScriptEvidence``, ``BraceEvidence``,
///    ``CFamilyEvidence``), and the best language wins only with at least ``minimumScore`` and
///    twice the score of the next: a close call, or a sign of a language it does not name
///    (``ForeignEvidence``: TypeScript, Elixir, Rust…), gives nil.
///
/// An answer is a guess, never a stated language: ``CodeListing`` keeps it apart.
public enum LanguageDetector {
    /// Least score a language needs to be named: one strong sign, or a good one and a weak one.
    static let minimumScore = 3

    /// Longest text examined: a longer listing is judged by its beginning.
    static let examinedLength = 20_000

    /// The canonical name of the language `code` is written in, nil when unsure.
    public static func language(of code: String) -> String? {
        let listing = ListingLines(String(code.prefix(examinedLength)))
        guard let first = listing.lines.first else { return nil }
        if first.text.hasPrefix("#!") { return interpreter(first.text) }
        if let format = DataFormatEvidence.json(listing) ?? DataFormatEvidence.markup(listing) ?? DataFormatEvidence.yaml(listing) {
            return format
        }
        guard case .languages(let excluded) = ForeignEvidence.verdict(on: listing) else { return nil }
        return winner(of: scores(listing).filter { !excluded.contains($0.key) })
    }

    /// Each language's total over the lines.
    static func scores(_ listing: ListingLines) -> [String: Int] {
        var scores: [String: Int] = [:]
        for line in listing.lines where !line.isComment {
            for language in scoredLanguages {
                let score = evidence(for: language, line)
                if score > 0 { scores[language, default: 0] += score }
            }
        }
        return scores
    }

    /// The best-scoring language when it scores ``minimumScore`` or more and twice the next.
    private static func winner(of scores: [String: Int]) -> String? {
        let ranked = scores.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }
        guard let best = ranked.first, best.value >= minimumScore else { return nil }
        let next = ranked.dropFirst().first?.value ?? 0
        return best.value >= 2 * next && best.value > next + 1 ? best.key : nil
    }

    /// The language a shebang line runs: `#!/bin/bash`, `#!/usr/bin/env python3 -u`.
    private static func interpreter(_ shebang: Substring) -> String? {
        let words = shebang.dropFirst(2).split(separator: " ")
        guard var program = words.first?.split(separator: "/").last else { return nil }
        if program == "env", words.count > 1 { program = words[1] }
        let name = program.prefix { $0.isLetter }
        switch name {
        case "sh", "bash", "zsh", "ksh", "dash", "fish": return "shell"
        case "python", "ruby", "node": return LanguageName.normalized(String(name))
        default: return nil
        }
    }

    /// The languages scored line by line.
    private static let scoredLanguages = ["shell", "python", "ruby", "javascript", "go", "sql", "c", "cpp", "java", "csharp"]

    private static func evidence(for language: String, _ line: ListingLines.Line) -> Int {
        switch language {
        case "shell": ScriptEvidence.shell(line)
        case "python": ScriptEvidence.python(line)
        case "ruby": ScriptEvidence.ruby(line)
        case "javascript": BraceEvidence.javascript(line)
        case "go": BraceEvidence.go(line)
        case "sql": BraceEvidence.sql(line)
        case "c": CFamilyEvidence.c(line)
        case "cpp": CFamilyEvidence.cpp(line)
        case "java": CFamilyEvidence.java(line)
        case "csharp": CFamilyEvidence.csharp(line)
        default: 0
        }
    }
}
