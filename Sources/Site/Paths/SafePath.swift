/// Relative, `/`-separated paths under the output directory, checked segment by segment before
/// anything touches the disk. Post links come from feeds and the build manifest from disk: either
/// may be hostile, so every path the build writes, stamps or removes goes through `segments(of:)`.
enum SafePath {
    /// The segments of `path` when every one is safe (see `isSafe`), else nil. An empty path, or
    /// one with an empty segment (`a//b`, a leading or trailing `/`), is not safe.
    static func segments(of path: String) -> [Substring]? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ isSafe($0) }) else { return nil }
        return segments
    }

    /// Whether `segment` can name a file or directory inside the output: not empty, not starting
    /// with `.` (so never `.`, `..`, the build manifest or a temporary file), and free of `/`,
    /// `\`, NUL, control characters and line or paragraph separators. (Its length is the file
    /// system's to refuse; post paths have their own, lower limits.)
    static func isSafe(_ segment: Substring) -> Bool {
        guard !segment.isEmpty, segment.first != "." else { return false }
        return segment.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: false
            default: scalar != "/" && scalar != "\\"
            }
        }
    }
}
