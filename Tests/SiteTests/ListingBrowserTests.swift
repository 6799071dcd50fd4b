import Archive
import Foundation
import Testing

/// The single sign-on post's Objective-C listings in headless Chromium: highlighted by
/// highlight.js, and each copy button copies exactly the code the archive keeps.
@Suite("Listings in a browser", .enabled(if: !Browser.skipped, "\(Browser.skipVariable)=1"))
struct ListingBrowserTests {
    @Test("listings are highlighted, and each copy button copies the code byte for byte as archived")
    func highlightedAndCopied() throws {
        let browser = try Browser.find()
        let site = try ImportedSite()
        let post = try #require(try site.archive.posts().first { $0.link?.contains("single-sign-on") == true })
        let listings = try browser.copyListings(on: site.output.appendingPathComponent(SampleSite.singleSignOnPage))
        #expect(listings.count == post.code.count && listings.count == 7)
        for (listing, archived) in zip(listings, post.code) {
            #expect(listing.className.hasPrefix("language-objc"))
            #expect(listing.highlightSpans > 0, "highlight.js marked the tokens up")
            #expect(listing.copied == listing.text, "the button copies the code's text content")
            #expect(listing.text == archived.code, "the code's text content is the archived listing, byte for byte")
        }
    }
}
