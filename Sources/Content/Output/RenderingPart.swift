/// A piece of a post's CommonMark that ``HTMLRenderer/render(markdown:parts:)`` parses on its
/// own, so that a long post is never one parsed tree: whole top-level blocks, the items of one
/// list cut into groups, or one top-level paragraph cut into groups. Offsets are UTF-8 offsets in
/// the Markdown.
enum RenderingPart: Equatable {
    /// One or more top-level blocks, with what separates them.
    case blocks(Range<Int>)
    /// One top-level block holding a long list, cut into consecutive groups between the list's
    /// items: the list is top-level (`depth` 0) or lies in `depth` nested block quotes, the
    /// first group starts where the top-level block does and the last ends where it does.
    /// `standIn` is an item of the list, its quotes' markers included, that the renderer adds
    /// after a group to tell whether the list goes on tight.
    case list([Range<Int>], depth: Int, standIn: String)
    /// A top-level paragraph (maybe followed by those split from it at double breaks) cut into
    /// consecutive groups between two letters.
    case paragraph([Range<Int>])
}
