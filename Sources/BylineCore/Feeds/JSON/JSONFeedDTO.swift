import BylineText
import Foundation

/// A JSON Feed 1.0/1.1 document as it is on the wire (https://jsonfeed.org/version/1.1).
///
/// Decoding is lenient the way ``ArticleDTO``'s is: a field of the wrong type reads as
/// missing, and an item that is not an object is skipped, so one odd field never loses the feed.
struct JSONFeedDTO: Decodable {
    /// `https://jsonfeed.org/version/1.1` or `…/1`.
    var version: String?
    /// The feed's name (plain text).
    var title: String?
    /// The site the feed belongs to.
    var homePageURL: String?
    /// Where the feed itself lives.
    var feedURL: String?
    /// Names from `authors` (1.1), else `author` (1.0).
    var authors: [String]
    /// The items that decoded as objects: the newest, when there are more than the limit
    /// given in the decoder's user info (``itemLimitKey``).
    var items: [JSONFeedItemDTO]
    /// How many items that decoded are not in ``items`` (the oldest, beyond the limit).
    var itemsLeftOut = 0

    /// The decoder's user-info key for the most items kept (an `Int`; every item without it).
    static let itemLimitKey = CodingUserInfoKey(rawValue: "byline.itemLimit")!

    private enum CodingKeys: String, CodingKey {
        case version, title, author, authors, items
        case homePageURL = "home_page_url"
        case feedURL = "feed_url"
    }

    /// Decodes leniently; only `items` of the wrong shape fails the feed.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = container.lenientString(.version)
        title = container.lenientString(.title)
        homePageURL = container.lenientString(.homePageURL)
        feedURL = container.lenientString(.feedURL)
        authors = JSONFeedAuthorDTO.names(in: container, list: .authors, single: .author)
        items = []
        guard container.contains(.items), try !container.decodeNil(forKey: .items) else { return }
        // Item by item, so a feed of a million items never holds more than twice the limit.
        var list = try container.nestedUnkeyedContainer(forKey: .items)
        var selection = FeedItemSelection<JSONFeedItemDTO>(limit: decoder.userInfo[Self.itemLimitKey] as? Int ?? .max) {
            $0.datePublished.flatMap(DateParsing.parse) ?? $0.dateModified.flatMap(DateParsing.parse)
        }
        while !list.isAtEnd {
            if let item = try list.decode(Lenient<JSONFeedItemDTO>.self).value { selection.add(item) }
        }
        items = selection.kept()
        itemsLeftOut = selection.leftOut
    }
}

/// One JSON Feed item as it is on the wire.
struct JSONFeedItemDTO: Decodable {
    /// Its identity (a number is read as its digits).
    var id: String?
    /// The article's address.
    var url: String?
    /// The address of what the item links to elsewhere.
    var externalURL: String?
    /// The headline (plain text).
    var title: String?
    /// The body as HTML.
    var contentHTML: String?
    /// The body as plain text.
    var contentText: String?
    /// A short plain-text summary.
    var summary: String?
    /// The main image.
    var image: String?
    /// A wide image shown above the item.
    var bannerImage: String?
    /// RFC 3339 publication date.
    var datePublished: String?
    /// RFC 3339 modification date.
    var dateModified: String?
    /// Names from `authors`, else `author`.
    var authors: [String]
    /// Tags that are strings.
    var tags: [String]
    /// `attachments` that have a `url`, at most ``FeedEnclosureCandidates/limit``.
    var attachments: [FeedEnclosureDTO]

    private enum CodingKeys: String, CodingKey {
        case id, url, title, summary, image, author, authors, tags, attachments
        case externalURL = "external_url"
        case contentHTML = "content_html"
        case contentText = "content_text"
        case bannerImage = "banner_image"
        case datePublished = "date_published"
        case dateModified = "date_modified"
    }

    /// Decodes leniently: a field of the wrong type reads as missing.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // The spec says string, but numbers are common.
        id =
            container.lenientString(.id)
            ?? (try? container.decodeIfPresent(Int64.self, forKey: .id)).flatMap { $0.map(String.init) }
        url = container.lenientString(.url)
        externalURL = container.lenientString(.externalURL)
        title = container.lenientString(.title)
        contentHTML = container.lenientString(.contentHTML)
        contentText = container.lenientString(.contentText)
        summary = container.lenientString(.summary)
        image = container.lenientString(.image)
        bannerImage = container.lenientString(.bannerImage)
        datePublished = container.lenientString(.datePublished)
        dateModified = container.lenientString(.dateModified)
        authors = JSONFeedAuthorDTO.names(in: container, list: .authors, single: .author)
        tags = ((try? container.decodeIfPresent([Lenient<String>].self, forKey: .tags)) ?? nil)?.compactMap(\.value) ?? []
        let attached = ((try? container.decodeIfPresent([Lenient<JSONFeedAttachmentDTO>].self, forKey: .attachments)) ?? nil) ?? []
        attachments = attached.compactMap { $0.value?.enclosure }.prefix(FeedEnclosureCandidates.limit).map { $0 }
    }
}

/// A JSON Feed attachment: `url`, `mime_type`, `title`, `size_in_bytes`, `duration_in_seconds`.
struct JSONFeedAttachmentDTO: Decodable {
    /// The attachment as an enclosure on the wire (numbers as their digits); nil without a `url`.
    var enclosure: FeedEnclosureDTO?

    private enum CodingKeys: String, CodingKey {
        case url, title
        case mimeType = "mime_type"
        case size = "size_in_bytes"
        case duration = "duration_in_seconds"
    }

    /// Decodes leniently: a field of the wrong type reads as missing.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let url = container.lenientString(.url) else { return }
        enclosure = FeedEnclosureDTO(
            url: url, type: container.lenientString(.mimeType), length: Self.number(container, .size),
            duration: Self.number(container, .duration), title: container.lenientString(.title))
    }

    /// A number written as a number (the spec) or as a string (seen in the wild), as its digits.
    private static func number(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> String? {
        if let whole = (try? container.decodeIfPresent(Int64.self, forKey: key)) ?? nil { return String(whole) }
        if let real = (try? container.decodeIfPresent(Double.self, forKey: key)) ?? nil, real.isFinite { return String(real) }
        return container.lenientString(key)
    }
}

/// A JSON Feed author object; only the name matters to Byline.
struct JSONFeedAuthorDTO: Decodable {
    /// The author's name.
    var name: String?

    private enum CodingKeys: String, CodingKey { case name }

    /// Decodes the name, if it is a string.
    init(from decoder: Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).lenientString(.name)
    }

    /// The names in `list` (an array of authors), else in `single` (one author).
    static func names<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, list: Key, single: Key) -> [String] {
        if let many = (try? container.decodeIfPresent([Lenient<JSONFeedAuthorDTO>].self, forKey: list)) ?? nil {
            return many.compactMap { $0.value?.name }
        }
        return ((try? container.decodeIfPresent(JSONFeedAuthorDTO.self, forKey: single)) ?? nil)?.name.map { [$0] } ?? []
    }
}

/// A value decoded if it can be, else nil, without failing the array around it.
struct Lenient<Value: Decodable>: Decodable {
    /// The value, when it decoded.
    var value: Value?

    /// Decodes the value, or keeps nil when it does not decode.
    init(from decoder: Decoder) throws {
        value = try? Value(from: decoder)
    }
}
