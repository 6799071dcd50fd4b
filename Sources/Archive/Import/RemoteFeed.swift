import Feeds
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Feeds given as http(s) URLs: downloaded to a temporary file, which the streaming reader then
/// reads like any other.
enum RemoteFeed {
    static func isRemote(_ source: String) -> Bool {
        let lowered = source.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// Downloads `source` to a temporary file the caller removes. Throws `FeedError.unreadable`
    /// naming the URL on a network error or a non-2xx answer.
    static func download(_ source: String, timeout: TimeInterval = 60) throws(FeedError) -> URL {
        guard let url = URL(string: source), url.host != nil else {
            throw .unreadable(file: source, reason: "not a valid URL")
        }
        let result = DownloadResult()
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("blogkit (+https://github.com/blogkit)", forHTTPHeaderField: "User-Agent")
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.downloadTask(with: request) { location, response, error in
            defer { done.signal() }
            if let error {
                result.failure = error.localizedDescription
                return
            }
            if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                result.failure = "HTTP \(http.statusCode)"
                return
            }
            guard let location else {
                result.failure = "no content"
                return
            }
            // The downloaded file is removed when this handler returns: move it somewhere of ours.
            let kept = FileManager.default.temporaryDirectory
                .appendingPathComponent("blogkit-\(UUID().uuidString).xml")
            do {
                try FileManager.default.moveItem(at: location, to: kept)
                result.file = kept
            } catch {
                result.failure = "cannot store the download: \(error.localizedDescription)"
            }
        }
        task.resume()
        done.wait()
        guard let file = result.file else { throw .unreadable(file: source, reason: result.failure ?? "download failed") }
        return file
    }
}

/// The outcome of a download, written once by the completion handler before the semaphore
/// releases the waiting thread, then only read.
private final class DownloadResult: @unchecked Sendable {
    var file: URL?
    var failure: String?
}
