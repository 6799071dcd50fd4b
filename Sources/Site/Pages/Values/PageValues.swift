import Mustache

/// The Mustache context of a page: what every page has (`site`, `root`, `canonical`,
/// `description`), then the page's own values. Templates, the user's included, look keys up by
/// these names; a nil value is a missing key, so the lookup goes on in the enclosing context.
struct PageValues: MustacheParent {
    let site: SiteValues
    /// The prefix that leads from the page to the site root.
    let root: String
    /// The page's absolute URL, when the base URL is known.
    let canonical: String?
    /// The page's own description (a post's excerpt as text), else the site's.
    let description: String?
    /// The values of this kind of page (a post's, a list's...).
    let page: any MustacheParent
    /// True on the home page's first page when the site has ``MovedScript``.
    var moved = false
    /// True on the 404 page when the site has ``MovedTermsScript``.
    var movedTerms = false

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "root": root
        case "canonical": canonical
        case "description": description
        case "moved": moved
        case "movedTerms": movedTerms
        default: page.child(named: name)
        }
    }
}
