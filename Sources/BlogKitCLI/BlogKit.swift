import ArgumentParser

/// The `blogkit` command: blog feeds in, a searchable archive and a static site out.
public struct BlogKit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "blogkit",
        abstract: "Turn blog feeds into a searchable archive and a static site.",
        version: "0.1.0",
        subcommands: [Import.self, Export.self, Search.self, Reindex.self, Build.self]
    )

    public init() {}
}
