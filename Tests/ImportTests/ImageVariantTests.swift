import Import
import Testing

/// Resized copies WordPress served, found by their URLs (real ones, from the exports and feeds
/// of `Tests/BlogKitCLITests/Fixtures/variants/README.md`), and the upload each shows.
@Suite struct ImageVariantTests {
    static let uploads = "http://nathanhjones.com/wp-content/uploads/2011/11/"
    static let theme = "https://wpthemetestdata.files.wordpress.com/"

    /// A size beside its upload in the same folder maps to it when the archive knows the upload:
    /// here the post links the copy to it, as WordPress does by default.
    @Test func aSizeMapsToTheUploadAPostLinksTo() {
        let originals = ImageOriginals(attachments: [], others: [Self.uploads + "app1.png"])
        let found = originals.original(of: Self.uploads + "app1-300x136.png")
        #expect(found?.url == Self.uploads + "app1.png")
        #expect(found?.size == .box(width: 300, height: 136))
        // Without the upload known, the name alone is not enough: the file may be named so.
        #expect(ImageOriginals(attachments: [], others: []).original(of: Self.uploads + "app1-300x136.png") == nil)
    }

    /// An attachment is an upload, whatever its name (the theme unit test's `image-alignment-300x200.jpg`).
    @Test func anAttachmentIsNeverACopy() {
        let aligned = Self.theme + "2013/03/image-alignment-300x200.jpg"
        let originals = ImageOriginals(attachments: [aligned], others: [Self.theme + "2013/03/image-alignment.jpg"])
        #expect(originals.original(of: aligned) == nil)
        #expect(originals.original(of: Self.theme + "2013/03/image-alignment-150x150.jpg")?.url
            == Self.theme + "2013/03/image-alignment.jpg")
    }

    /// An upload a post shows too is downloaded at the URL the post shows, once for both.
    @Test func theUploadIsDownloadedAtTheURLAPostShows() {
        let shown = "https://nathanhjones.com/wp-content/uploads/2011/11/app1.png"
        let originals = ImageOriginals(attachments: [Self.uploads + "app1.png"], others: [shown])
        #expect(originals.original(of: Self.uploads + "app1-300x136.png")?.url == shown)
        #expect(originals.original(of: shown) == nil)
    }

    /// WordPress.com's CDN query forms name the upload for certain on its own hosts.
    @Test func wordPressComQueriesNameTheUpload() {
        let none = ImageOriginals(attachments: [], others: [])
        #expect(none.original(of: Self.theme + "2008/06/100_5540.jpg?w=604")?.url == Self.theme + "2008/06/100_5540.jpg")
        #expect(none.original(of: Self.theme + "2008/06/100_5540.jpg?w=604")?.size == .width(604))
        #expect(none.original(of: Self.theme + "2008/06/dsc20050102_192118_51.jpg?w=171&h=128")?.size
            == .box(width: 171, height: 128))
        // On another host, `?w=` is only a copy of an upload the archive knows.
        #expect(none.original(of: "https://example.com/wp-content/uploads/a.jpg?w=604") == nil)
        let known = ImageOriginals(attachments: ["https://example.com/wp-content/uploads/a.jpg"], others: [])
        #expect(known.original(of: "http://www.example.com/wp-content/uploads/a.jpg?resize=300%2C200")?.url
            == "https://example.com/wp-content/uploads/a.jpg")
        // A fragment is the same file.
        #expect(none.original(of: Self.theme + "2008/06/100_5540.jpg#main") == nil)
        // A query that is not a size is another resource.
        #expect(none.original(of: Self.theme + "2008/06/100_5540.jpg?v=2") == nil)
    }

    /// `i0.wp.com/HOST/PATH` is the upload at `HOST/PATH` (https with `ssl=1`); a size in its
    /// name maps further when that upload is known.
    @Test func photonUnwrapsToItsHost() {
        let none = ImageOriginals(attachments: [], others: [])
        let photon = "https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg"
        #expect(none.original(of: photon)?.url == "http://wpthemetestdata.files.wordpress.com/2013/03/image-alignment-580x300.jpg")
        #expect(none.original(of: photon + "?resize=580%2C300&ssl=1")?.url == Self.theme + "2013/03/image-alignment-580x300.jpg")
        #expect(none.original(of: photon)?.size == .original)
        let attached = ImageOriginals(attachments: [Self.theme + "2013/03/image-alignment-580x300.jpg"], others: [])
        #expect(attached.original(of: photon)?.url == Self.theme + "2013/03/image-alignment-580x300.jpg")
        // An attachment the export gives at its CDN address is an upload too.
        let cdn = "https://i0.wp.com/wpthemetestdata.files.wordpress.com/2013/09/dsc20050604_133440_34211.jpg"
        #expect(ImageOriginals(attachments: [cdn], others: []).original(of: cdn) == nil)
    }

    /// The sizes a `srcset` lists (WordPress's own rendering of the theme unit test, as WP Rocket
    /// received it: `Tests/ContentTests/Fixtures/lazy/wp-rocket.html`) name the upload of the others.
    @Test func aSourceSetNamesTheUpload() {
        let uploads = "http://wordpress.test/wp-content/uploads/2013/03/image-alignement-580x300-1"
        let listed = [uploads + ".jpg", uploads + "-510x264.jpg", uploads + "-300x155.jpg", uploads + "-20x10.jpg"]
        let originals = ImageOriginals(attachments: [], others: listed)
        #expect(originals.original(of: uploads + "-300x155.jpg")?.url == uploads + ".jpg")
        // `…-580x300-1.jpg` ends in `-1`, not in a size: an upload.
        #expect(originals.original(of: uploads + ".jpg") == nil)
    }

    /// WordPress 5.3+ keeps a big upload as `NAME-scaled.jpg`; its sizes are named after `NAME`
    /// (sfb.vn's `srcset`).
    @Test func aScaledUploadIsTheOriginalOfItsSizes() {
        let folder = "https://sfb.vn/wp-content/uploads/2022/05/z3441449669147_5527de76e508b8e0f7850ffd754d065f"
        let originals = ImageOriginals(attachments: [folder + "-scaled.jpg"], others: [])
        #expect(originals.original(of: folder + "-1024x768.jpg")?.url == folder + "-scaled.jpg")
        #expect(originals.original(of: folder + "-scaled.jpg") == nil)
    }

    /// The size a page shows the upload at: the copy's, never larger than the upload, in its
    /// proportions (a square thumbnail of a 4:3 photo shows the photo within the square).
    @Test(arguments: [
        (RequestedSize.width(604), 800, 600, "604x453"),
        (.width(1024), 800, 600, "800x600"),
        (.height(300), 800, 600, "400x300"),
        (.box(width: 300, height: 136), 1024, 463, "300x136"),
        (.box(width: 150, height: 150), 800, 600, "150x113"),
        (.box(width: 300, height: 2000), 800, 600, "300x225"),
        (.original, 800, 600, "800x600"),
    ])
    func theShownSizeKeepsTheUploadsProportions(size: RequestedSize, width: Int, height: Int, shown: String) {
        #expect(size.shown(width: width, height: height).map { "\($0.width)x\($0.height)" } == shown)
    }

    @Test func anUnknownUploadSizeKeepsOnlyANamedBox() {
        #expect(RequestedSize.box(width: 300, height: 200).shown(width: nil, height: nil).map { "\($0.width)x\($0.height)" } == "300x200")
        #expect(RequestedSize.width(604).shown(width: nil, height: nil) == nil)
    }
}
