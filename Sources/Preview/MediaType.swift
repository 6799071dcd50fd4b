/// The `Content-Type` of a file the preview serves, from its extension: the types a built site
/// holds (pages, styles, scripts, feeds, images, fonts, media); anything else is
/// `application/octet-stream`, which a browser downloads rather than guesses at.
enum MediaType {
    static func of(path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return octetStream }
        return types[name[name.index(after: dot)...].lowercased()] ?? octetStream
    }

    static let html = "text/html; charset=utf-8"
    static let octetStream = "application/octet-stream"

    private static let types: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml",
        "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2",
        "pdf": "application/pdf",
        "mp3": "audio/mpeg", "ogg": "audio/ogg", "mp4": "video/mp4", "webm": "video/webm",
    ]
}
