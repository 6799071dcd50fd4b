/// An address the old blog served something at, and where the new site has it now.
///
/// `/2011/05/java-logging.html` (a Blogger post), `/?p=123` (WordPress's own link to post 123),
/// `/tag/swift/` (a WordPress tag archive), `/feeds/posts/default` (Blogger's feed): the old
/// blog's readers, links and search engines still ask for these.
struct OldAddress: Hashable, Sendable {
    /// The old path from the site's root, percent-encoded as a browser sends it (`/` for a query
    /// form such as `/?p=123`).
    let path: String
    /// The query parameter the old address needs (`p=123`), nil when the path alone names it.
    let query: Query?
    /// Where the new site answers it, relative to the site's root: a page's folder
    /// (`2011/05/java-logging/`), a file (`feed.xml`), or a place on a page (`category/#swift`,
    /// a category listed on the categories' page).
    let target: String

    /// `target` without its fragment: the folder or file a host serves.
    var targetPath: String { String(target.prefix { $0 != "#" }) }

    /// `target` as a link from the site's root: its path percent-encoded, its fragment kept.
    var encodedTarget: String {
        guard let hash = target.firstIndex(of: "#") else { return SitePath.percentEncoded(target) }
        return SitePath.percentEncoded(targetPath) + "#" + SitePath.percentEncoded(String(target[target.index(after: hash)...]))
    }

    /// A query parameter and the value it must have.
    struct Query: Hashable, Sendable {
        let name: String
        let value: String
    }

    /// What `blogkit check --urls` and the rule files name it by: `/2011/05/x.html`, `/?p=123`.
    var display: String {
        guard let query else { return path }
        return path + "?" + query.name + "=" + query.value
    }
}
