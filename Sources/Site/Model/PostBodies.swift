import Archive

/// Where a build finds the bodies of its posts (``PostBody``). A build from an archive holds
/// its posts without them and reads the parts a page, a feed entry or a search entry needs when
/// it is written, so that its memory does not grow with the archive's text.
enum PostBodies: Sendable {
    /// The posts are held whole.
    case held
    /// The posts are held without their bodies, which `archive` holds.
    case archive(Archive)

    /// The parts of a body a post is held with at first.
    var heldParts: PostBody.Parts {
        if case .held = self { .all } else { [] }
    }

    /// `posts`, in the same order, each with at least `parts` of its body.
    func with(_ parts: PostBody.Parts, _ posts: [SitePost]) throws(SiteError) -> [SitePost] {
        try with({ _ in parts }, posts)
    }

    /// `posts`, in the same order, each with at least the parts `parts` names for it, read in
    /// one transaction.
    func with(_ parts: (SitePost) -> PostBody.Parts, _ posts: [SitePost]) throws(SiteError) -> [SitePost] {
        let wanted = posts.map(parts)
        let short = posts.indices.filter { !posts[$0].parts.isSuperset(of: wanted[$0]) }
        let missing = short.reduce(into: PostBody.Parts()) { $0.formUnion(wanted[$1].subtracting(posts[$1].parts)) }
        guard case let .archive(archive) = self, !short.isEmpty else { return posts }
        let bodies: [Int64: PostBody]
        do {
            bodies = try archive.bodies(of: short.map { posts[$0].post.id }, parts: missing)
        } catch {
            throw .archive("\(error)")
        }
        var whole = posts
        for index in short {
            guard let body = bodies[posts[index].post.id] else {
                throw .archive(
                    "\(archive.path): post \(posts[index].post.id) (\(posts[index].post.guid)) was removed while the site was built; build again")
            }
            whole[index] = posts[index].with(missing, of: body)
        }
        return whole
    }
}

extension SitePost {
    /// This post with `parts` of `body`.
    func with(_ parts: PostBody.Parts, of body: PostBody) -> SitePost {
        var post = post
        post.body = post.body.replacing(parts, with: body)
        return SitePost(
            post: post, path: path, date: date, categories: categories, tags: tags, parts: self.parts.union(parts))
    }
}
