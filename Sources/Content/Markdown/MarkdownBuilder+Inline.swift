import CCmark

extension MarkdownBuilder {
    func appendInlineChildren(of node: DOMNode, to sink: InlineSink, style: InlineStyle) {
        for child in node.children {
            appendInline(child, to: sink, style: style)
        }
        sink.flush()
    }

    /// Appends one DOM node as inline content of `sink`.
    func appendInline(_ node: DOMNode, to sink: InlineSink, style: InlineStyle) {
        if node.isText {
            sink.appendText(ProseText.collapsed(node.characters))
            return
        }
        guard node.isElement else { return }
        let name = node.name
        switch name {
        case "br":
            sink.append(MarkdownNode(CMARK_NODE_LINEBREAK))
        case "em", "i", "cite", "dfn", "var":
            appendStyled(node, as: .emphasis, to: sink, style: style)
        case "strong", "b":
            appendStyled(node, as: .strong, to: sink, style: style)
        case "code", "tt", "kbd", "samp":
            let code = ProseText.collapsed(CodeText.extract(node)).trimmingSpaces
            guard !code.isEmpty else { return }
            let span = MarkdownNode(CMARK_NODE_CODE)
            span.literal = code
            sink.append(linkedCode(span, in: node, style: style))
        case "a":
            appendLink(node, to: sink, style: style)
        case "img":
            appendImage(node, to: sink)
        case "video", "audio":
            appendMedia(node, to: sink, style: style)
        case "iframe", "object":
            appendEmbed(node, to: sink, style: style)
        case "embed":
            appendEmbed(node, to: sink, style: style)
            appendInlineChildren(of: node, to: sink, style: style)
        case "script" where leavesLink(node):
            appendEmbed(node, to: sink, style: style)
        case "q":
            sink.appendText("\u{201C}")
            appendInlineChildren(of: node, to: sink, style: style)
            sink.appendText("\u{201D}")
        case "span", "font":
            appendStyled(node, as: InlineStyle(cssOf: node), to: sink, style: style)
        default:
            switch ElementKind(name) {
            case .dropped:
                return
            case .inline:
                appendInlineChildren(of: node, to: sink, style: style)
            case .block, .blockWrapper:
                // Blocks forced inline (inside a heading or a term): their words, set apart.
                sink.appendText(" ")
                appendInlineChildren(of: node, to: sink, style: style)
                sink.appendText(" ")
            }
        }
    }

    /// Wraps the content of `node` in emphasis and/or strong emphasis not already open.
    private func appendStyled(_ node: DOMNode, as wanted: InlineStyle, to sink: InlineSink, style: InlineStyle) {
        var target = sink
        var inner = style
        for (flag, type) in [(InlineStyle.strong, CMARK_NODE_STRONG), (.emphasis, CMARK_NODE_EMPH)]
        where wanted.contains(flag) && !inner.contains(flag) {
            let wrapper = MarkdownNode(type)
            target.append(wrapper)
            target = InlineSink(wrapper)
            inner.insert(flag)
        }
        appendInlineChildren(of: node, to: target, style: inner)
    }

    private func appendLink(_ node: DOMNode, to sink: InlineSink, style: InlineStyle) {
        guard let href = node.attribute("href"), let url = policy.link(href) else {
            appendInlineChildren(of: node, to: sink, style: style)
            return
        }
        recordLink(url)
        guard !style.contains(.link) else {
            appendInlineChildren(of: node, to: sink, style: style)
            return
        }
        let link = MarkdownNode(CMARK_NODE_LINK)
        link.url = url
        if let title = node.attribute("title").map(ProseText.collapsed)?.trimmingSpaces, !title.isEmpty {
            cmark_node_set_title(link.pointer, title)
        }
        sink.append(link)
        appendInlineChildren(of: node, to: InlineSink(link), style: style.union(.link))
    }

    /// A code span wrapped in the link found inside its element (`<code><a href>ccze</a></code>`):
    /// CommonMark has no link inside a code span, so the link holds the span.
    private func linkedCode(_ span: MarkdownNode, in node: DOMNode, style: InlineStyle) -> MarkdownNode {
        guard !style.contains(.link),
              let url = node.descendants(where: { $0.name == "a" }).lazy.compactMap({ $0.attribute("href").flatMap(self.policy.link) }).first
        else { return span }
        recordLink(url)
        let link = MarkdownNode(CMARK_NODE_LINK)
        link.url = url
        link.append(span)
        return link
    }

    /// `<video>`/`<audio>` (no player in Markdown) as a link to the media file: the fallback
    /// content's own link when it has one (`<a href="clip.mp4">the MP4</a>`), else `[video](src)`
    /// from the element's `src` or its first `<source>`'s; nothing when no safe URL is found.
    private func appendMedia(_ node: DOMNode, to sink: InlineSink, style: InlineStyle) {
        let anchors = node.descendants(where: { $0.name == "a" })
        if let fallback = anchors.first(where: { $0.attribute("href").flatMap(self.policy.link) != nil }) {
            appendLink(fallback, to: sink, style: style)
            return
        }
        let sources = [node] + node.descendants(where: { $0.name == "source" })
        guard let url = sources.lazy.compactMap({ $0.attribute("src").flatMap(self.policy.link) }).first else { return }
        recordLink(url)
        guard !style.contains(.link) else {
            sink.appendText(node.name)
            return
        }
        let link = MarkdownNode(CMARK_NODE_LINK)
        link.url = url
        link.append(.text(node.name))
        sink.append(link)
    }

    private func appendImage(_ node: DOMNode, to sink: InlineSink) {
        let alt = node.attribute("alt").map(ProseText.collapsed)?.trimmingSpaces ?? ""
        let source = node.imageSource
        if node.hasClass("wp-smiley") || source.contains("/smilies/") {
            sink.appendText(alt)
            return
        }
        guard let url = policy.image(source) else {
            sink.appendText(alt)
            return
        }
        let image = MarkdownNode(CMARK_NODE_IMAGE)
        image.url = url
        if let title = node.attribute("title").map(ProseText.collapsed)?.trimmingSpaces, !title.isEmpty {
            cmark_node_set_title(image.pointer, title)
        }
        if !alt.isEmpty { image.append(.text(alt)) }
        sink.append(image)
    }
}
