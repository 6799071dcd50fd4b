import Archive
import Foundation
import Site
import Testing

/// The build never writes or deletes through a symbolic link in the output directory, and the
/// build manifest can only make it remove regular files it wrote, inside the output directory.
@Suite("Output directory safety")
struct OutputSafetyTests {
    /// A site with a directory `elsewhere/` next to its output, holding `victim.html`.
    final class Fixture {
        let site: SampleSite
        var elsewhere: URL { site.directory.appendingPathComponent("elsewhere") }
        var victim: URL { elsewhere.appendingPathComponent("victim.html") }
        static let victimText = "not blogkit's\n"

        init() throws {
            site = try SampleSite()
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try Self.victimText.write(to: victim, atomically: true, encoding: .utf8)
        }

        /// Replaces `path` in the output with a symbolic link to `target`.
        func link(_ path: String, to target: URL) throws {
            let url = site.output.appendingPathComponent(path)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        }

        func isSymbolicLink(_ path: String) -> Bool {
            let attributes = try? FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path)
            return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
        }

        /// Every file under `elsewhere/`, with its content.
        func elsewhereFiles() throws -> [String: String] {
            var files: [String: String] = [:]
            for path in FileManager.default.subpaths(atPath: elsewhere.path) ?? [] {
                let url = elsewhere.appendingPathComponent(path)
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    files[path] = try String(contentsOf: url, encoding: .utf8)
                }
            }
            return files
        }
    }

    @Test("a directory link where pages go is never written through: those pages fail, naming the link")
    func directoryLinkIsNotWrittenThrough() throws {
        let fixture = try Fixture()
        try FileManager.default.createDirectory(at: fixture.site.output, withIntermediateDirectories: true)
        try fixture.link("2011", to: fixture.elsewhere)
        #expect {
            // Forced: an output folder holding only the user's link is not one blogkit built.
            try fixture.site.build(try SampleSite.posts(), force: true)
        } throws: { error in
            let message = "\(error)"
            return message.contains("/output/2011/") && message.contains("output/2011 is a symbolic link")
                && !message.contains("\n")
        }
        #expect(try fixture.elsewhereFiles() == ["victim.html": Fixture.victimText])
        #expect(fixture.isSymbolicLink("2011"))
        #expect(fixture.site.exists("index.html"), "pages elsewhere are written")
        #expect(fixture.site.exists("2012/01/café-crème/index.html"))
    }

    @Test("stale pages behind a directory link are not deleted")
    func staleDirectoryBehindALinkIsKept() throws {
        let fixture = try Fixture()
        try fixture.site.build(try SampleSite.posts() + SampleSite.filler(3))
        try FileManager.default.moveItem(
            at: fixture.site.output.appendingPathComponent("2011"), to: fixture.elsewhere.appendingPathComponent("2011"))
        try fixture.link("2011", to: fixture.elsewhere.appendingPathComponent("2011"))
        let before = try fixture.elsewhereFiles()
        #expect(before.keys.contains("2011/" + SampleSite.singleSignOnPage.dropFirst("2011/".count)))
        try fixture.site.build(SampleSite.filler(3))
        #expect(try fixture.elsewhereFiles() == before)
        #expect(fixture.isSymbolicLink("2011"))
    }

    @Test("a link at a page's path is replaced by the page; its target, and a stale link's, stay as they were")
    func fileLinkIsReplacedNotFollowed() throws {
        let fixture = try Fixture()
        var posts = try SampleSite.posts()
        try fixture.site.build(posts)
        try fixture.link("index.html", to: fixture.victim)
        try fixture.link("2011/05/02/ios-development-resources/index.html", to: fixture.victim)
        posts[0].title = "A Single Sign-on Pattern, Revised"
        posts.remove(at: 1)
        try fixture.site.build(posts)
        #expect(try fixture.elsewhereFiles() == ["victim.html": Fixture.victimText])
        #expect(!fixture.isSymbolicLink("index.html"))
        #expect(try fixture.site.page("index.html").contains("Revised"))
        #expect(fixture.isSymbolicLink("2011/05/02/ios-development-resources/index.html"), "only regular files are removed")
    }

    /// Manifests whose entries name a directory, a path out of the output, a link and a file
    /// the build never wrote: in today's format, in the JSON of format 3, in the old
    /// tab-separated format (with an injected entry), and in a JSON that is neither.
    static let manifests = [
        """
        blogkit-build 4
        content 0000000000000000
        source -
        pages 0
        posts 0
        files 6
        1 1 mydir
        1 1 ../outside.txt
        1 1 mydir/../../outside.txt
        1 1 link.html
        1 1 /etc/hostname-copy
        1 1 x

        """,
        """
        {"format":3,"content":0,"pages":0,"posts":0,"files":{"mydir":{"size":1,"modified":1},\
        "../outside.txt":{"size":1,"modified":1},"mydir/../../outside.txt":{"size":1,"modified":1},\
        "link.html":{"size":1,"modified":1},"/etc/hostname-copy":{"size":1,"modified":1},\
        "x\\n1 1 ../outside.txt":{"size":1,"modified":1}}}
        """,
        "blogkit-build 2 0 - 0 0\n1\t1\tmydir\n1\t1\t../outside.txt\n1\t1\tlink.html\n1\t1\tx\n0\t0\t../outside.txt\n",
        """
        {"version":3,"content":"0","pages":0,"posts":0,"files":{"mydir":{"size":1,"modified":1},\
        "../outside.txt":{"size":1,"modified":1},"mydir/../../outside.txt":{"size":1,"modified":1},\
        "link.html":{"size":1,"modified":1},"/etc/hostname-copy":{"size":1,"modified":1}}}
        """,
    ]

    @Test("the manifest only ever removes regular files inside the output, never recursively", arguments: manifests)
    func manifestCannotRemoveOtherFiles(_ manifest: String) throws {
        let fixture = try Fixture()
        let output = fixture.site.output
        try FileManager.default.createDirectory(at: output.appendingPathComponent("mydir"), withIntermediateDirectories: true)
        try "mine\n".write(to: output.appendingPathComponent("mydir/keep.txt"), atomically: true, encoding: .utf8)
        let outside = fixture.site.directory.appendingPathComponent("outside.txt")
        try "outside\n".write(to: outside, atomically: true, encoding: .utf8)
        try fixture.link("link.html", to: fixture.victim)
        try manifest.write(to: output.appendingPathComponent(".blogkit-build"), atomically: true, encoding: .utf8)
        let report = try fixture.site.build(try SampleSite.posts())
        #expect(report.filesRemoved == 0)
        #expect(try String(contentsOf: output.appendingPathComponent("mydir/keep.txt"), encoding: .utf8) == "mine\n")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "outside\n")
        #expect(fixture.isSymbolicLink("link.html"))
        #expect(try fixture.elsewhereFiles() == ["victim.html": Fixture.victimText])
    }

    @Test("the manifest lists each file with its size and mtime after a header, and a rebuild that drops a page removes it")
    func manifestListsEveryFile() throws {
        let site = try SampleSite()
        try site.build(try SampleSite.posts() + SampleSite.filler(25))
        let text = try String(contentsOf: site.output.appendingPathComponent(".blogkit-build"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.prefix(6).map { $0.split(separator: " ").first.map(String.init) }
            == ["blogkit-build", "content", "source", "pages", "posts", "files"])
        #expect(lines.first == "blogkit-build 4")
        #expect(lines[5] == "files \(lines.count - 6)")
        let page = try #require(lines.first { $0.hasSuffix(" " + SampleSite.singleSignOnPage) })
        let file = site.output.appendingPathComponent(SampleSite.singleSignOnPage)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(page.split(separator: " ").first == "\(size)")
        #expect(lines.contains { $0.hasSuffix(" page/3/index.html") })
        let report = try site.build(try SampleSite.posts())
        #expect(report.filesRemoved > 25)
        #expect(!site.exists("page"))
    }
}
