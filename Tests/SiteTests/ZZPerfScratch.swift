import Archive
import Foundation
import Site
import Testing

@Suite struct ZZPerfScratch {
    @Test func perf() throws {
        guard ProcessInfo.processInfo.environment["SCRATCH_PERF"] == "1" else { return }
        var rng = SystemRandomNumberGenerator()
        let vocab = (0..<20000).map { "w\($0)x" }
        func word() -> String { let r = Double.random(in: 0..<1, using: &rng); return vocab[min(19999, Int(pow(20000.0, r)) - 1)] }
        var posts: [Post] = []
        for i in 0..<10000 {
            let paras = (0..<6).map { _ in "<p>" + (0..<80).map { _ in word() }.joined(separator: " ") + " <a href=\"http://example.com/2015/01/post-\(Int.random(in: 0..<10000))/\">link</a>.</p>" }.joined(separator: "\n")
            let html = paras + "\n<pre><code class=\"language-swift\">let x = 1\nprint(x)</code></pre>\n"
            posts.append(Post(id: Int64(i + 1), guid: "g\(i)", title: (0..<6).map { _ in word() }.joined(separator: " "),
                link: "http://example.com/2015/01/post-\(i)/", published: Date(timeIntervalSince1970: 1_300_000_000 + Double(i) * 20000),
                author: "Author", categories: ["c\(i % 30)", "d\(i % 7)"], html: html, excerptHTML: "<p>" + (0..<55).map { _ in word() }.joined(separator: " ") + "…</p>",
                prose: paras))
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("perf-\(UUID().uuidString)").path
        let builder = SiteBuilder(options: SiteOptions(outputDirectory: out, baseURL: "https://example.com/"))
        var t = Date()
        let r1 = try builder.build(posts: posts)
        print("full build", Date().timeIntervalSince(t), r1.pagesWritten)
        t = Date()
        let r2 = try builder.build(posts: posts)
        print("no-change", Date().timeIntervalSince(t), r2.upToDate)
        try FileManager.default.removeItem(atPath: out + "/.blogkit-build")
        t = Date()
        let r3 = try builder.build(posts: posts)
        print("no manifest", Date().timeIntervalSince(t), r3.pagesWritten, r3.pagesUnchanged)
        print(out)
    }
}
