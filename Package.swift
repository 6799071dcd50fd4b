// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "blogkit",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "blogkit", targets: ["blogkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // System libraries.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // Child processes that die with blogkit, and temporary files removed on SIGINT/SIGTERM:
        // fork/prctl/exec and a signal handler need async-signal-safe C.
        .target(name: "CProcess"),

        // Pipeline stages, each depending only on the stages above it. A post flows
        // Feeds -> Content -> Import -> Archive -> Site | Export; the Archive, which Import writes
        // into, is declared before Import (see docs/layout.md).
        // Reads feed files (limits of one item); the small utilities every later stage uses.
        .target(name: "Feeds", dependencies: ["CLibXML2"]),
        .target(name: "Content", dependencies: ["CLibXML2", "CCmark", "Feeds"]),
        // Stores posts already converted, in a model of its own: knows nothing of feeds or conversion.
        .target(name: "Archive", dependencies: [
            .product(name: "GRDB", package: "GRDB.swift"),
            // The SQLite C API, for the search index's tokenizer and rank function.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // Orchestrates the stages before it (Importer, ImportRun): downloads a feed (curl, into
        // temporary files removed on SIGINT) and reads it (Feeds), converts its items (Content),
        // and stores them (Archive), with the key, fingerprint and WordPress/Blogger backup rules
        // of what becomes a post.
        .target(name: "Import", dependencies: ["Feeds", "Content", "Archive", "CProcess"]),
        .target(name: "Site", dependencies: [
            "Archive", "Content", "Feeds",
            .product(name: "Algorithms", package: "swift-algorithms"),
            .product(name: "Mustache", package: "swift-mustache"),
        ], resources: [.copy("DefaultTemplates")]),
        // `blogkit export`: the JSON contract, and Markdown trees for Hugo, Jekyll, Zola and
        // Eleventy that keep each post at the path the site gives it, written through the site's
        // confined output directory (Site's package-level `PostPaths` and `OutputDirectory`).
        .target(name: "Export", dependencies: ["Archive", "Content", "Feeds", "Site"]),
        // `blogkit serve`: a loopback HTTP server over a built site that reloads open pages when
        // told to; knows nothing of posts or templates (BlogKitCLI rebuilds through Site).
        // FlyingSocks only: FlyingFox's HTTP module links FoundationNetworking, whose libcurl and
        // some 35 more libraries every command would load at start-up.
        .target(name: "Preview", dependencies: [.product(name: "FlyingSocks", package: "FlyingFox")]),
        .target(name: "BlogKitCLI", dependencies: [
            "Feeds", "Content", "Archive", "Import", "Site", "Export", "Preview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            // blogkit.toml, read and checked key by key.
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        // jemalloc (Debian's libjemalloc-dev; its static archive in release builds) instead of
        // glibc's malloc: an import's reader, converter and writer threads allocate and free
        // millions of small blocks, often on different threads, and spent about a fifth of their
        // CPU time in glibc's arenas (docs/benchmarks.md).
        .executableTarget(name: "blogkit", dependencies: ["BlogKitCLI"], linkerSettings: [
            .linkedLibrary("jemalloc", .when(platforms: [.linux])),
        ]),
        // `bench/feeds.sh`: FeedReader against a bare libxml2 read pass.
        .executableTarget(name: "feeds-bench", dependencies: ["Feeds"], path: "bench/feeds-bench"),
        // `bench/post-memory.sh`: the memory one long post's conversion takes.
        .executableTarget(name: "content-bench", dependencies: ["Content"], path: "bench/content-bench"),

        // Tests mirror the stages, plus end-to-end tests of the built binary.
        .testTarget(name: "FeedsTests", dependencies: ["Feeds"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "Feeds", "ProcessTestSupport"], resources: [.copy("Fixtures")]),
        // Waiting for a child process without Foundation's run-loop wait, for the tests that start one.
        .target(name: "ProcessTestSupport", path: "Tests/ProcessTestSupport"),
        // Temporary archives, filled the way blogkit fills them (Import), for ArchiveTests and ImportTests.
        .target(name: "ArchiveTestSupport", dependencies: [
            "Archive", "Import", "Feeds", .product(name: "GRDB", package: "GRDB.swift"),
        ], path: "Tests/ArchiveTestSupport"),
        .testTarget(name: "ArchiveTests", dependencies: [
            "Archive", "Import", "ArchiveTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ], resources: [.copy("Fixtures")]),
        .testTarget(name: "ImportTests", dependencies: [
            "Import", "Archive", "Feeds", "ArchiveTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SiteTests", dependencies: ["Site", "Archive", "Import", "Feeds", "Content", "ProcessTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ExportTests", dependencies: ["Export", "Archive", "Site"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        // GRDB: tests that age an archive's posts as an older blogkit would have left them.
        .testTarget(name: "BlogKitCLITests", dependencies: [
            "BlogKitCLI", "Import", "ProcessTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ], resources: [.copy("Fixtures")]),
    ]
)

// `make fuzz`: libFuzzer targets over the feed reader, the HTML converter and the whole import, to be built with
// `-sanitize=fuzzer`, which links libFuzzer's runtime. Declared only when BLOGKIT_FUZZ is set, so
// `swift build`, `make test` and `make site` never build them.
if Context.environment["BLOGKIT_FUZZ"] != nil {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "fuzz/CLibFuzzer"),
        // The file each input is written to, for the stages that read from a path.
        .target(name: "FuzzSupport", path: "fuzz/support"),
        .executableTarget(name: "fuzz-feeds", dependencies: ["Feeds", "CLibFuzzer", "FuzzSupport"], path: "fuzz/feeds"),
        .executableTarget(name: "fuzz-content", dependencies: ["Content", "CLibFuzzer"], path: "fuzz/content"),
        // The whole import of feeds and WordPress/Blogger exports into an archive.
        .executableTarget(name: "fuzz-import", dependencies: ["Import", "Archive", "CLibFuzzer", "FuzzSupport"], path: "fuzz/import"),
    ]
}
