import CCmark
import Foundation

/// A node of a cmark AST. Nodes attached to a tree are owned by its root; a detached node must
/// be attached or given to ``remove()``.
struct MarkdownNode: Hashable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// A new detached node of `type`; cmark only fails to allocate when memory is exhausted, in
    /// which case it aborts itself.
    init(_ type: cmark_node_type) {
        pointer = cmark_node_new(type)
    }

    /// A text node holding `literal`.
    static func text(_ literal: String) -> MarkdownNode {
        let node = MarkdownNode(CMARK_NODE_TEXT)
        node.literal = literal
        return node
    }

    var type: cmark_node_type { cmark_node_get_type(pointer) }

    var literal: String { get { string(cmark_node_get_literal) } nonmutating set { cmark_node_set_literal(pointer, newValue) } }

    var url: String { get { string(cmark_node_get_url) } nonmutating set { cmark_node_set_url(pointer, newValue) } }

    /// The literal as UTF-8 bytes, without copying it (a literal may be a whole post): valid until
    /// the literal is set again or the node is freed.
    var literalBytes: UnsafeBufferPointer<UInt8> {
        guard let literal = cmark_node_get_literal(pointer) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let count = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: count) { UnsafeBufferPointer(start: $0, count: count) }
    }

    /// A code block's info string.
    var fenceInfo: String { get { string(cmark_node_get_fence_info) } nonmutating set { cmark_node_set_fence_info(pointer, newValue) } }

    /// A link's or image's title.
    var title: String { get { string(cmark_node_get_title) } nonmutating set { cmark_node_set_title(pointer, newValue) } }

    /// A string field of the node, "" when it has none.
    private func string(_ field: (OpaquePointer) -> UnsafePointer<CChar>?) -> String {
        field(pointer).map { String(cString: $0) } ?? ""
    }

    /// Where the node starts and ends in the parsed source: 1-based lines, 1-based byte columns.
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
    var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }

    var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }
    var firstChild: MarkdownNode? { cmark_node_first_child(pointer).map(MarkdownNode.init) }
    var lastChild: MarkdownNode? { cmark_node_last_child(pointer).map(MarkdownNode.init) }
    var next: MarkdownNode? { cmark_node_next(pointer).map(MarkdownNode.init) }
    var previous: MarkdownNode? { cmark_node_previous(pointer).map(MarkdownNode.init) }

    /// The children, collected first so that the caller may unlink them while iterating.
    var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = firstChild
        while let current = child {
            result.append(current)
            child = current.next
        }
        return result
    }

    /// Takes the node out of its tree, keeping it and its subtree: it must be attached again or
    /// given to ``remove()``.
    func unlink() {
        cmark_node_unlink(pointer)
    }

    /// Appends `child`; a child cmark refuses here (a block inside inline content) is freed.
    func append(_ child: MarkdownNode) {
        if cmark_node_append_child(pointer, child.pointer) == 0 {
            cmark_node_free(child.pointer)
        }
    }

    func insertSiblingBefore(_ sibling: MarkdownNode) {
        cmark_node_insert_before(pointer, sibling.pointer)
    }

    func insertSiblingAfter(_ sibling: MarkdownNode) {
        cmark_node_insert_after(pointer, sibling.pointer)
    }

    /// Unlinks the node and frees it with its subtree.
    func remove() {
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }

    /// Moves every child of this node in front of it, then removes it.
    func unwrap() {
        for child in children {
            child.unlink()
            insertSiblingBefore(child)
        }
        remove()
    }
}
