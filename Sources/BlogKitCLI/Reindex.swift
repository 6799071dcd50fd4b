import ArgumentParser

struct Reindex: ParsableCommand {
    @OptionGroup var database: DatabaseOption
    func run() throws {}
}
