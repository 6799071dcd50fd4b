/// The known name a misspelled one was most likely meant to be: `imprt` -> `import`,
/// `--jsn` -> `--json`, `--categroy` -> `--category`.
enum Suggestion {
    /// The candidate closest to `name` by edit distance (a swap of two neighbouring letters
    /// counts as one edit), if it is close enough to be a typo: one edit, or two when the
    /// shorter name has six letters or more. Ties go to the earlier candidate.
    static func closest(to name: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(Array(name), Array(candidate))
            let allowed = min(name.count, candidate.count) >= 6 ? 2 : 1
            if distance <= allowed, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters, each one edit.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
