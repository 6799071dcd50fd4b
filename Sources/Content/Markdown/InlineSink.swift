/// Collects inline content into one cmark container (paragraph, heading, emphasis, link),
/// buffering text so that adjacent DOM text nodes become one cmark text node.
final class InlineSink {
    let container: MarkdownNode
    private var pending = ""
    /// Nodes appended to the container since this was last set to 0.
    var appended = 0

    init(_ container: MarkdownNode) {
        self.container = container
    }

    /// Appends whitespace-collapsed text, keeping a single space where two pieces meet.
    func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        if pending.hasSuffix(" ") && text.hasPrefix(" ") {
            pending += text.dropFirst()
        } else {
            pending += text
        }
    }

    func append(_ node: MarkdownNode) {
        flush()
        container.append(node)
        appended += 1
    }

    /// Writes buffered text into the container; call before the container is rendered.
    func flush() {
        guard !pending.isEmpty else { return }
        container.append(.text(pending))
        appended += 1
        pending = ""
    }
}
