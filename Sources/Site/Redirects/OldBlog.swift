/// Where the old blog was: the host most post links share (`www.` set aside), and the path the
/// site takes its place under (``BlogRoot``). Only links there are the old blog's own.
struct OldBlog: Sendable {
    let host: String?
    let root: BlogRoot
}
