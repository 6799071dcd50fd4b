import Content
import Foundation
import Import
import Site

/// The totals of an audit of the archive: posts checked, posts that lost something, losses and
/// what was dropped by design, by kind.
struct CheckTally {
    var posts = 0
    var lossy = 0
    var lost: [String: Int] = [:]
    var droppedByDesign: [String: Int] = [:]

    mutating func add(_ report: AuditReport) {
        posts += 1
        if !report.isLossless { lossy += 1 }
        for finding in report.lost { lost[finding.kind.rawValue, default: 0] += finding.count }
        droppedByDesign.merge(report.droppedByDesign, uniquingKeysWith: +)
    }

    /// `checked 56 posts: 3 lost something (audio 1, listing language 2, words 12); dropped by
    /// design: script 4, style 2`.
    var summary: String {
        var line = "checked \(Import.plural(posts, "post")): "
            + (lossy == 0 ? "nothing lost" : "\(lossy) lost something (\(Self.list(lost)))")
        if !droppedByDesign.isEmpty { line += "; dropped by design: " + Self.list(droppedByDesign) }
        return line
    }

    /// `audio 1, words 12`: by name.
    static func list(_ counts: [String: Int]) -> String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

/// Audits as lines for a person.
enum CheckText {
    /// `2011/05/java-logging/: 1 audio lost, listing 3 language "bash" dropped`.
    static func line(_ audit: PostAudit) -> String {
        "\(audit.label): " + audit.report.lost.map(\.description).joined(separator: ", ")
    }

    /// The whole comparison of one post.
    static func full(_ audit: PostAudit) -> String {
        let report = audit.report
        var lines = ["\(audit.label)  \"\(audit.title)\" (id \(audit.postID), guid \(audit.guid))"]
        let width = report.tallies.map { String($0.source).count }.max() ?? 1
        for tally in report.tallies {
            let source = String(repeating: " ", count: width - String(tally.source).count) + String(tally.source)
            lines.append("  " + tally.name.padding(toLength: 11, withPad: " ", startingAt: 0) + "\(source) in the source, \(tally.kept) kept")
        }
        for finding in report.lost {
            let examples = finding.kind == .listingLanguage || finding.examples.isEmpty ? "" : ": " + finding.examples.joined(separator: " ")
            lines.append("  lost: \(finding)" + examples)
        }
        if !report.droppedByDesign.isEmpty { lines.append("  dropped by design: " + CheckTally.list(report.droppedByDesign)) }
        lines += report.notes.map { "  note: \($0)" }
        if report.isLossless { lines.append("  nothing lost") }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Audits and site checks as JSON for tools, keys sorted so that output is stable.
enum CheckJSON {
    struct Finding: Encodable {
        var kind: String
        var count: Int
        var listing: Int?
        var place: String?
        var examples: [String]
        var description: String

        init(_ finding: AuditFinding) {
            kind = finding.kind.rawValue
            count = finding.count
            listing = finding.listing
            place = finding.place
            examples = finding.examples
            description = finding.description
        }

        enum CodingKeys: String, CodingKey { case kind, count, listing, place, examples, description }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(count, forKey: .count)
            try container.encode(listing, forKey: .listing)
            try container.encode(place, forKey: .place)
            try container.encode(examples, forKey: .examples)
            try container.encode(description, forKey: .description)
        }
    }

    struct Post: Encodable {
        var id: Int64
        var guid: String
        var title: String
        var link: String?
        var path: String
        var lost: [Finding]
        var droppedByDesign: [String: Int]
        var notes: [String]
        var comparison: [AuditTally]?

        enum CodingKeys: String, CodingKey {
            case id, guid, title, link, path, lost, notes, comparison
            case droppedByDesign = "dropped_by_design"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(guid, forKey: .guid)
            try container.encode(title, forKey: .title)
            try container.encode(link, forKey: .link)
            try container.encode(path, forKey: .path)
            try container.encode(lost, forKey: .lost)
            try container.encode(droppedByDesign, forKey: .droppedByDesign)
            try container.encode(notes, forKey: .notes)
            try container.encodeIfPresent(comparison, forKey: .comparison)
        }
    }

    struct Summary: Encodable {
        var posts: Int
        var lossy: Int
        var lost: [String: Int]
        var droppedByDesign: [String: Int]
        var results: [Post]

        enum CodingKeys: String, CodingKey {
            case posts, lossy = "posts_with_losses", lost, results
            case droppedByDesign = "dropped_by_design"
        }
    }

    struct SiteSummary: Encodable {
        var pages: Int
        var broken: [[String: String]]
    }

    /// `{"posts": 56, "posts_with_losses": 3, "lost": {...}, "dropped_by_design": {...}, "results": [...]}`;
    /// `full`: each post with its whole comparison.
    static func render(_ audits: [PostAudit], tally: CheckTally? = nil, full: Bool = false) throws -> String {
        var totals = CheckTally()
        audits.forEach { totals.add($0.report) }
        let counted = tally ?? totals
        let posts = audits.map { audit in
            Post(
                id: audit.postID, guid: audit.guid, title: audit.title, link: audit.link, path: audit.label,
                lost: audit.report.lost.map(Finding.init), droppedByDesign: audit.report.droppedByDesign,
                notes: audit.report.notes, comparison: full ? audit.report.tallies : nil)
        }
        return try encode(Summary(
            posts: counted.posts, lossy: counted.lossy, lost: counted.lost, droppedByDesign: counted.droppedByDesign,
            results: posts))
    }

    /// `{"pages": 65, "broken": [{"page": "...", "reference": "..."}]}`.
    static func render(_ broken: [SiteLinkCheck.BrokenLink], pages: Int) throws -> String {
        try encode(SiteSummary(pages: pages, broken: broken.map { ["page": $0.page, "reference": $0.reference] }))
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
