import Archive

/// Where a build finds the bodies of its posts (``PostBody``). A build from an archive holds
/// its posts without them and reads each when its page, its feed entry or its search entry is
/// written, so that its memory does not grow with the archive's text.
enum PostBodies: Sendable {
    /// The posts are held whole.
    case held
    /// The posts are held without their bodies, which `archive` holds.
    case archive(Archive)

    /// True when the posts are held whole.
    var holdsAll: Bool {
        if case .held = self { true } else { false }
    }

    /// `posts` with their bodies, in the same order.
    func whole(_ posts: [SitePost]) throws(SiteError) -> [SitePost] {
        guard case let .archive(archive) = self, posts.contains(where: { !$0.isWhole }) else { return posts }
        let bodies: [Int64: PostBody]
        do {
            bodies = try archive.bodies(of: posts.filter { !$0.isWhole }.map(\.post.id))
        } catch {
            throw .archive("\(error)")
        }
        return try posts.map { post throws(SiteError) in
            if post.isWhole { return post }
            guard let body = bodies[post.post.id] else {
                throw .archive(
                    "\(archive.path): post \(post.post.id) (\(post.post.guid)) was removed while the site was built; build again")
            }
            return post.with(body)
        }
    }
}

extension SitePost {
    /// This post with `body`.
    func with(_ body: PostBody) -> SitePost {
        var post = post
        post.body = body
        return SitePost(post: post, path: path, date: date, categories: categories, tags: tags, isWhole: true)
    }
}
