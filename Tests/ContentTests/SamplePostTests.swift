import Foundation
import Content
import Testing

/// Facts about the sample feeds' posts, checked through the public converter.
@Suite struct SamplePostTests {
    static let baseURL = "http://nathanhjones.com/"

    @Test func singleSignOnPostHasSevenObjectiveCListings() throws {
        let body = HTMLConverter(baseURL: Self.baseURL)
            .convert(html: try Fixtures.post("a-single-sign-on-pattern-for-enterprise-ios-applications"))
        #expect(body.code.count == 7)
        #expect(body.code.allSatisfy { $0.language == "objc" })
        #expect(body.code.first?.code.hasPrefix("#define kmSSOKeychainGroup @\"3Q4M6DQ9WM.mSSO\"\n") == true)
        #expect(body.markdown.components(separatedBy: "``` objc\n").count - 1 == 7)
    }

    @Test func jsonPostHasFourObjectiveCListingsWithDoubleEscapingUndone() throws {
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: try Fixtures.post("getting-started-with-json-in-ios"))
        #expect(body.code.count == 4)
        #expect(body.code.allSatisfy { $0.language == "objc" })
        #expect(body.code[0].code.contains("error:&writeError];"))
        #expect(!body.code.contains { $0.code.contains("&amp;") || $0.code.contains("\u{A0}") })
    }

    @Test func sampleFeedsHoldElevenListings() throws {
        let listings = try Fixtures.postSlugs().flatMap { slug in
            HTMLConverter(baseURL: Self.baseURL).convert(html: try Fixtures.post(slug)).code
        }
        #expect(listings.count == 11)
        #expect(Set(listings.map(\.language)) == ["objc"])
    }

    @Test(arguments: (try? Fixtures.postSlugs()) ?? [])
    func markdownIsClean(slug: String) throws {
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: try Fixtures.post(slug))
        let lines = Self.outsideFences(body.markdown).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.last == " " || $0.last == "\t" }, "trailing whitespace outside code")
        #expect(!Self.outsideFences(body.markdown).contains("\n\n\n"), "run of blank lines")
        #expect(!body.markdown.contains("&#"), "entity left escaped")
        #expect(!body.markdown.contains("&nbsp;") && !body.markdown.contains("\u{A0}"), "no-break space")
        #expect(!body.markdown.contains("<span") && !body.markdown.contains("<p>"), "raw HTML")
        #expect(!body.text.isEmpty && !body.text.contains("NSLog"), "code in prose text")
        #expect(!body.html.contains("href=\"\"") && !body.html.contains("src=\"\""), "URL lost in the rendering")
    }

    @Test func linksAreAbsoluteAndUnique() throws {
        let body = HTMLConverter(baseURL: Self.baseURL).convert(html: try Fixtures.post("getting-started-with-json-in-ios"))
        #expect(body.links.first == "http://blogs.captechconsulting.com/blog/nathan-jones/getting-started-json-ios5")
        #expect(body.links.contains("https://github.com/stig/json-framework"))
        #expect(Set(body.links).count == body.links.count)
    }

    /// The Markdown without the content of fenced code blocks (code may hold blank-line runs).
    static func outsideFences(_ markdown: String) -> String {
        var inFence = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
                return true
            }
            return !inFence
        }.joined(separator: "\n")
    }
}
