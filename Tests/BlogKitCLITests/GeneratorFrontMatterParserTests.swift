import Foundation
import Testing

/// The front matter `blogkit export --format` writes, read back by the parsers the generators
/// use: Python's tomllib (TOML 1.0, as Hugo's and Zola's parsers), Ruby's Psych the way Jekyll
/// calls it, and js-yaml (Eleventy's). Every title must come back as the archive holds it.
@Suite("export front matter through the generators' parsers")
struct GeneratorFrontMatterParserTests {
    /// `guid: title` of each TOML front matter file given, as JSON.
    static let toml = """
        import json, sys, tomllib
        out = {}
        for path in sys.argv[1:]:
            fields = tomllib.loads(open(path, encoding="utf-8").read().split("+++\\n")[1])
            out[fields.get("guid") or fields["extra"]["guid"]] = fields["title"]
        print(json.dumps(out))
        """

    /// The same with Jekyll's own front matter pattern and `Psych.safe_load` call.
    static let psych = """
        require "yaml"; require "json"; require "date"
        out = {}
        ARGV.each do |path|
          match = File.read(path, encoding: "bom|utf-8").match(/\\A(---\\s*\\n.*?\\n?)^((---|\\.\\.\\.)\\s*$\\n?)/m) or abort "#{path}: no front matter"
          fields = Psych.safe_load(match[1], permitted_classes: [Date, Time], aliases: true)
          out[fields["guid"]] = fields["title"]
        end
        puts JSON.generate(out)
        """

    static let jsYAML = """
        const yaml = require("js-yaml"), fs = require("fs"), out = {};
        for (const path of process.argv.slice(1)) {
          const fields = yaml.load(fs.readFileSync(path, "utf8").split("---\\n")[1]);
          out[fields.guid] = fields.title;
        }
        console.log(JSON.stringify(out));
        """

    @Test func everyTitleReadsBackAsTheArchiveHoldsIt() throws {
        for tool in ["/usr/bin/python3", "/usr/bin/ruby", "/usr/bin/node", "/usr/share/nodejs/js-yaml"] {
            try #require(FileManager.default.fileExists(atPath: tool), "\(tool) missing: run `make test`, which installs it")
        }
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let posts = try HostileFeed.imported(into: cli, body: "<p>x</p>")
        #expect(posts.count == HostileFeed.codePoints.count)
        // The import keeps the characters the parsers are strictest about, else this checks nothing.
        let kept = Set(posts.flatMap { ($0.guid + $0.title).unicodeScalars.map(\.value) })
        #expect([0x7F, 0x90, 0x9D, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x10FFFF].allSatisfy(kept.contains))
        let titles = Dictionary(uniqueKeysWithValues: posts.map { ($0.guid, $0.title) })
        for generator in ["hugo", "jekyll", "zola", "eleventy"] {
            let result = try cli.run(["export", "--format", generator, "--output", generator])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let readers: [(String, [String], [String])] = [
            ("python3", ["-c", Self.toml], ["hugo/content/posts", "zola/content/posts"]),
            ("ruby", ["-e", Self.psych], ["jekyll/_posts"]),
            ("env", ["NODE_PATH=/usr/share/nodejs", "node", "-e", Self.jsYAML], ["jekyll/_posts", "eleventy/posts"]),
        ]
        for (tool, arguments, folders) in readers {
            for folder in folders {
                let files = try FileManager.default.contentsOfDirectory(atPath: cli.path(folder)).map { cli.path(folder + "/" + $0) }
                let (status, output) = try GeneratorExportTests.run("/usr/bin/" + tool, arguments + files, in: cli.path("."), log: cli.path("parser.log"))
                #expect(status == 0, "\(tool) \(folder): \(output)")
                let read = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: String]
                for (guid, title) in titles {
                    #expect(read?[guid] == title, "\(tool) \(folder) \(guid): \(String(describing: read?[guid]))")
                }
            }
        }
    }
}
