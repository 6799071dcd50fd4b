/// Signs of languages ``LanguageDetector`` does not name but that look like one it does:
/// TypeScript and Reason like JavaScript, Elixir like Ruby. A sign rules out the language it
/// mimics; a sign of a language that borrows from several named ones (Rust, Swift, Objective-C,
/// PHP, a diff, a Dockerfile, Lisp, TOML) rules out every answer.
enum ForeignEvidence {
    /// What the text's foreign signs rule out.
    enum Verdict: Equatable {
        /// Some of the named languages (none when the text shows no foreign sign).
        case languages(Set<String>)
        /// Every answer: the text is in a language the detector does not name.
        case everything
    }

    /// The languages `listing` cannot be in, judging by signs of other languages.
    static func verdict(on listing: ListingLines) -> Verdict {
        if listing.lines.contains(where: { isUnnamedLanguage($0) || rustOrSwift($0) }) || isLisp(listing) || isTOML(listing) || isDiff(listing) {
            return .everything
        }
        var excluded: Set<String> = []
        for line in listing.lines {
            if typeScriptOrReason(line) { excluded.insert("javascript") }
            if elixir(line) { excluded.insert("ruby") }
        }
        return .languages(excluded)
    }

    /// Diffs, Dockerfiles, PHP, Perl, Kotlin, Vim script, Lua.
    private static func isUnnamedLanguage(_ line: ListingLines.Line) -> Bool {
        let word = line.firstWord
        return ["fun", "val", "my", "nnoremap", "noremap", "inoremap", "autocmd", "endfunction", "RUN", "COPY", "WORKDIR", "ENTRYPOINT"].contains(word)
            || line.starts(with: "<?php", "$this->", "diff --git", "@@ ", "--- a/", "+++ b/", "let g:", "use strict")
            || word == "local" && line.has(" = ") || line.ends(with: " then") && !line.ends(with: "; then")
    }

    /// A diff, with or without its header: two lines or more that start with a single `+`.
    private static func isDiff(_ listing: ListingLines) -> Bool {
        listing.count { $0.text.hasPrefix("+") && !$0.text.hasPrefix("++") } >= 2
    }

    /// Lisp and Clojure: half the lines or more open a parenthesis.
    private static func isLisp(_ listing: ListingLines) -> Bool {
        listing.text.hasPrefix("(") && listing.count { $0.text.hasPrefix("(") } * 2 >= listing.lines.count
    }

    /// TOML and INI: a `[section]` line and `key = value` lines.
    private static func isTOML(_ listing: ListingLines) -> Bool {
        listing.lines.contains { $0.text.hasPrefix("[") && $0.text.hasSuffix("]") && $0.text.dropFirst().first?.isLetter == true }
            && listing.lines.contains { $0.firstWord.allSatisfy(\.isIdentifier) && $0.secondWord == "=" }
    }

    /// Type annotations, `interface`, `type X =`, `as` casts; Reason's pattern arms, `++`,
    /// labelled arguments and pipes.
    private static func typeScriptOrReason(_ line: ListingLines.Line) -> Bool {
        let word = line.firstWord
        return line.has(": string", ": number", ": boolean", ": any", ": void", ": Promise<", " as string", " as const", "import type ", "export type ")
            || (word == "interface" || word == "enum") && line.ends(with: "{") || word == "type" && line.has(" = ")
            || line.text.hasPrefix("| ") && line.has("=>") || line.has(" ++ ", "(~", "Js.log") || line.text.hasPrefix("~")
            || line.text.hasPrefix("|> ") || line.has(" |> ")
    }

    private static func elixir(_ line: ListingLines.Line) -> Bool {
        ["defmodule", "defp", "defmacro"].contains(line.firstWord) || line.has(" |> ", "IO.puts", "IO.inspect", " do:", "%{")
            || line.has("fn ") && line.has(" ->") || line.firstWord == "def" && line.ends(with: " do")
    }

    /// Rust, Swift and Objective-C.
    private static func rustOrSwift(_ line: ListingLines.Line) -> Bool {
        let word = line.firstWord
        return ["fn", "impl", "pub", "guard", "mod", "trait"].contains(word) || (word == "func" && line.has("->"))
            || line.starts(with: "#[", "#![", "async fn ", "#import ", "@interface", "@implementation", "@property", "@end")
            || line.starts(with: "- (", "+ (", "[super ", "[self ")
            || word == "use" && line.has("::") || line.has("NSString", "NSLog(", " alloc]", "@selector(")
            || line.has("let mut ", "println!", "&str", "unwrap()", "if let ", "@IBOutlet", "override func", "import UIKit", "import SwiftUI")
    }
}
