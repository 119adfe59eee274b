import Foundation

/// One news article, as every part of Byline past the parsers sees it.
public struct Article: Sendable, Hashable, Identifiable {
    /// The cache's id for this article; 0 until it is stored.
    public var id: Int64
    /// The key of the source it came from (the feed URL or `newsapi:` line).
    public var sourceKey: String
    /// The name shown for its source.
    public var sourceName: String
    /// Its identity within the source: the feed's guid or id, else its URL, else a digest.
    public var guid: String
    /// The headline, cleaned to one line.
    public var title: String
    /// Whether ``title`` was made by Byline (the first words of the text, or the link) because
    /// the source gave none; such a title is shown, but it is not the source's.
    public var isTitleDerived: Bool
    /// Who wrote it, when known.
    public var author: String?
    /// A short description (HTML or text), when the source gave one.
    public var summary: String?
    /// The body (HTML or text), when the source gave one.
    public var content: String?
    /// Where it lives on the web.
    public var url: URL?
    /// Its lead image.
    public var imageURL: URL?
    /// When it was published, when known.
    public var published: Date?
    /// Whether it has been read.
    public var isRead: Bool
    /// Whether it is starred.
    public var isStarred: Bool
    /// The media files it carries (podcast audio, video, images), in the feed's order.
    public var enclosures: [Enclosure]

    /// An article from its parts; flags default to unread and not starred.
    public init(
        id: Int64 = 0, sourceKey: String, sourceName: String, guid: String, title: String,
        author: String? = nil, summary: String? = nil, content: String? = nil, url: URL? = nil,
        imageURL: URL? = nil, published: Date? = nil, isRead: Bool = false, isStarred: Bool = false,
        isTitleDerived: Bool = false, enclosures: [Enclosure] = []
    ) {
        self.id = id
        self.sourceKey = sourceKey
        self.sourceName = sourceName
        self.guid = guid
        self.title = title
        self.isTitleDerived = isTitleDerived
        self.author = author
        self.summary = summary
        self.content = content
        self.url = url
        self.imageURL = imageURL
        self.published = published
        self.isRead = isRead
        self.isStarred = isStarred
        self.enclosures = enclosures
    }
}
