import Foundation

/// The file lines of a build manifest (`BuildManifest`), kept as the bytes they are on disk and
/// decoded one at a time when walked: `SIZE MTIME INODE PATH`, one a line, in path order.
struct ManifestEntries {
    /// The lines, each ending in a newline.
    let text: Data
    /// How many lines the manifest's header says there are.
    let count: Int

    init(text: Data, count: Int) {
        self.text = text
        self.count = count
    }

    /// The lines of `stamps`, sorted by path (so that the files of a folder follow each other).
    /// Each path is one `OutputDirectory` stamped: a safe path, without a newline.
    init(_ stamps: [String: BuildManifest.FileStamp]) {
        var text = ""
        for path in stamps.keys.sorted() {
            guard let stamp = stamps[path] else { continue }
            text += "\(stamp.size) \(stamp.modified) \(stamp.inode) \(path)\n"
        }
        self.init(text: Data(text.utf8), count: stamps.count)
    }

    /// Whether `body` holds for every entry: true when every line is well-formed, there are
    /// `count` of them and `body` returned true for each. The lines are cut into runs walked on
    /// every core, each in order and stopping at its first line that fails.
    /// A path is handed over as its UTF-8 bytes, valid during the call only.
    func allSatisfy(_ body: @Sendable (UnsafeBufferPointer<UInt8>, BuildManifest.FileStamp) -> Bool) -> Bool {
        let runs = runs(ProcessInfo.processInfo.activeProcessorCount)
        let counts = try? Parallel.map(runs.count) { index -> Int? in
            var seen = 0
            let complete = walk(runs[index]) { entry in
                guard let (path, stamp) = entry, body(path, stamp) else { return false }
                seen += 1
                return true
            }
            return complete ? seen : nil
        }
        let seen = counts?.compactMap { $0 } ?? []
        return seen.count == runs.count && seen.reduce(0, +) == count
    }

    /// The path of every well-formed line (a malformed one names no file blogkit wrote).
    var paths: [String] {
        var paths: [String] = []
        paths.reserveCapacity(count)
        _ = walk(text.indices) { entry in
            if let (path, _) = entry, let decoded = String(validating: path, as: UTF8.self) { paths.append(decoded) }
            return true
        }
        return paths
    }

    /// The lines cut into at most `parts` runs of whole lines, as ranges of `text`.
    private func runs(_ parts: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = text.startIndex
        for part in 1...max(parts, 1) {
            let cut = text.startIndex + text.count * part / max(parts, 1)
            let end = cut < text.endIndex ? text[cut...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } : nil
            if let end = end ?? (start < text.endIndex ? text.endIndex : nil), end > start {
                runs.append(start..<end)
                start = end
            }
        }
        return runs
    }

    /// Calls `body` with each line of `run` decoded (nil when malformed), its path as the line's
    /// bytes, until it returns false; false when it did.
    private func walk(_ run: Range<Int>, _ body: ((UnsafeBufferPointer<UInt8>, BuildManifest.FileStamp)?) -> Bool) -> Bool {
        text[run].withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                guard body(Self.entry(UnsafeBufferPointer(rebasing: bytes[start..<end]))) else { return false }
                start = end + 1
            }
            return true
        }
    }

    /// `SIZE MTIME INODE PATH` decoded, the path left as bytes of `line`; nil when the line is
    /// not that.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, BuildManifest.FileStamp)? {
        var index = 0
        /// The decimal number up to the next space, and the space skipped: its sign, its magnitude.
        func number() -> (negative: Bool, magnitude: UInt64)? {
            let negative = index < line.count && line[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            let first = index
            var value: UInt64 = 0
            while index < line.count, line[index] != UInt8(ascii: " ") {
                let digit = line[index] &- UInt8(ascii: "0")
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
                guard digit < 10, !overflow, !carry else { return nil }
                value = sum
                index += 1
            }
            guard index > first, index < line.count else { return nil }
            index += 1
            return (negative, value)
        }
        guard let size = number(), !size.negative, let bytes = Int(exactly: size.magnitude),
            let modified = number(), let magnitude = Int64(exactly: modified.magnitude),
            let inode = number(), !inode.negative, index < line.count
        else { return nil }
        let path = UnsafeBufferPointer(rebasing: line[index...])
        let stamp = BuildManifest.FileStamp(size: bytes, modified: modified.negative ? -magnitude : magnitude, inode: inode.magnitude)
        return (path, stamp)
    }
}
