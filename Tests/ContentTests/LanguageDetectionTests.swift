import Content
import Foundation
import Testing

/// Listings that state no language get one detected from their code, kept apart from the stated
/// one, and only when the detector is sure: measured on real listings whose language is known.
@Suite struct LanguageDetectionTests {
    /// A listing whose author stated its language.
    struct StatedListing: Decodable {
        let source: String
        let stated: String
        let code: String
    }

    /// Real listings with a stated language: the code samples of `Fixtures/detection` (sources in
    /// its README) and every listing of the converted fixture posts that states one.
    static func statedListings() throws -> [StatedListing] {
        let data = Data(try Fixtures.text("detection/stated-listings.json").utf8)
        var listings = try JSONDecoder().decode([StatedListing].self, from: data)
        let directory = try #require(Fixtures.directory)
        for folder in ["posts", "real", "listings"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            for name in names.sorted() where name.hasSuffix(".html") {
                let body = HTMLConverter().convert(html: try Fixtures.text("\(folder)/\(name)"))
                listings += body.code.compactMap { listing in
                    listing.language.map { StatedListing(source: "\(folder)/\(name)", stated: $0, code: listing.code) }
                }
            }
        }
        return listings
    }

    /// Hide each stated language, detect one from the code, compare. Precision counts the
    /// listings the detector named (right answers among answers); coverage, the share it named.
    @Test("at least 95% of detections are right on real listings whose language is stated")
    func precisionOnStatedListings() throws {
        var answered = 0, right = 0, total = 0
        var wrong: [String] = []
        for listing in try Self.statedListings() {
            guard let stated = LanguageName.normalized(listing.stated) else { continue }
            total += 1
            guard let detected = LanguageDetector.language(of: listing.code) else { continue }
            answered += 1
            if detected == stated { right += 1 } else { wrong.append("\(listing.source): \(stated) detected as \(detected)") }
        }
        let precision = Double(right) / Double(max(answered, 1)), coverage = Double(answered) / Double(max(total, 1))
        print("language detection: \(total) listings with a stated language, \(answered) answered "
            + "(coverage \(percent(coverage))), \(right) right (precision \(percent(precision)))")
        print(wrong.map { "  wrong: \($0)" }.joined(separator: "\n"))
        #expect(total >= 500)
        #expect(precision >= 0.95, "\(wrong.count) wrong")
        #expect(coverage >= 0.35)
    }

    private func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        let language: String?
        var testDescription: String { "\(language ?? "nil"): \(code.prefix(40))" }
    }

    static let cases: [Case] = [
        Case(code: "$ brew install postgresql\n$ brew services start postgresql", language: "shell"),
        Case(code: "#!/bin/bash\nset -e\nmake", language: "shell"),
        Case(code: "for f in *.csv; do\n  wc -l \"$f\"\ndone", language: "shell"),
        Case(code: "from flask import Flask\napp = Flask(__name__)", language: "python"),
        Case(code: ">>> import json\n>>> json.dumps([1, 2])\n'[1, 2]'", language: "python"),
        Case(code: "const express = require('express');\nconst app = express();", language: "javascript"),
        Case(code: "{\n  \"name\": \"blogkit\",\n  \"private\": true\n}", language: "json"),
        Case(code: "<!DOCTYPE html>\n<html><body><p>Hi</p></body></html>", language: "html"),
        Case(code: "<ul>\n  <li><a href=\"/\">Home</a></li>\n</ul>", language: "html"),
        Case(code: "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"></rss>", language: "xml"),
        Case(code: "<dependency>\n  <groupId>org.xerial</groupId>\n</dependency>", language: "xml"),
        Case(code: "#include <stdio.h>\n\nint main(void) {\n    printf(\"hi\\n\");\n    return 0;\n}", language: "c"),
        Case(code: "#include <iostream>\n\nint main() {\n    std::cout << \"hi\";\n}", language: "cpp"),
        Case(code: "public static void main(String[] args) {\n    System.out.println(\"hi\");\n}", language: "java"),
        Case(code: "using System;\n\nConsole.WriteLine(\"hi\");", language: "csharp"),
        Case(code: "class Post < ApplicationRecord\n  has_many :comments\nend", language: "ruby"),
        Case(code: "[1, 2].each do |n|\n  puts n\nend", language: "ruby"),
        Case(code: "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}", language: "go"),
        Case(code: "SELECT title, published\nFROM post\nWHERE kind = 'page';", language: "sql"),
        Case(code: "services:\n  db:\n    image: postgres:16\n    ports:\n      - \"5432:5432\"", language: "yaml"),
        // Unsure: shared syntax, other languages, prose.
        Case(code: "int x = 0;\nx++;", language: nil),
        Case(code: "function greet(name: string): string {\n  return `Hello ${name}`;\n}", language: nil),
        Case(code: "defmodule Greeter do\n  def hello, do: :world\nend", language: nil),
        Case(code: "fn main() {\n    println!(\"hi\");\n}", language: nil),
        Case(code: "Name: blogkit\nVersion: 1.0", language: nil),
        Case(code: "The quick brown fox jumps over the lazy dog.", language: nil),
        Case(code: "[1, 2, 3]", language: nil),
    ]

    @Test(arguments: cases)
    func detects(_ testCase: Case) {
        #expect(LanguageDetector.language(of: testCase.code) == testCase.language)
    }

    /// The stated language always wins and stays the only one the Markdown fence names; a
    /// listing that states none keeps a nil `language` and its guess apart.
    @Test func aDetectedLanguageIsKeptApartFromTheStatedOne() {
        let body = HTMLConverter().convert(html: """
            <pre>from pathlib import Path
            print(Path.cwd())</pre>
            <pre class="lang-ruby">from pathlib import Path</pre>
            <pre>just words</pre>
            """)
        #expect(body.code == [
            CodeListing(language: nil, code: "from pathlib import Path\nprint(Path.cwd())", detectedLanguage: "python"),
            CodeListing(language: "ruby", code: "from pathlib import Path"),
            CodeListing(language: nil, code: "just words"),
        ])
        #expect(!body.markdown.contains("python"))
        #expect(!body.html.contains("language-python"))
    }
}
