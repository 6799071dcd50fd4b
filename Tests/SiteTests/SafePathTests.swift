// `@testable import` needs a module compiled for testing, which SwiftPM does in debug builds.
#if DEBUG
@testable import Site
import Testing

/// The one-pass check of a path's bytes that the no-change rebuild runs on every file of the
/// manifest says what splitting the path does, for every path.
@Suite("SafePath: the byte check agrees with the segments")
struct SafePathTests {
    static let pieces = ["a", "b.html", ".", "..", ".hidden", "", "/", "//", "\\", "\u{7F}", "\t", "\0", "é", "\u{2028}",
                         "\u{85}", "日本", "x y", "index.html", "-", "%2F"]

    @Test func everyPathOfUpToThreePiecesIsJudgedAlike() {
        var checked = 0
        for first in Self.pieces {
            for second in Self.pieces {
                for third in Self.pieces {
                    for path in [first, first + second, first + "/" + second + "/" + third, first + second + third] {
                        var bytes = Array(path.utf8)
                        let fast = bytes.withUnsafeMutableBufferPointer { SafePath.isSafe(path: UnsafeBufferPointer($0)) }
                        #expect(fast == (SafePath.segments(of: path) != nil), "\(path.debugDescription)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 4 * Self.pieces.count * Self.pieces.count * Self.pieces.count)
    }
}
#endif
