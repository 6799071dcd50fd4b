/// The script the preview adds to every HTML page it serves (never to the files on disk): it
/// listens to the server's event stream and reloads the page when the site was rebuilt.
enum ReloadScript {
    /// Where pages listen; matched before any file of the site.
    static let eventsPath = "/_blogkit/events"

    static let tag = """
        <script>new EventSource("\(eventsPath)").addEventListener("reload", function () { location.reload(); });</script>
        """

    /// `page` with the script before its last `</body>`, or at its end when it has none.
    static func inject(into page: [UInt8]) -> [UInt8] {
        let script = Array(tag.utf8)
        let closing = Array("</body>".utf8)
        var index = page.count - closing.count
        while index >= 0 {
            if zip(page[index...], closing).allSatisfy({ lowercased($0) == $1 }) {
                return Array(page[..<index]) + script + Array(page[index...])
            }
            index -= 1
        }
        return page + script
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
