import ArgumentParser

struct Search: ParsableCommand {
    @OptionGroup var database: DatabaseOption
    func run() throws {}
}
