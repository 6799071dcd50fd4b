import Mustache

/// The own values of the list of categories or of tags: the terms under `key` (`categories`,
/// `tags`) and whether there are any under `flag` (`hasCategories`, `hasTags`).
struct TermIndexValues: MustacheParent {
    let key: String
    let flag: String
    let terms: [TermValues]

    func child(named name: String) -> Any? {
        switch name {
        case key: terms
        case flag: !terms.isEmpty
        default: nil
        }
    }
}
