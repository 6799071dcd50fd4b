/// One parse of a post's source read twice: by the converter, which then frees nothing of the
/// DOM, and by the audit after it (``HTMLConverter/convertAuditing(html:authoredHTML:)``).
///
/// The listing recognizers' answer for each node they were asked about is remembered: the audit
/// asks the same recognizers about the same nodes of the same, now whole, tree, and gets the
/// same answers without the work. Owned by one conversion, on one thread.
final class SharedParse {
    private var listings: [DOMNode: RecognizedListing?] = [:]

    /// The listing at `node` (``ListingRecognizers/recognize(_:)``), recognized once.
    func listing(at node: DOMNode) -> RecognizedListing? {
        if let known = listings[node] { return known }
        let found = ListingRecognizers.recognize(node)
        listings[node] = .some(found)
        return found
    }
}
