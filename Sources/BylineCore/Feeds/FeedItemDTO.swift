import Foundation

/// One entry of a feed as it was on the wire: strings as written, nothing parsed or resolved.
///
/// RSS `<item>`, RDF `<item>`, Atom `<entry>`, JSON Feed items and NewsAPI articles all land
/// here; `Article.init?(item:feed:source:)` turns it into the model.
public struct FeedItemDTO: Sendable, Equatable {
    /// RSS `guid`, Atom `id`, JSON Feed `id`, RDF `rdf:about`.
    public var guid: String?
    /// The headline as written (may hold markup or entities when ``titleKind`` is `.html`).
    public var title: String?
    /// Whether ``title`` is HTML (RSS, Atom `type="html"`) or plain text.
    public var titleKind: FeedTextKind
    /// The article's address, possibly relative.
    public var link: String?
    /// Authors as written: `dc:creator`, RSS `author` (`mail (Name)`), Atom `author/name`.
    public var authors: [String]
    /// RSS `description`, Atom `summary`, JSON Feed `summary`.
    public var summary: String?
    /// Whether ``summary`` is HTML or plain text.
    public var summaryKind: FeedTextKind
    /// `content:encoded`, Atom `content` (XHTML serialized back to HTML), JSON Feed `content_html`/`content_text`.
    public var content: String?
    /// Whether ``content`` is HTML or plain text.
    public var contentKind: FeedTextKind
    /// The publication date as written: RSS `pubDate` else `dc:date`, Atom `published`.
    public var published: String?
    /// The last-change date as written: Atom `updated`, JSON Feed `date_modified`.
    public var updated: String?
    /// The lead image: `media:content`/`media:thumbnail`, an image enclosure, JSON Feed `image`.
    public var image: String?
    /// Categories, tags and `dc:subject`s.
    public var categories: [String]
    /// The `xml:base` in effect for the item, already absolute; nil means the document's URL.
    public var baseURL: URL?
    /// The publisher named per item (NewsAPI's `source.name`); nil for feeds.
    public var publisher: String?
    /// The media files it names, in the feed's order (see ``FeedEnclosureDTO``).
    public var enclosures: [FeedEnclosureDTO] = []
    /// Its podcast details (`itunes:duration`, `itunes:episode`…).
    public var episode = FeedEpisodeDTO()

    /// An item from its parts; everything defaults to missing.
    public init(
        guid: String? = nil, title: String? = nil, titleKind: FeedTextKind = .html, link: String? = nil,
        authors: [String] = [], summary: String? = nil, summaryKind: FeedTextKind = .html,
        content: String? = nil, contentKind: FeedTextKind = .html, published: String? = nil,
        updated: String? = nil, image: String? = nil, categories: [String] = [], baseURL: URL? = nil,
        publisher: String? = nil
    ) {
        self.guid = guid
        self.title = title
        self.titleKind = titleKind
        self.link = link
        self.authors = authors
        self.summary = summary
        self.summaryKind = summaryKind
        self.content = content
        self.contentKind = contentKind
        self.published = published
        self.updated = updated
        self.image = image
        self.categories = categories
        self.baseURL = baseURL
        self.publisher = publisher
    }
}
