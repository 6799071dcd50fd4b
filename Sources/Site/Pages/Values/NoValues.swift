import Mustache

/// The own values of a page that has none (search, 404): only what every page has.
struct NoValues: MustacheParent {
    func child(named name: String) -> Any? { nil }
}
