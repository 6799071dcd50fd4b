import Foundation
import Content
import Testing

/// Measured fidelity on every sample post: the words a browser shows of the original HTML are
/// kept in order in the rendered `html`, and every code listing is the original `<pre>` text.
@Suite struct FidelityTests {
    static let slugs = (try? Fixtures.postSlugs()) ?? []

    @Test(arguments: slugs)
    func wordsAreKeptInOrder(slug: String) throws {
        let browser = BrowserText(html: try Fixtures.post(slug)).words
        let body = HTMLConverter(baseURL: "http://nathanhjones.com/").convert(html: try Fixtures.post(slug))
        let rendered = BrowserText(html: body.html).words
        // Double escaping undone (`&amp;` a reader saw where the author typed `&`) is a fix, not a loss.
        let original = browser.map { Substring($0.replacingOccurrences(of: "&amp;", with: "&")) }
        let lost = rendered.difference(from: original).removals.count
        let lostVerbatim = rendered.difference(from: browser).removals.count
        let kept = Double(original.count - lost) / Double(original.count)
        print("fidelity \(slug): \(original.count - lost)/\(original.count) words kept in order "
            + "(\(String(format: "%.2f", kept * 100))%; \(lostVerbatim) differ from the verbatim page)")
        #expect(original.count > 100)
        #expect(kept >= 0.995)
    }

    @Test(arguments: slugs)
    func listingsAreTheOriginalPreText(slug: String) throws {
        let html = try Fixtures.post(slug)
        let expected = BrowserText(html: html).preformatted.map(Self.normalized)
        let body = HTMLConverter().convert(html: html)
        #expect(body.code.map(\.code) == expected)
    }

    /// The normalization a listing is allowed: GeSHi's no-break space alone on an empty line
    /// removed (the samples are GeSHi `<pre>`s, where any other no-break space is kept), the
    /// newline after `<pre>` and the line breaks at the end removed, and `&amp;` left by double
    /// escaping decoded.
    static func normalized(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 == "\u{A0}" ? "" : $0 }
        var code = Substring(lines.joined(separator: "\n").replacingOccurrences(of: "&amp;", with: "&"))
        while code.last == "\n" { code.removeLast() }
        if code.first == "\n" { code.removeFirst() }
        return String(code)
    }
}
