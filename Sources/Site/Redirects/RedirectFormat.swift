/// A form of the redirects from a moved blog's old addresses (see ``OldAddress``) that
/// `blogkit build` writes: `redirects` in blogkit.toml (or `--redirects`) chooses which.
public enum RedirectFormat: String, CaseIterable, Sendable, Codable {
    /// `_redirects`, read by Netlify and Cloudflare Pages (which skips the query rules).
    case netlify
    /// A page at each old path that sends the reader on (`<meta http-equiv="refresh">` and a
    /// canonical link), and a copy of the feed at each old feed path: for hosts without rules,
    /// such as GitHub Pages.
    case aliases
    /// `redirects.nginx.conf`: two `map`s to include in nginx's `http` block.
    case nginx
    /// `redirects.htaccess`: mod_rewrite rules for Apache (rename it `.htaccess`, or paste it).
    case apache
    /// `redirects.caddy`: `redir` directives to import into a Caddyfile's site block.
    case caddy

    /// What a build writes when nothing says otherwise.
    public static let defaults: [RedirectFormat] = [.netlify, .aliases]

    /// The file a rule format is written to (nil for ``aliases``, which are many).
    var file: String? {
        switch self {
        case .netlify: "_redirects"
        case .aliases: nil
        case .nginx: "redirects.nginx.conf"
        case .apache: "redirects.htaccess"
        case .caddy: "redirects.caddy"
        }
    }
}
