import Content
import Testing

/// Every size a `srcset` lists (of `<img>` and `<source>`, lazy `data-srcset` too), absolute and
/// checked, for `blogkit media` to find a resized copy's upload (real markup: `Fixtures/lazy`).
@Suite struct ImageSourceSetTests {
    @Test func everyCandidateOfEverySourceSet() throws {
        let html = try Fixtures.text("lazy/wp-rocket.html")
        let urls = ImageSourceSets.urls(inHTML: html, baseURL: nil)
        let uploads = "http://wordpress.test/wp-content/uploads/2013/03/"
        #expect(urls.filter { $0.hasPrefix(uploads + "image-alignement-580x300-1") } == [
            uploads + "image-alignement-580x300-1.jpg", uploads + "image-alignement-580x300-1-510x264.jpg",
            uploads + "image-alignement-580x300-1-300x155.jpg", uploads + "image-alignement-580x300-1-20x10.jpg",
        ])
        // The gravatar's `2x` candidate, on the lazy image and on its `<noscript>` twin.
        #expect(urls.filter { $0.hasSuffix("at_2x.png") }.count == 2)
    }

    @Test func lazyAndRelativeCandidatesAreResolved() throws {
        let html = try Fixtures.text("lazy/lazysizes.html")
        let urls = ImageSourceSets.urls(inHTML: html, baseURL: "https://example.com/blog/post/")
        #expect(urls.contains("https://farm5.staticflickr.com/4078/5441060528_31db7838ba_b.jpg"))
        #expect(urls.allSatisfy { $0.hasPrefix("http") })
        #expect(ImageSourceSets.urls(inHTML: "<img srcset=\"javascript:alert(1) 1x, /a.png 2x\">", baseURL: "https://example.com/")
            == ["https://example.com/a.png"])
    }
}
