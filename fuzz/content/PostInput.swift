import Content

/// One fuzzing input converted as a post body, the way `blogkit import` converts one, then cut
/// into excerpts of the default length and of a few words (a short one cuts across links,
/// emphasis and code spans more often).
enum PostInput {
    /// What relative links resolve against, as an item link would give it.
    static let baseURL = "https://example.com/blog/2024/01/post/"

    /// Converts `size` bytes at `data` (as UTF-8, invalid bytes replaced); libFuzzer's callback.
    static func convert(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
        let body = HTMLConverter(baseURL: baseURL).convert(html: html)
        _ = Excerpt.html(markdown: body.markdown)
        _ = Excerpt.html(markdown: body.markdown, words: 5)
        return 0
    }
}
