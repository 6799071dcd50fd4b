import Feeds
import Foundation

// feeds-bench FEED.xml...
// For each feed, a bare libxml2 read pass (FeedReader.rawReadPass: xmlTextReaderRead and nothing
// else) and a full FeedReader pass over the same file, in the same run: how close the reader
// stays to the ceiling libxml2 sets.

/// `body`'s result and how long one run of it takes, in seconds: it runs again until 0.3 s
/// have passed, so small feeds are timed over many passes rather than a noisy one.
func timed<Result>(_ body: () throws -> Result) rethrows -> (Result, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    var runs = 0
    var result: Result
    repeat {
        result = try body()
        runs += 1
    } while clock.now - start < .milliseconds(300)
    let elapsed = (clock.now - start).components
    return (result, (Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18) / Double(runs))
}

func readAll(_ path: String) throws -> (items: Int, warnings: Int) {
    let reader = try FeedReader(path: path)
    var items = 0
    while try reader.nextItem() != nil { items += 1 }
    return (items, reader.warnings.count)
}

let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    print("usage: feeds-bench FEED.xml...")
    exit(2)
}
print("== feed reader: bare libxml2 read pass vs FeedReader, same file, same run ==")
for path in paths {
    do {
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1e6
        let (nodes, bare) = try timed { try FeedReader.rawReadPass(path: path) }
        let (read, full) = try timed { try readAll(path) }
        let name = (path as NSString).lastPathComponent
        print(String(format: "%@: %.1f MB, %d items, %d nodes", name, megabytes, read.items, nodes))
        print(String(format: "  bare libxml2 read pass %.4f s (%.1f MB/s); FeedReader %.4f s (%.1f MB/s, %.0f items/s)",
                     bare, megabytes / bare, full, megabytes / full, Double(read.items) / full))
        print(String(format: "  FeedReader takes %.2fx the bare pass; %d warnings", full / bare, read.warnings))
    } catch {
        print("\(error)")
        exit(1)
    }
}
