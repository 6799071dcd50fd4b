/// A piece of a post's CommonMark that ``HTMLRenderer/render(markdown:parts:)`` parses on its
/// own, so that a long post is never one parsed tree: whole top-level blocks, the items of one
/// top-level list cut into groups, or one top-level paragraph cut into groups. Offsets are UTF-8 offsets in the Markdown.
enum RenderingPart: Equatable {
    /// One or more top-level blocks, with what separates them.
    case blocks(Range<Int>)
    /// The consecutive groups of items of one top-level list.
    case list([Range<Int>])
    /// A top-level paragraph (maybe followed by those split from it at double breaks) cut into
    /// consecutive groups between two letters.
    case paragraph([Range<Int>])
}
