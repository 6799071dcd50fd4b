import Archive
import Foundation
import Testing

@Suite("What a person types becomes a quoted FTS5 expression")
struct SearchQueryTests {
    static let translations: [(typed: String, expression: String)] = [
        ("keychain", #""keychain""#),
        ("single sign-on", #""single" AND "sign-on""#),
        (#""single sign-on" pattern"#, #""single sign-on" AND "pattern""#),
        ("key*", #""key" *"#),
        (#""single sign"*"#, #""single sign" *"#),
        ("json OR xml", #"("json" OR "xml")"#),
        ("ios json OR xml parser", #""ios" AND ("json" OR "xml") AND "parser""#),
        ("a OR b OR c", #"("a" OR "b" OR "c")"#),
        ("enterprise -amazon", #"("enterprise") NOT "amazon""#),
        ("enterprise NOT amazon -cloud", #"(("enterprise") NOT "amazon") NOT "cloud""#),
        ("keychain AND sso", #""keychain" AND "sso""#),
        ("title:keychain", #"title : "keychain""#),
        ("code:NSLog", #"code : "NSLog""#),
        ("prose:token category:iOS categories:sso", #"prose : "token" AND categories : "iOS" AND categories : "sso""#),
        (#"title:"single sign-on""#, #"title : "single sign-on""#),
        ("code:NSJSON*", #"code : "NSJSON" *"#),
        ("ios -title:json", #"("ios") NOT title : "json""#),
        // Punctuation is literal: quoted, so the index tokenizer splits it like the text.
        ("NSString *", #""NSString""#),
        ("C++", #""C++""#),
        ("C++*", #""C++""#),
        (#"say "hi"#, #""say" AND "hi""#),
        (#"foo"bar"#, #""foo""bar""#),
        // A quote with a combining mark after it is one Character, and still a quote to FTS5.
        ("foo\"\u{301}bar", "\"foo\"\"\u{301}bar\""),
        ("http://example.com/a", #""http://example.com/a""#),
        ("unknown:column", #""unknown:column""#),
        ("title:", #""title:""#),
        ("title: keychain", #"title : "keychain""#),
        ("keychain title:", #""keychain""#),
        ("title: code:NSLog", #"code : "NSLog""#),
        ("(keychain)", #""(keychain)""#),
        ("kSecAttrAccessGroup", #""kSecAttrAccessGroup""#),
        // Operators with nothing to apply to are dropped, or are words when nothing else is searched.
        ("AND", #""AND""#),
        ("OR", #""OR""#),
        ("NOT", #""NOT""#),
        ("AND OR", #""AND" AND "OR""#),
        ("sso OR", #""sso""#),
        ("a AND", #""a""#),
        ("OR a", #""a""#),
        ("AND a OR OR b", #"("a" OR "b")"#),
        ("or and not", #""or" AND "and" AND "not""#),
        ("--verbose", #""--verbose""#),
        ("- dash", #""dash""#),
        ("x NOT", #""x""#),
        ("café", #""café""#),
        ("a\u{0}b\u{7}c", #""a" AND "b" AND "c""#),
    ]

    @Test(arguments: translations)
    func translates(typed: String, expression: String) throws {
        #expect(try SearchQuery(typed).matchExpression == expression)
    }

    static let refusals: [(typed: String, error: SearchError)] = [
        ("", .nothingToSearch),
        ("   \n\t ", .nothingToSearch),
        ("*", .nothingToSearch),
        ("( ) * -- \"\" \" ", .nothingToSearch),
        ("-fno-objc-arc", .onlyExclusions("-fno-objc-arc")),
        ("NOT keychain", .onlyExclusions("NOT keychain")),
        ("-a -b", .onlyExclusions("-a")),
        (Array(repeating: "word", count: 65).joined(separator: " "), .tooManyWords(count: 65, limit: 64)),
        ("\"" + Array(repeating: "word", count: 100).joined(separator: " ") + "\"", .tooManyWords(count: 100, limit: 64)),
        (String(repeating: "a ", count: 16_000), .tooLong(limit: 1000)),
        (String(repeating: "é", count: 1001), .tooLong(limit: 1000)),
    ]

    @Test(arguments: refusals)
    func refuses(typed: String, error: SearchError) {
        #expect(throws: error) { try SearchQuery(typed) }
    }

    @Test func quotingAnExclusionSearchesForIt() throws {
        #expect(try SearchQuery(#""-fno-objc-arc""#).matchExpression == #""-fno-objc-arc""#)
    }

    @Test func filtersAloneAreAQuery() throws {
        let query = try SearchQuery("", category: "iOS")
        #expect(query.matchExpression == nil)
        #expect(throws: SearchError.onlyExclusions("-x")) { try SearchQuery("-x", category: "iOS") }
    }

    @Test func pagingIsChecked() {
        #expect(throws: SearchError.outOfRange(name: "limit", value: 0, range: 1...1000)) {
            try SearchQuery("a", limit: 0)
        }
        #expect(throws: SearchError.outOfRange(name: "offset", value: -1, range: 0...1_000_000)) {
            try SearchQuery("a", offset: -1)
        }
    }

    @Test func everyErrorIsOneLine() {
        let errors: [SearchError] = Self.refusals.map(\.error) + [
            .invalidDate("2011-13"), .outOfRange(name: "limit", value: 0, range: 1...1000),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
    }
}

@Suite("Dates after --since and --until")
struct PartialDateTests {
    static func utc(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    @Test func yearMonthAndDaySpanTheirPeriod() throws {
        let year = try PartialDate("2011")
        #expect(year.start == (try Self.utc("2011-01-01T00:00:00Z")))
        #expect(year.end == (try Self.utc("2012-01-01T00:00:00Z")))
        let month = try PartialDate("2012-02")
        #expect(month.end == (try Self.utc("2012-03-01T00:00:00Z")))
        let day = try PartialDate("2011-12-31")
        #expect(day.start == (try Self.utc("2011-12-31T00:00:00Z")))
        #expect(day.end == (try Self.utc("2012-01-01T00:00:00Z")))
    }

    @Test(arguments: ["", "11", "2011-1", "2011-13", "2011-02-30", "2011/02", "+2011", "2011-02-03-04", "２０１１", "yesterday"])
    func rejects(text: String) {
        #expect(throws: SearchError.invalidDate(text)) { try PartialDate(text) }
    }
}
