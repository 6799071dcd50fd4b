import FlyingFox
import Foundation

/// Answers the preview's requests: the reload event stream, and the site's files, HTML pages
/// with the reload script added on the way out.
struct PreviewHandler: HTTPHandler {
    let files: SiteFiles
    let events: ReloadEvents

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: [HTTPHeader("Allow"): "GET, HEAD"] as HTTPHeaders)
        }
        let path = request.target.path(percentEncoded: true)
        if path == ReloadScript.eventsPath {
            let body = EventStreamBody(events: await events.subscribe())
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"] as HTTPHeaders,
                body: HTTPBodySequence(from: body))
        }
        switch files.resolve(path) {
        case .file(let file):
            return try response(.ok, file: file, for: request)
        case .redirect(let location):
            return HTTPResponse(statusCode: .movedPermanently, headers: [.location: location] as HTTPHeaders)
        case .notFound:
            // The site's own 404 page when it has one.
            if case .file(let page) = files.resolve("/404.html") {
                return try response(.notFound, file: page, for: request)
            }
            return HTTPResponse(
                statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"] as HTTPHeaders,
                body: Data("not found\n".utf8))
        }
    }

    private func response(_ status: HTTPStatusCode, file: String, for request: HTTPRequest) throws -> HTTPResponse {
        let type = MediaType.of(path: file)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        if type == MediaType.html { bytes = ReloadScript.inject(into: bytes) }
        let headers: HTTPHeaders = [
            .contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff",
        ]
        guard request.method != .HEAD else {
            var headers = headers
            headers[.contentLength] = String(bytes.count)
            return HTTPResponse(statusCode: status, headers: headers)
        }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(bytes))
    }
}
