import BylineText
import Foundation

/// One article of newsboat's cache, as newsboat stored it.
public struct NewsboatItem: Sendable, Equatable {
    /// newsboat's guid: the item's guid or id, else its link followed by its date text.
    public var guid: String
    /// The headline, plain text.
    public var title: String
    /// The author, empty when unknown.
    public var author: String
    /// The article's link.
    public var url: String
    /// The publication time in Unix seconds (newsboat's `pubDate`).
    public var published: Int64
    /// The body newsboat shows (HTML).
    public var content: String
    /// newsboat's `unread` column.
    public var isUnread: Bool
    /// newsboat's flag letters; `s` is the one its users star with.
    public var flags: String
    /// The feed's `xml:base`, if any.
    public var base: String
    /// newsboat's `enclosure_url`: the one enclosure it keeps, empty when none.
    public var enclosureURL = ""
    /// newsboat's `enclosure_type`, empty when unknown.
    public var enclosureType = ""

    /// An item from its parts.
    public init(
        guid: String, title: String, author: String = "", url: String = "", published: Int64 = 0,
        content: String = "", isUnread: Bool = true, flags: String = "", base: String = ""
    ) {
        self.guid = guid
        self.title = title
        self.author = author
        self.url = url
        self.published = published
        self.content = content
        self.isUnread = isUnread
        self.flags = flags
        self.base = base
    }
}

extension Article {
    /// The article for a newsboat item of `source`, with the identity a refresh of the same
    /// feed gives it, so refreshing later updates it rather than adding it again.
    ///
    /// newsboat names an item without a guid by its link followed by its date text
    /// (`https://example.com/1Mon, 30 Nov 2026 10:00:00 GMT`); Byline names it by the link
    /// alone, so that form is read back to the link.
    public init(newsboat item: NewsboatItem, source: Source, sourceName: String) {
        let base = URL(string: item.base).flatMap { $0.scheme == nil ? nil : $0 }
        let url = ArticleText.webURL(item.url, relativeTo: base)
        let content = Article.block(item.content)
        let title = ArticleText.line(item.title)
        self.init(
            sourceKey: source.key, sourceName: sourceName,
            guid: Self.bylineGuid(newsboat: item, url: url),
            title: title ?? ArticleText.derivedTitle(from: content) ?? ArticleText.untitled(url),
            author: ArticleText.line(item.author), content: content, url: url,
            published: item.published > 0 ? Date(timeIntervalSince1970: TimeInterval(item.published)) : nil,
            isRead: !item.isUnread, isStarred: item.flags.contains("s"), isTitleDerived: title == nil,
            enclosures: ArticleText.webURL(item.enclosureURL, relativeTo: base ?? url).map {
                [Enclosure(url: $0, mimeType: Enclosure.mediaType(item.enclosureType))]
            } ?? [])
    }

    /// Byline's guid for a newsboat item: its own guid, or its link where newsboat made one from the link.
    static func bylineGuid(newsboat item: NewsboatItem, url: URL?) -> String {
        let guid = ArticleText.line(item.guid)
        if !item.url.isEmpty, item.guid.hasPrefix(item.url) {
            let rest = item.guid.dropFirst(item.url.count)
            if rest.isEmpty || DateParsing.parse(String(rest)) != nil, let url { return url.absoluteString }
        }
        return guid ?? url?.absoluteString ?? ArticleText.digest([item.title, String(item.published)])
    }
}
