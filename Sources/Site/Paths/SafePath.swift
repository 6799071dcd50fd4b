/// Relative, `/`-separated paths under the output directory, checked segment by segment before
/// anything touches the disk. Post links come from feeds and the build manifest from disk: either
/// may be hostile, so every path the build writes, stamps or removes goes through `segments(of:)`.
enum SafePath {
    /// The segments of `path` when every one is safe (see `isSafe`), else nil. An empty path, or
    /// one with an empty segment (`a//b`, a leading or trailing `/`), is not safe.
    static func segments(of path: String) -> [Substring]? {
        // An ASCII path is split on its bytes: the same segments, without breaking it into
        // characters first (a build checks every file's path).
        let segments =
            path.utf8.allSatisfy { $0 < 0x80 }
            ? path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
            : path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ isSafe($0) }) else { return nil }
        return segments
    }

    /// Whether the UTF-8 `path` is safe, as ``segments(of:)`` finds it: an ASCII path is checked
    /// in one pass over its bytes, without splitting or decoding it (a no-change rebuild checks
    /// every file's path in the manifest); any other path is decoded and split.
    static func isSafe(path: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentStart = true
        for byte in path {
            if byte >= 0x80 { return String(validating: path, as: UTF8.self).flatMap(segments(of:)) != nil }
            if byte == UInt8(ascii: "/") {
                if segmentStart { return false }
                segmentStart = true
                continue
            }
            if segmentStart && byte == UInt8(ascii: ".") { return false }
            guard byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\") else { return false }
            segmentStart = false
        }
        return !segmentStart
    }

    /// Whether `segment` can name a file or directory inside the output: not empty, not starting
    /// with `.` (so never `.`, `..`, the build manifest or a temporary file), and free of `/`,
    /// `\`, NUL, control characters and line or paragraph separators. (Its length is the file
    /// system's to refuse; post paths have their own, lower limits.)
    static func isSafe(_ segment: Substring) -> Bool {
        guard !segment.isEmpty, segment.first != "." else { return false }
        return segment.unicodeScalars.allSatisfy { scalar in
            // ASCII's controls are below the space and DEL; it has no line or paragraph separator.
            if scalar.isASCII { return scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "/" && scalar != "\\" }
            return switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: false
            default: scalar != "/" && scalar != "\\"
            }
        }
    }
}
