import Archive

/// A post with everything its pages need computed once: its page, date forms, categories.
struct SitePost: Sendable {
    let post: Post
    let path: SitePath
    let date: SiteDate?
    /// Indices into `SiteContent.categories`, in the post's order.
    let categories: [Int]
}

/// A category page: its name as first seen (newest post first) and the posts in it, newest first.
struct SiteCategory: Sendable {
    let name: String
    let path: SitePath
    /// Indices into `SiteContent.posts`.
    var posts: [Int]
}

/// A year or a month of the archive and its posts (indices into `SiteContent.posts`), newest first.
struct ArchivePeriod: Sendable {
    let title: String
    let path: SitePath
    var posts: [Int]
    /// For a year, its months, newest first.
    var months: [ArchivePeriod]
}
