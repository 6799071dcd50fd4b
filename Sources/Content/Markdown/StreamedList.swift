import CCmark

/// A list directly in a post's document, or in block quotes there, whose finished items were written out while the post
/// was still being read, a batch at a time (``MarkdownBuilder/flushItems(of:)``): a list of a
/// hundred thousand items is never one cmark tree, nor parsed back whole for `html`.
///
/// A batch is rendered the way the whole list would render those items. cmark's renderer keeps
/// nothing from one item to the next but the item's number (the batch's list starts where the
/// batch does) and the list's tight flag, and what follows an item depends on that item alone:
/// each batch is rendered with a stand-in item after it, whose line is then cut. Whether the
/// list is tight is only known at its end (a later item, or the block after the list, may rule it
/// out), so both renderings are kept while it may still be.
final class StreamedList {
    /// The items written out so far, rendered one way: cmark's CommonMark as it wrote it (trailing
    /// whitespace goes once the whole post is written, ``BlockByBlockRendering``).
    struct Rendering {
        var text = ""
        /// Offsets in `text` (UTF-8) where an item starts, one about every ``groupSize`` bytes:
        /// where `html` parses the list apart (``RenderingPart``).
        var cuts: [Int] = []

        mutating func append(_ batch: String) {
            if text.utf8.count - (cuts.last ?? 0) >= StreamedList.groupSize { cuts.append(text.utf8.count) }
            text += batch
        }
    }

    /// About how many bytes of a list `html` parses at a time.
    static let groupSize = 65_536

    /// As a tight list; nil once an item rules that out.
    private(set) var tight: Rendering? = Rendering()
    private(set) var loose = Rendering()
    /// The same with pipe tables, for `markdown`, once a batch held one; nil while the same.
    private(set) var tightPiped: String?
    private(set) var loosePiped: String?
    /// The items' plain text, untrimmed (``PlainText/untrimmed(_:tables:before:)``).
    private(set) var text = ""
    /// How many items were written out.
    private(set) var count = 0
    /// Whether a batch held a pipe table: `markdown` differs from the rendering.
    private(set) var isPiped = false

    /// Whether every item written out allows a tight list.
    var allowsTight: Bool { tight != nil }

    /// Adds a batch: `list`, the only block of `document`, cleaned up (``TreeCleanup``), whose
    /// tight flag says whether its items allow a tight list; `text` is its plain text.
    func add(_ list: MarkdownNode, of document: MarkdownDocument, text: String, pipeTables: [String: String]) {
        let allowsTight = cmark_node_get_list_tight(list.pointer) != 0 && tight != nil
        count += list.children.count
        let standIn = MarkdownNode(CMARK_NODE_ITEM)
        let paragraph = MarkdownNode(CMARK_NODE_PARAGRAPH)
        paragraph.append(.text("x"))
        standIn.append(paragraph)
        list.append(standIn)
        let tightBatch = allowsTight ? Self.rendered(list, of: document, tight: true) : nil
        let looseBatch = Self.rendered(list, of: document, tight: false)
        if PipeTableBlocks.swap(in: list, pipeTables) {
            if !isPiped {
                isPiped = true
                tightPiped = tight?.text
                loosePiped = loose.text
            }
            tightPiped?.append(allowsTight ? Self.rendered(list, of: document, tight: true) : "")
            loosePiped?.append(Self.rendered(list, of: document, tight: false))
        } else if isPiped {
            tightPiped?.append(tightBatch ?? "")
            loosePiped?.append(looseBatch)
        }
        if let tightBatch {
            tight?.append(tightBatch)
        } else {
            tight = nil
            tightPiped = nil
        }
        loose.append(looseBatch)
        self.text += text
    }

    /// What the list wrote out, for a list that turned out `tight` or not, with pipe tables or not.
    func rendering(tight isTight: Bool) -> Rendering {
        isTight ? tight ?? loose : loose
    }

    func piped(tight isTight: Bool) -> String {
        guard isPiped else { return rendering(tight: isTight).text }
        return (isTight ? tightPiped : loosePiped) ?? ""
    }

    /// `document` rendered with `list` tight or not, minus the stand-in item's line, which is the
    /// last: the batch's items, each with what the renderer writes after it.
    private static func rendered(_ list: MarkdownNode, of document: MarkdownDocument, tight: Bool) -> String {
        cmark_node_set_list_tight(list.pointer, tight ? 1 : 0)
        let whole = document.commonMark()
        let lines = whole.utf8.dropLast()
        guard let end = lines.lastIndex(of: UInt8(ascii: "\n")) else { return "" }
        return String(whole[...end])
    }
}
