import Feeds
import Foundation
import FuzzSupport

/// One fuzzing input read as a feed file, to its last item, the way `blogkit import` reads one.
///
/// `FeedReader` reads from a path (the sniffer, each streaming pass and the repair filter open the
/// file again), so the input is written to one temporary file per process, in /dev/shm when there
/// is one, and rewritten for every input.
enum FeedInput {
    /// The file every input is written to.
    static let file = InputFile(name: "feeds", extension: "xml")
    static var path: String { file.path }

    /// Reads `size` bytes at `data` as a feed; libFuzzer's callback, so 0 for an input worth
    /// keeping and -1 (never added to the corpus) when it could not be written out.
    static func read(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        guard file.write(data, size) else { return -1 }
        do {
            let reader = try FeedReader(path: path, displayName: "fuzz.xml")
            while try reader.nextItem() != nil {}
            _ = (reader.channel, reader.warnings)
        } catch {
            // Refusing what is not a feed is the expected outcome for most inputs.
        }
        return 0
    }
}
