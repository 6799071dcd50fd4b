import Archive
import Foundation

/// A post's comments as its page shows them: a static, read-only thread, each reply under the
/// comment it answers, oldest first at every level (undated ones after the dated, in export
/// order). A reply whose parent the post does not hold, or that is part of a loop of replies,
/// is a comment on the post. Nesting stops at ``maxDepth``: deeper replies follow the
/// comment at that depth, as WordPress shows them past its thread depth, and the template's
/// recursion stays bounded whatever the export says.
struct CommentThread {
    static let maxDepth = 6

    struct Node {
        let comment: PostComment
        var replies: [Node]
    }

    let roots: [Node]
    let count: Int

    init(_ comments: [PostComment]) {
        count = comments.count
        var byID: [String: Int] = [:]
        for (index, comment) in comments.enumerated() {
            if let id = comment.id, byID[id] == nil { byID[id] = index }
        }
        var children = Array(repeating: [Int](), count: comments.count)
        var rootIndices: [Int] = []
        for (index, comment) in comments.enumerated() {
            if let parent = comment.parentID.flatMap({ byID[$0] }), parent != index {
                children[parent].append(index)
            } else {
                rootIndices.append(index)
            }
        }
        // A loop of replies reaches no root: its first comment becomes one.
        var reached = Array(repeating: false, count: comments.count)
        func reach(from start: Int) {
            var stack = [start]
            while let index = stack.popLast() {
                guard !reached[index] else { continue }
                reached[index] = true
                stack += children[index]
            }
        }
        rootIndices.forEach(reach)
        for index in comments.indices where !reached[index] {
            if let parent = comments[index].parentID.flatMap({ byID[$0] }) {
                children[parent].removeAll { $0 == index }
            }
            rootIndices.append(index)
            reach(from: index)
        }
        let order = { (indices: [Int]) in Self.oldestFirst(indices, comments) }
        func nodes(_ indices: [Int], depth: Int) -> [Node] {
            order(indices).flatMap { index -> [Node] in
                guard depth < Self.maxDepth else {
                    let node = Node(comment: comments[index], replies: [])
                    return [node] + order(Self.descendants(of: index, children)).map { Node(comment: comments[$0], replies: []) }
                }
                return [Node(comment: comments[index], replies: nodes(children[index], depth: depth + 1))]
            }
        }
        roots = nodes(rootIndices, depth: 1)
    }

    /// Every reply under `index`, at any depth, without recursion (an export can chain thousands).
    private static func descendants(of index: Int, _ children: [[Int]]) -> [Int] {
        var found: [Int] = []
        var stack = children[index]
        while let next = stack.popLast() {
            found.append(next)
            stack += children[next]
        }
        return found
    }

    private static func oldestFirst(_ indices: [Int], _ comments: [PostComment]) -> [Int] {
        indices.sorted { a, b in
            switch (comments[a].published, comments[b].published) {
            case let (x?, y?) where x != y: x < y
            case (_?, nil): true
            case (nil, _?): false
            default: a < b
            }
        }
    }
}
