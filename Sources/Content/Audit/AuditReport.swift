/// The migration audit of one post: what it lost, what the converter left out on purpose, and
/// the whole comparison, kind by kind.
public struct AuditReport: Sendable, Equatable {
    /// Losses, in the order of ``AuditFinding/Kind``, listings by position.
    public var lost: [AuditFinding] = []
    /// What the converter leaves out on purpose, by kind (`script`, `style`, `form control`,
    /// `svg`, `empty link`...), with how many: never counted as lost, never silent either.
    public var droppedByDesign: [String: Int] = [:]
    /// Changes that are not losses: `listing 2: no-break spaces made spaces`, `18 comments only
    /// counted by the source, which carries no thread`.
    public var notes: [String] = []
    /// The comparison, kind by kind.
    public var tallies: [AuditTally] = []

    public init(
        lost: [AuditFinding] = [], droppedByDesign: [String: Int] = [:], notes: [String] = [], tallies: [AuditTally] = []
    ) {
        self.lost = lost
        self.droppedByDesign = droppedByDesign
        self.notes = notes
        self.tallies = tallies
    }

    /// True when nothing was lost.
    public var isLossless: Bool { lost.isEmpty }

    /// Adds the comparison of the comments: `stated` by the source against `stored` in the
    /// archive. More stated than stored is a loss, unless none is stored: then the source only
    /// counted them (a feed's `slash:comments`) and carried no thread, which is a note.
    public mutating func compareComments(stated: Int?, stored: Int) {
        guard let stated, stated > stored else {
            tallies.append(AuditTally(name: "comments", source: stored, kept: stored))
            return
        }
        tallies.append(AuditTally(name: "comments", source: stated, kept: stored))
        if stored == 0 {
            notes.append("\(stated) \(stated == 1 ? "comment" : "comments") counted by the source, which carries no thread")
        } else {
            lost.append(AuditFinding(kind: .comments, count: stated - stored))
        }
    }
}
