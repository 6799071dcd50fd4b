import Foundation

/// Answers the preview's requests: the reload event stream, and the site's files, HTML pages
/// with the reload script added on the way out.
struct PreviewHandler {
    let files: SiteFiles
    let events: ReloadEvents

    func response(to request: RequestHead) async throws -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return PreviewResponse(405, "Method Not Allowed", headers: [("Allow", "GET, HEAD")])
        }
        if request.path == ReloadScript.eventsPath {
            return PreviewResponse(
                200, "OK", headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")],
                body: .events(await events.subscribe()))
        }
        switch files.resolve(request.path) {
        case .file(let file):
            return try response(200, "OK", file: file, for: request)
        case .redirect(let location):
            return PreviewResponse(301, "Moved Permanently", headers: [("Location", location)])
        case .notFound:
            // The site's own 404 page when it has one.
            if case .file(let page) = files.resolve("/404.html") {
                return try response(404, "Not Found", file: page, for: request)
            }
            return .text(404, "Not Found", "not found")
        }
    }

    private func response(_ status: Int, _ phrase: String, file: String, for request: RequestHead) throws -> PreviewResponse {
        let type = MediaType.of(path: file)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        if type == MediaType.html { bytes = ReloadScript.inject(into: bytes) }
        var headers = [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
        guard request.method != "HEAD" else {
            headers.append(("Content-Length", String(bytes.count)))
            return PreviewResponse(status, phrase, headers: headers)
        }
        return PreviewResponse(status, phrase, headers: headers, body: .bytes(Data(bytes)))
    }
}
