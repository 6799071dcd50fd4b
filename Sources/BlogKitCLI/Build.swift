import ArgumentParser

struct Build: ParsableCommand {
    @OptionGroup var database: DatabaseOption
    func run() throws {}
}
