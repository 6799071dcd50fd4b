/// The parts of a post that make its size: its text in every form (the feed's summary too, which
/// is the whole text of a feed that gives no other, and the excerpt), its listings and its comments. A pass over every post can hold posts without them (`post.body = PostBody()`) and
/// read each again when a page needs it (``Archive/bodies(of:)``).
public struct PostBody: Sendable, Equatable {
    /// Plain text of the feed's description.
    public var summary: String?
    public var markdown: String
    public var html: String
    /// The excerpt lists show, as HTML.
    public var excerptHTML: String
    /// Prose as plain text, code excluded.
    public var prose: String
    public var code: [PostListing]
    public var comments: [PostComment]

    public init(
        summary: String? = nil, markdown: String = "", html: String = "", excerptHTML: String = "", prose: String = "",
        code: [PostListing] = [], comments: [PostComment] = []
    ) {
        self.summary = summary
        self.markdown = markdown
        self.html = html
        self.excerptHTML = excerptHTML
        self.prose = prose
        self.code = code
        self.comments = comments
    }
}

extension PostBody {
    /// Which parts of a ``PostBody`` a read fills (``Archive/bodies(of:parts:)``); the others are
    /// left empty.
    public struct Parts: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let summary = Parts(rawValue: 1)
        public static let markdown = Parts(rawValue: 2)
        public static let html = Parts(rawValue: 4)
        public static let prose = Parts(rawValue: 8)
        public static let code = Parts(rawValue: 16)
        public static let comments = Parts(rawValue: 32)
        public static let excerpt = Parts(rawValue: 64)
        public static let all: Parts = [.summary, .markdown, .html, .prose, .code, .comments, .excerpt]
    }

    /// This body with `parts` replaced by those of `other`.
    public func replacing(_ parts: Parts, with other: PostBody) -> PostBody {
        var body = self
        if parts.contains(.summary) { body.summary = other.summary }
        if parts.contains(.markdown) { body.markdown = other.markdown }
        if parts.contains(.html) { body.html = other.html }
        if parts.contains(.excerpt) { body.excerptHTML = other.excerptHTML }
        if parts.contains(.prose) { body.prose = other.prose }
        if parts.contains(.code) { body.code = other.code }
        if parts.contains(.comments) { body.comments = other.comments }
        return body
    }
}

extension Post {
    /// The post's ``PostBody``: setting it replaces the summary, markdown, HTML, excerpt, prose,
    /// listings and comments.
    public var body: PostBody {
        get {
            PostBody(
                summary: summary, markdown: markdown, html: html, excerptHTML: excerptHTML, prose: prose, code: code,
                comments: comments)
        }
        set {
            summary = newValue.summary
            markdown = newValue.markdown
            html = newValue.html
            excerptHTML = newValue.excerptHTML
            prose = newValue.prose
            code = newValue.code
            comments = newValue.comments
        }
    }
}
