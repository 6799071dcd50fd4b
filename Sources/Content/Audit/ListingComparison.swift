/// Compares a post's listings three ways: as the source shows them (``SourceListing``), as the
/// archive lists them (`code[]`), and as its Markdown holds them (fenced code blocks).
///
/// A source listing is kept when a stored listing has its exact code (a no-break space that
/// became a space is a note, not a loss) and, when the source states a language, that language.
/// The Markdown must then hold each stored listing with the same code and language: exports
/// and the site read the Markdown.
struct ListingComparison {
    let source: [SourceListing]
    let stored: [CodeListing]
    let markdown: [(info: String, code: String)]
    private(set) var findings: [AuditFinding] = []
    private(set) var notes: [String] = []
    /// Source listings lost, or kept without their code or language.
    private(set) var lostCount = 0

    init(source: [SourceListing], stored: [CodeListing], markdown: [(info: String, code: String)]) {
        self.source = source
        self.stored = stored
        self.markdown = markdown
    }

    mutating func run() {
        for (index, match) in pairs().enumerated() {
            let number = index + 1
            guard let match else {
                findings.append(AuditFinding(kind: .listings, count: 1, listing: number))
                lostCount += 1
                continue
            }
            let listing = source[index], kept = stored[match]
            var lost = false
            if listing.hadNoBreakSpaces, kept.code == listing.code {
                notes.append("listing \(number): no-break spaces made spaces")
            } else if kept.code != listing.code {
                if Self.spaced(kept.code) == Self.spaced(listing.code) {
                    notes.append("listing \(number): no-break spaces made spaces")
                } else {
                    findings.append(AuditFinding(kind: .listingText, count: 1, listing: number))
                    lost = true
                }
            }
            if let stated = listing.statedAs, !listing.statedLanguages.contains(kept.language ?? "") {
                findings.append(AuditFinding(
                    kind: .listingLanguage, count: 1, listing: number, examples: [stated] + (kept.language.map { [$0] } ?? [])))
                lost = true
            }
            if lost { lostCount += 1 }
        }
        compareMarkdown()
    }

    /// For each source listing, the index of the stored listing that keeps it, nil when none:
    /// position by position when the counts agree, else each to the next stored listing with
    /// its code.
    private func pairs() -> [Int?] {
        if source.count == stored.count { return Array(stored.indices) }
        var next = 0
        return source.map { listing in
            guard let found = stored[next...].firstIndex(where: { Self.spaced($0.code) == Self.spaced(listing.code) })
            else { return nil }
            next = found + 1
            return found
        }
    }

    /// Each stored listing against the Markdown's code block at its position.
    private mutating func compareMarkdown() {
        if markdown.count < stored.count {
            findings.append(AuditFinding(kind: .listings, count: stored.count - markdown.count, place: "markdown"))
        }
        for (index, (listing, block)) in zip(stored, markdown).enumerated() {
            if block.code != listing.code {
                findings.append(AuditFinding(kind: .listingText, count: 1, listing: index + 1, place: "markdown"))
            }
            let info = LanguageName.normalized(block.info.split(whereSeparator: \.isWhitespace).first.map(String.init))
            if let language = listing.language, info != language {
                findings.append(AuditFinding(
                    kind: .listingLanguage, count: 1, listing: index + 1, examples: [language] + (info.map { [$0] } ?? []),
                    place: "markdown"))
            }
        }
    }

    /// `code` with its no-break spaces as spaces.
    private static func spaced(_ code: String) -> String {
        code.contains("\u{A0}") ? code.replacing("\u{A0}", with: " ") : code
    }
}
