import ArgumentParser

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Export every post as JSON.")
    @OptionGroup var database: DatabaseOption
    func run() throws {}
}
