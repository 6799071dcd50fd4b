import Foundation

/// Syntax highlighting of listings, in the reader's browser, by highlight.js as Debian packages
/// it (`libjs-highlight.js`: one minified bundle of the core and its 180 languages, 846 KB,
/// 270 KB gzipped, no network). The bundle is copied into the output as `highlight.js`, next to
/// the theme's `listing.js` (which highlights each `<code class="language-…">` highlight.js
/// knows and adds the copy buttons), only when some post has a listing; only pages with code
/// load the two scripts. Without the package, listings stay plain and keep their copy buttons.
enum Highlighter {
    /// Where Debian's `libjs-highlight.js` installs the bundle.
    static let systemBundle = "/usr/share/javascript/highlight.js/highlight.min.js"
    /// The bundle's path in the output; a file of this name in the templates folder replaces it.
    static let bundleAsset = "highlight.js"
    /// The assets only pages with code use: not written when no post has a listing.
    static let assets: Set<String> = [bundleAsset, "listing.js"]

    /// The system's highlight.js bundle, nil when the package is not installed.
    static func bundle() -> Data? {
        FileManager.default.contents(atPath: systemBundle)
    }
}
