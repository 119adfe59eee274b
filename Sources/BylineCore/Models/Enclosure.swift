import Foundation

/// A media file an article carries: a podcast episode's audio, a video, an image. Parsed
/// from RSS `<enclosure>`, Atom `link rel="enclosure"`, Media RSS `media:content` and JSON
/// Feed `attachments`; several per article, in the order the feed gave them.
public struct Enclosure: Sendable, Hashable, Codable {
    /// Where the file is (absolute; http, https or file).
    public var url: URL
    /// Its media type as the feed declared it (`audio/mpeg`), lowercased, no parameters.
    public var mimeType: String?
    /// Its size in bytes, when the feed gave a positive one.
    public var byteCount: Int64?
    /// Its playing time in whole seconds (`itunes:duration`, `media:content duration`).
    public var duration: Int?
    /// Media RSS's `medium` (`audio`, `video`, `image`, `document`, `executable`), when given.
    public var medium: String?
    /// A one-line title or description (`media:title`, `media:description`, JSON Feed `title`).
    public var title: String?
    /// A still image for it (`media:thumbnail`), http(s) only.
    public var thumbnailURL: URL?
    /// The episode's number (`itunes:episode`); kept on an article's first enclosure only.
    public var episode: Int?
    /// The episode's season (`itunes:season`); kept on an article's first enclosure only.
    public var season: Int?
    /// Whether the episode is marked explicit (`itunes:explicit`); nil when the feed did not
    /// say. Kept on an article's first enclosure only.
    public var isExplicit: Bool?

    /// An enclosure from its parts; all but the URL default to unknown.
    public init(
        url: URL, mimeType: String? = nil, byteCount: Int64? = nil, duration: Int? = nil,
        medium: String? = nil, title: String? = nil, thumbnailURL: URL? = nil, episode: Int? = nil, season: Int? = nil,
        isExplicit: Bool? = nil
    ) {
        self.url = url
        self.mimeType = mimeType
        self.byteCount = byteCount
        self.duration = duration
        self.medium = medium
        self.title = title
        self.thumbnailURL = thumbnailURL
        self.episode = episode
        self.season = season
        self.isExplicit = isExplicit
    }

    /// What kind of media it is, from the medium, else the media type, else the file name.
    public var kind: MediaKind {
        MediaKind(medium: medium, mimeType: mimeType, path: url.path)
    }

    /// Short keys: the list is stored as JSON in each article's row.
    private enum CodingKeys: String, CodingKey {
        case url = "u"
        case mimeType = "t"
        case byteCount = "l"
        case duration = "d"
        case medium = "m"
        case title = "n"
        case thumbnailURL = "i"
        case episode = "e"
        case season = "s"
        case isExplicit = "x"
    }
}

/// The broad kind of an enclosure, as the article pane labels it (`[audio]`).
public enum MediaKind: String, Sendable, Hashable, CaseIterable {
    case audio, video, image, other

    /// The kind named by Media RSS's `medium`, else by the media type's top-level part, else
    /// guessed from a file extension in `path`.
    public init(medium: String?, mimeType: String?, path: String) {
        if let medium = medium?.lowercased(), let kind = MediaKind(rawValue: medium) {
            self = kind
            return
        }
        if let top = mimeType?.lowercased().split(separator: "/").first, let kind = MediaKind(rawValue: String(top)) {
            self = kind
            return
        }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        self = Self.byExtension[fileExtension] ?? .other
    }

    private static let byExtension: [String: MediaKind] = [
        "mp3": .audio, "m4a": .audio, "aac": .audio, "ogg": .audio, "oga": .audio, "opus": .audio,
        "flac": .audio, "wav": .audio, "mp4": .video, "m4v": .video, "webm": .video, "mkv": .video,
        "mov": .video, "jpg": .image, "jpeg": .image, "png": .image, "gif": .image, "webp": .image,
        "avif": .image
    ]
}
