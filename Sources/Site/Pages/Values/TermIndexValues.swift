import Mustache

/// The own values of the list of categories or of tags: all the terms under `key`
/// (`categories`, `tags`) and whether there are any under `flag` (`hasCategories`, `hasTags`);
/// the terms with a page of their own under `paged` (`hasPaged`), and those without under
/// `listed` (`hasListed`), each with its `anchor` and `posts` (see ``TermValues``).
struct TermIndexValues: MustacheParent {
    let key: String
    let flag: String
    let terms: [TermValues]

    func child(named name: String) -> Any? {
        switch name {
        case key: terms
        case flag: !terms.isEmpty
        case "paged": terms.filter { $0.anchor == nil }
        case "hasPaged": terms.contains { $0.anchor == nil }
        case "listed": terms.filter { $0.anchor != nil }
        case "hasListed": terms.contains { $0.anchor != nil }
        default: nil
        }
    }
}
