import Foundation
import Testing

/// Issue 23's acceptance test: for every WordPress and Blogger export among the test fixtures
/// (every target's), every published post, page, category, tag and feed URL of the old blog, as
/// the export itself gives them (``OldBlogURLs``, not blogkit's own list), answers after
/// `blogkit build --base-url OLD`, as `blogkit check --urls` finds.
@Suite("Every old URL of every export fixture answers")
struct OldURLAcceptanceTests {
    /// The exports under Tests/*/Fixtures, one of each content.
    static var exports: [URL] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.path.contains("/Fixtures/") && $0.pathExtension == "xml" } ?? []
        var seen = Set<Data>()
        return files.sorted { $0.path < $1.path }.filter { file in
            guard let data = try? Data(contentsOf: file),
                  data.range(of: Data("wordpress.org/export/".utf8)) != nil
                    || data.range(of: Data("schemas.google.com/blogger/2008/kind#post".utf8)) != nil
            else { return false }
            return seen.insert(data).inserted
        }
    }

    @Test("every published post, page, category, tag and feed URL answers", arguments: exports)
    func everyOldURLAnswers(_ export: URL) throws {
        guard let old = try OldBlogURLs.of(export), !old.urls.isEmpty else { return }
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let imported = try cli.run(["import", export.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        try old.urls.joined(separator: "\n").write(to: cli.directory.appendingPathComponent("old-urls.txt"), atomically: true, encoding: .utf8)
        // The default forms (`_redirects` and alias pages), then alias pages and the home page's
        // script alone, as on GitHub Pages.
        // The site at the old blog's address, set in blogkit.toml, which `check` reads too: a
        // blog below its host's root (`http://cyanny/myblog`) is checked under that path.
        try "base_url = \"\(old.base)/\"\n".write(to: cli.directory.appendingPathComponent("blogkit.toml"), atomically: true, encoding: .utf8)
        for forms in ["netlify,aliases", "aliases"] {
            let built = try cli.run(["build", "--redirects", forms])
            #expect(built.status == 0, "\(built.stderr)")
            let check = try cli.run(["check", "--urls", "old-urls.txt"])
            let lost = check.stdout.split(separator: "\n").filter { $0.hasSuffix(": does not answer") }
            #expect(check.status == 0 && lost.isEmpty, "\(export.path), \(forms): \(lost.joined(separator: "\n"))")
            print("old URLs answering (\(forms)): \(export.lastPathComponent): \(old.urls.count - lost.count) of \(old.urls.count)")
        }
    }
}
