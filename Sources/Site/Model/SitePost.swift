import Archive

/// A post with everything its pages need computed once: its page, date forms, categories, tags.
struct SitePost: Sendable {
    let post: Post
    let path: SitePath
    let date: SiteDate?
    /// Indices into `SiteContent.categories`, in the post's order.
    let categories: [Int]
    /// Indices into `SiteContent.tags`, in the post's order.
    let tags: [Int]
    /// The parts of its body `post` holds (``PostBodies``): all, or those a page read.
    var parts = PostBody.Parts.all
}

/// A year or a month of the archive and its posts (indices into `SiteContent.posts`), newest first.
struct ArchivePeriod: Sendable {
    let title: String
    let path: SitePath
    var posts: [Int]
    /// For a year, its months, newest first.
    var months: [ArchivePeriod]
}
