/// What one item of a feed may hold. Each limit a user may need to change has a flag on
/// `blogkit import`; how big a whole feed may be and how long its download may take are
/// Import's (`DownloadLimits`).
///
/// An item over an item limit is refused on its own (see `RejectedItem`): the items after it are
/// still read. libxml2's own limits (10 MB of text in one node, 256 levels of nesting in the
/// document) stop the whole feed when hit, so they are lifted for documents that declare no
/// entities (where lifting them cannot let an entity expand without bound, see
/// `DocumentProlog`), and the item limits take their place.
public struct FeedLimits: Sendable, Equatable {
    /// The default `itemTextBytes`: 64 MB, many times a long post with inline images, and an
    /// amount the conversion goes through in seconds (`--max-item-size`).
    public static let defaultItemTextBytes = 64 << 20
    /// The default `itemNesting`: libxml2's own default for a whole document, which no real post
    /// comes near; it bounds the recursion of the HTML conversion.
    public static let defaultItemNesting = 256
    /// The longest attribute value read, in bytes (8 MB): libxml2 2.9's streaming parser takes time
    /// quadratic in the length of a start tag past 10,000,000 bytes. An item holding a longer one
    /// is refused; elsewhere the value is cut, with a warning.
    public static let attributeBytes = 8 << 20

    /// The most bytes of text (element text, CDATA and attribute values together) one item may
    /// carry.
    public var itemTextBytes: Int
    /// The most levels of elements inside an item (its `<item>` or `<entry>` not counted).
    public var itemNesting: Int

    /// The defaults, or the limits given.
    public init(itemTextBytes: Int = Self.defaultItemTextBytes, itemNesting: Int = Self.defaultItemNesting) {
        self.itemTextBytes = itemTextBytes
        self.itemNesting = itemNesting
    }
}
