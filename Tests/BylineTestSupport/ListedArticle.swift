import Foundation

/// One object of `byline list --json`, decoded strictly: every documented key with its type.
public struct ListedArticle: Decodable, Sendable, Hashable {
    /// The documented keys, exactly.
    public static let keys: Set<String> = [
        "id", "source", "title", "author", "url", "imageURL", "published", "summary", "read", "starred", "enclosures"
    ]

    /// The article id (for `show` and `mark`).
    public var id: Int64
    /// The source's name.
    public var source: String
    /// The headline.
    public var title: String
    /// The author, or nil.
    public var author: String?
    /// The article's address, or nil.
    public var url: String?
    /// The image's address, or nil.
    public var imageURL: String?
    /// The publication date in ISO 8601, or nil.
    public var published: String?
    /// The summary as plain text, or nil.
    public var summary: String?
    /// Whether it was read.
    public var read: Bool
    /// Whether it is starred.
    public var starred: Bool
    /// Its enclosures, in the feed's order (an empty array when it has none).
    public var enclosures: [ListedEnclosure]

    /// The articles in `json` (the whole stdout of `list --json`).
    public static func decode(_ json: String) throws -> [ListedArticle] {
        try JSONDecoder().decode([ListedArticle].self, from: Data(json.utf8))
    }
}

/// One enclosure in `byline list --json`: every key written, null when unknown.
public struct ListedEnclosure: Decodable, Sendable, Hashable {
    /// The documented keys, exactly.
    public static let keys: Set<String> = ["url", "type", "length", "duration", "kind", "title", "episode", "season", "explicit"]

    /// The file's address.
    public var url: String
    /// Its media type, or nil.
    public var type: String?
    /// Its size in bytes, or nil.
    public var length: Int64?
    /// Its playing time in seconds, or nil.
    public var duration: Int?
    /// `audio`, `video`, `image` or `other`.
    public var kind: String
    /// Its one-line title, or nil.
    public var title: String?
    /// The episode number (`itunes:episode`), or nil.
    public var episode: Int?
    /// The season (`itunes:season`), or nil.
    public var season: Int?
    /// Whether it is marked explicit, or nil when the feed did not say.
    public var explicit: Bool?

    /// An enclosure from its parts, for comparing with what was decoded.
    public init(
        url: String, type: String?, length: Int64?, duration: Int?, kind: String, title: String?, episode: Int?, season: Int?,
        explicit: Bool?
    ) {
        (self.url, self.type, self.length, self.duration, self.kind) = (url, type, length, duration, kind)
        (self.title, self.episode, self.season, self.explicit) = (title, episode, season, explicit)
    }
}
