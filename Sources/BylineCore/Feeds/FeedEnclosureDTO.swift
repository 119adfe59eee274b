import Foundation

/// One media file an item names, as it was on the wire: strings as written, nothing parsed
/// or resolved. RSS `<enclosure>`, Atom `link rel="enclosure"`, Media RSS `media:content`
/// (one per `media:group`) and JSON Feed `attachments` all land here; the conversion into
/// ``Enclosure`` resolves, checks and cleans them (see `Article.init?(item:rules:)`).
public struct FeedEnclosureDTO: Sendable, Equatable {
    /// The file's address, possibly relative.
    public var url: String
    /// Its media type (`audio/mpeg; codecs=…`).
    public var type: String?
    /// Its size in bytes (`length`, `fileSize`, `size_in_bytes`).
    public var length: String?
    /// Its playing time (`media:content duration`, `duration_in_seconds`).
    public var duration: String?
    /// Media RSS's `medium`.
    public var medium: String?
    /// A title or description (`media:title`, `media:description`, Atom and JSON Feed `title`).
    public var title: String?
    /// A still image for it (`media:thumbnail`).
    public var thumbnail: String?

    /// An enclosure from its parts; all but the address default to missing.
    public init(
        url: String, type: String? = nil, length: String? = nil, duration: String? = nil, medium: String? = nil,
        title: String? = nil, thumbnail: String? = nil
    ) {
        self.url = url
        self.type = type
        self.length = length
        self.duration = duration
        self.medium = medium
        self.title = title
        self.thumbnail = thumbnail
    }
}

/// An item's podcast details (Apple's `itunes:` tags), as written.
public struct FeedEpisodeDTO: Sendable, Equatable {
    /// `itunes:duration`: `1:02:03`, `62:03`, `3723` or `3723.5`.
    public var duration: String?
    /// `itunes:image href`.
    public var image: String?
    /// `itunes:episode`.
    public var episode: String?
    /// `itunes:season`.
    public var season: String?
    /// `itunes:explicit`: `true`/`yes`/`explicit`, `false`/`no`/`clean`.
    public var explicit: String?

    /// Details from their parts; everything defaults to missing.
    public init(
        duration: String? = nil, image: String? = nil, episode: String? = nil, season: String? = nil, explicit: String? = nil
    ) {
        self.duration = duration
        self.image = image
        self.episode = episode
        self.season = season
        self.explicit = explicit
    }

    /// Whether no detail was given.
    public var isEmpty: Bool { self == FeedEpisodeDTO() }
}
