import Foundation

/// A feedparser check blogkit disagrees with on purpose, and why: listed, with its reason, in the
/// fixtures' README (section "Deliberate disagreements"), one line each:
/// `` - `wellformed/rss/entity_in_doctype.xml` (check 2): reason ``.
struct DeliberateDisagreement {
    /// The fixture, under `Fixtures/feedparser`.
    let file: String
    /// The conjunct of its `Expect:` line, counted from 1.
    let check: Int
    let reason: String

    /// "file (check n)", as the agreement test names a check.
    var name: String { "\(file) (check \(check))" }

    private static let line = try! NSRegularExpression(pattern: #"^- `([^`]+)` \(check (\d+)\): (.+)$"#, options: .anchorsMatchLines)

    /// The disagreements `readme` lists.
    static func listed(in readme: String) -> [DeliberateDisagreement] {
        let text = readme as NSString
        return line.matches(in: readme, range: NSRange(location: 0, length: text.length)).compactMap { match in
            guard let check = Int(text.substring(with: match.range(at: 2))) else { return nil }
            return DeliberateDisagreement(
                file: text.substring(with: match.range(at: 1)), check: check, reason: text.substring(with: match.range(at: 3)))
        }
    }

    /// The disagreements listed in `Fixtures/feedparser/README.md`.
    static func all() throws -> [DeliberateDisagreement] {
        listed(in: try String(contentsOfFile: Fixture.path("feedparser/README.md"), encoding: .utf8))
    }
}
