import CCmark

extension MarkdownBuilder {
    /// True for the elements dropped with their content that leave a link to what they show:
    /// media (`<video>`, `<audio>`), frames and objects, and a gist's `<script>`.
    func leavesLink(_ node: DOMNode) -> Bool {
        switch node.name {
        case "video", "audio", "iframe", "object": true
        case "script": node.attribute("src").map { EmbeddedPage(source: $0).label == "Gist" } ?? false
        default: false
        }
    }

    /// An `<iframe>`, `<object>`, `<embed>` or gist `<script>` as a link to the page it shows
    /// (``EmbeddedPage``): `[title](page)` when the element has a title, else `Label: <page>`
    /// (`YouTube video: <https://www.youtube.com/watch?v=ID>`), else `<page>`. Nothing when it
    /// names no http(s) URL. A WordPress post embed's frame is left out: the `<blockquote>`
    /// before it already links the post.
    func appendEmbed(_ node: DOMNode, to sink: InlineSink, style: InlineStyle) {
        guard !node.hasClass("wp-embedded-content"), let url = embeddedURL(of: node) else { return }
        let title = node.attribute("title").map(ProseText.collapsed)?.trimmingSpaces
        appendPageLink(EmbeddedPage(source: url), title: title.flatMap { $0.isEmpty ? nil : $0 }, to: sink, style: style)
    }

    /// The URL a Gutenberg embed block keeps as its only content when its frame was never
    /// rendered (`<div class="wp-block-embed__wrapper">https://youtu.be/ID</div>`), as a link in
    /// a paragraph of its own; false for any other block.
    func appendEmbedBlockURL(_ node: DOMNode, to context: BlockContext) -> Bool {
        guard node.hasClass("wp-block-embed__wrapper"), node.elementChildren.isEmpty else { return false }
        let text = String(node.textContent.trimming(where: \.isWhitespace))
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), let url = policy.link(text), EmbeddedPage.isWeb(url) else { return false }
        context.closeParagraph()
        appendPageLink(EmbeddedPage(source: url), title: nil, to: context.openParagraph, style: [])
        context.closeParagraph()
        return true
    }

    private func appendPageLink(_ page: EmbeddedPage, title: String?, to sink: InlineSink, style: InlineStyle) {
        recordLink(page.url)
        if let label = page.label, title == nil { sink.appendText(label + ": ") }
        guard !style.contains(.link) else {
            sink.appendText(title ?? page.url)
            return
        }
        let link = MarkdownNode(CMARK_NODE_LINK)
        link.url = page.url
        link.append(.text(title ?? page.url))
        sink.append(link)
    }

    /// The first safe absolute http(s) URL the element loads: an `<object>`'s `data`, its
    /// `movie`/`src` parameter or inner `<embed>`; a frame's `src`, or the `data-src` a lazy
    /// loader leaves it; an `<embed>`'s or `<script>`'s `src`.
    private func embeddedURL(of node: DOMNode) -> String? {
        var candidates = [node.attribute("src")]
        switch node.name {
        case "object":
            candidates = [node.attribute("data")]
                + node.descendants { $0.name == "param" && ["movie", "src", "url"].contains($0.attribute("name")?.lowercased()) }
                    .map { $0.attribute("value") }
                + node.descendants { $0.name == "embed" }.map { $0.attribute("src") }
        case "iframe":
            candidates += [node.attribute("data-src"), node.attribute("data-lazy-src")]
        default:
            break
        }
        return candidates.lazy.compactMap { $0.flatMap(self.policy.link) }.first(where: EmbeddedPage.isWeb)
    }
}
