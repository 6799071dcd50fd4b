import ArgumentParser

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Import RSS 2.0 feeds into the archive.")
    @OptionGroup var database: DatabaseOption
    @Argument(help: "Feed files or https URLs.") var feeds: [String]
    func run() throws {}
}
