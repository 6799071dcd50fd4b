extension HTMLConverter {
    /// The version of the conversion: archives store it with each post they convert, and convert
    /// again, from the stored source HTML, every post whose number is lower (`blogkit import` for
    /// the posts of the feeds it reads, `blogkit reconvert` for the whole archive). Posts stored
    /// before archives kept it count as 0.
    ///
    /// Bump it by one in the commit that changes what conversion produces for some input: any
    /// field of ``Body`` (markdown, html, text, code listings and their languages, links) or the
    /// excerpt (``Excerpt``). A change that leaves every output byte as it was (a refactoring, a
    /// speed-up) keeps it, and so spares every archive a reconversion.
    ///
    /// 4: a lazy-loaded image is its real URL (its `<noscript>` twin's, `data-src`...), not its
    /// placeholder (``DOMNode/imageSource``).
    public static let version = 4
}
