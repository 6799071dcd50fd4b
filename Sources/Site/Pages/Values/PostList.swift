import Mustache

/// Posts listed on a page (a month's, a year's, a term's without a page of its own), each made
/// into its ``PostValues`` as the template reaches it and let go after: the archive page of
/// 100,000 posts would otherwise hold as many values (about 30 MB) while it renders. Templates
/// see it as they see an array: a section over its posts, and `first`, `last`, `reversed`,
/// `count` and `empty`.
struct PostList: MustacheSequence, MustacheTransformable {
    /// The posts, by index in `SiteContent.posts`, in the order listed.
    let indices: [Int]
    let item: (Int) -> PostValues

    func makeIterator() -> LazyMapSequence<[Int], PostValues>.Iterator {
        indices.lazy.map(item).makeIterator()
    }

    func transform(_ name: String) -> Any? {
        switch name {
        case "first": indices.first.map(item)
        case "last": indices.last.map(item)
        case "reversed": PostList(indices: indices.reversed(), item: item)
        case "count": indices.count
        case "empty": indices.isEmpty
        default: nil
        }
    }
}
