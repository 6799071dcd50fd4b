/// The script the 404 page loads when some category or tag has no page of its own
/// (``SiteTerm/hasPage``): an address of such a term's page or feed, which an earlier build of
/// the site may have had (`category/swift/`, `tags/swift/feed.xml`, `tags/swift/page/2/`),
/// is sent on to the term's place on its index (`category/#swift`), where it is listed with
/// its posts. A pattern, not a table: it costs no file per term, and any host that answers a
/// missing page with `404.html` runs it (GitHub Pages, Cloudflare Pages, Netlify). No inline
/// script, nothing evaluated.
enum MovedTermsScript {
    /// The script, at the site's root.
    static let file = "moved-terms.js"

    /// Slugs are lowercase ASCII letters, digits and hyphens (``Slug``).
    static let script = """
        /* blogkit: sends the address of a category's or tag's own page or feed, for a term the
           site lists on category/ or tags/ instead, to its place there. Written by blogkit build. */
        (function () {
          "use strict";
          var script = document.currentScript;
          if (!script) return;
          var root = new URL(".", script.src);
          if (location.origin !== root.origin || location.pathname.indexOf(root.pathname) !== 0) return;
          var rest = location.pathname.slice(root.pathname.length);
          var term = /^(category|tags)\\/([a-z0-9-]+)\\/(?:index\\.html|feed\\.xml|page\\/[0-9]+\\/(?:index\\.html)?)?$/.exec(rest);
          if (term) location.replace(new URL(term[1] + "/#" + term[2], root).href);
        })();

        """
}
