import Content
import Foundation
import Testing

/// Time figures for the hostile inputs whose work `UnclosedShortcodeTests` and
/// `WordPressShortcodesTests` bound by counting steps: printed by `bench/content.sh` on a release
/// build, never asserted.
extension ContentBenchmark {
    @Test(.enabled(if: enabled))
    func hostileInputs() {
        let clock = ContinuousClock()
        let body = (0..<4000).map { "<p>[code]x\($0)</p>" }.joined()
        let conversion = clock.measure { _ = HTMLConverter().convert(html: body) }
        print("content: 4,000 unclosed [code] paragraphs (\(body.utf8.count / 1000) KB) converted in \(conversion)")
        for (name, unit, _) in WordPressShortcodesTests.hostile {
            let html = String(repeating: unit, count: 1024 * 1024 / unit.utf8.count)
            let expansion = clock.measure { _ = WordPressShortcodes().expand(html) }
            print("content: 1 MB of \(name): shortcodes expanded in \(expansion)")
        }
    }
}
