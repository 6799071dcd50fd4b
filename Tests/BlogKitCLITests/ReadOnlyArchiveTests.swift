import Archive
import Foundation
import GRDB
import ProcessTestSupport
import Testing

/// An archive on a read-only file system (a mounted backup) is searched, exported and built
/// from. The test mounts it read-only in a mount namespace of its own (`unshare`), which works
/// as root, where permission bits would not stop a write, and as a user.
@Suite("blogkit reads an archive it cannot write")
struct ReadOnlyArchiveTests {
    /// Runs a command in a new user and mount namespace where the directory given after this
    /// launcher is a read-only bind mount of itself.
    static func readOnlyMount(_ directory: String) -> [String] {
        [
            "/usr/bin/unshare", "--map-root-user", "--mount", "/bin/sh", "-c",
            #"mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@""#, directory,
        ]
    }

    /// A folder `backup` holding an archive of the two sample feeds, and the archive's path.
    static func backup(in cli: CommandLine) throws -> (directory: String, archive: String) {
        let directory = cli.path("backup")
        let db = directory + "/blogkit.sqlite"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try cli.run(["import", "--db", db, ImportCommandTests.development, ImportCommandTests.enterprise])
        return (directory, db)
    }

    @Test func searchExportAndBuildWorkOnAReadOnlyMount() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (directory, db) = try Self.backup(in: cli)
        let export = try cli.run(["export", "--db", db]).stdout
        let search = try cli.run(["search", "--db", db, "keychain"]).stdout
        let before = try FileManager.default.contentsOfDirectory(atPath: directory)
        let readOnly = { (arguments: [String]) in
            try cli.start(arguments, launcher: Self.readOnlyMount(directory)).wait()
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = Self.readOnlyMount(directory).dropFirst() + ["/usr/bin/touch", directory + "/probe"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitForExit()
        #expect(probe.terminationStatus != 0, "the directory was not mounted read-only")

        let exported = try readOnly(["export", "--db", db])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout == export)
        let searched = try readOnly(["search", "--db", db, "keychain"])
        #expect(searched.status == 0, "\(searched.stderr)")
        #expect(searched.stdout.split(separator: "\n").dropLast() == search.split(separator: "\n").dropLast())
        let built = try readOnly(["build", "--db", db, "--output", cli.path("site")])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(FileManager.default.fileExists(atPath: cli.path("site/index.html")))
        let exclusions = try readOnly(["remove", "--db", db, "--list"])
        #expect(exclusions.status == 0, "\(exclusions.stderr)")
        let removed = try readOnly(["remove", "--db", db, RemoveCommandTests.sso])
        #expect(removed.stderr == "blogkit: error: \(db): the archive is read-only (its file or directory is not writable)\n")
        let imported = try readOnly(["import", "--db", db, ImportCommandTests.development])
        #expect(imported.status == 1)
        #expect(imported.stderr == "blogkit: error: \(db): the archive is read-only (its file or directory is not writable)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == before)
    }

    /// An archive written before the search kept its ranking bounds (migration v16) and its
    /// packed lengths (v17), on a read-only mount, where it cannot be migrated: every search
    /// scores every match, with the lengths FTS5 keeps.
    @Test func anArchiveOlderThanTheRankingBoundsIsSearchedReadOnly() throws {
        let cli = try CommandLine()
        defer { cli.cleanUp() }
        let (directory, db) = try Self.backup(in: cli)
        let search = try cli.run(["search", "--db", db, "--json", "keychain OR the"]).stdout
        var configuration = Configuration()
        configuration.prepareDatabase { db in Archive.prepareConnection(db) }
        try DatabaseQueue(path: db, configuration: configuration).write { db in
            try db.execute(sql: """
                DROP TRIGGER search_bound_insert; DROP TRIGGER search_bound_delete; DROP TRIGGER search_bound_update;
                DROP TABLE search_bound_term; DROP TABLE search_bound; DROP TABLE search_bound_dirty;
                DROP TABLE search_bound_state; DROP TABLE search_length;
                DELETE FROM grdb_migrations WHERE identifier IN ('v16', 'v17')
                """)
        }
        let searched = try cli.start(["search", "--db", db, "--json", "keychain OR the"], launcher: Self.readOnlyMount(directory)).wait()
        #expect(searched.status == 0, "\(searched.stderr)")
        #expect(!searched.stdout.isEmpty && searched.stdout == search)
    }
}
