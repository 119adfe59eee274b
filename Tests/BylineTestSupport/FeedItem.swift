import Foundation

/// One article as a test feed serves it, before it is written as RSS, Atom, JSON Feed or NewsAPI.
public struct FeedItem: Sendable, Hashable {
    /// The item's guid / id.
    public var id: String
    /// The headline, as text (the builders escape it for their format).
    public var title: String
    /// The article's address.
    public var link: String?
    /// A short plain-text summary.
    public var summary: String?
    /// The body as HTML.
    public var contentHTML: String?
    /// The author's name.
    public var author: String?
    /// When it was published.
    public var published: Date?
    /// The image's address (written by the JSON Feed and NewsAPI builders).
    public var image: String?

    /// An item from its parts; only the id and the title are needed.
    public init(
        id: String, title: String, link: String? = nil, summary: String? = nil, contentHTML: String? = nil,
        author: String? = nil, published: Date? = nil, image: String? = nil
    ) {
        self.id = id
        self.title = title
        self.link = link
        self.summary = summary
        self.contentHTML = contentHTML
        self.author = author
        self.published = published
        self.image = image
    }

    /// `count` plain items `prefix-0…`, linked under `http://example.org/prefix/`, an hour apart
    /// going back from `newest` (so list order is item order).
    public static func numbered(
        _ prefix: String, count: Int, newest: Date = Date(timeIntervalSince1970: 1_750_000_000),
        summary: String = "A summary"
    ) -> [FeedItem] {
        (0..<count).map { index in
            FeedItem(
                id: "\(prefix)-\(index)", title: "\(prefix) story \(index)", link: "http://example.org/\(prefix)/\(index)",
                summary: "\(summary) \(index).", published: newest.addingTimeInterval(TimeInterval(-3600 * index)))
        }
    }
}
