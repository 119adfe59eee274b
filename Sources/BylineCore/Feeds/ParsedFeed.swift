import BylineText
import Foundation

/// A feed document read into wire-level values, ready for the one conversion into ``Article``.
public struct ParsedFeed: Sendable, Equatable {
    /// What the body turned out to be.
    public var format: FeedFormat
    /// Where the document was fetched from; relative links resolve against it.
    public var url: URL
    /// The feed's own title as written (may hold markup when ``titleKind`` is `.html`), when it has one.
    public var title: String?
    /// Whether ``title`` is HTML or plain text.
    public var titleKind: FeedTextKind = .html
    /// The site the feed belongs to (RSS channel `link`, Atom `alternate` link, JSON Feed `home_page_url`).
    public var siteURL: URL?
    /// The entries, in document order.
    public var items: [FeedItemDTO]
    /// How long the feed says it stays unchanged (RSS `<ttl>` minutes), in seconds; a refresh
    /// does not ask again sooner unless forced.
    public var updateInterval: TimeInterval?
    /// One line saying the document was not well-formed and what was recovered from it, for
    /// the source's status, as data (the cache keeps it and shows it in the reader's
    /// language); nil for a well-formed feed.
    public var recoveryReason: MessageValue?
    /// How many of the document's entries are not in ``items``: the oldest, beyond the
    /// entries one refresh keeps (``FeedItemLimit/perRefresh``).
    public var itemsLeftOut = 0

    /// ``recoveryReason`` in words.
    public var recoveryNote: String? { recoveryReason?.words }

    /// A parsed feed from its parts.
    public init(format: FeedFormat, url: URL, title: String? = nil, siteURL: URL? = nil, items: [FeedItemDTO] = []) {
        self.format = format
        self.url = url
        self.title = title
        self.siteURL = siteURL
        self.items = items
    }

    /// The feed's title as shown: markup removed, cleaned to one line; nil when it has none.
    public var displayTitle: String? {
        let cleaned = ArticleText.title(title.map(Windows1252Controls.replacing), kind: titleKind)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// That the oldest entries were left out, for the source's status; nil when none were.
    public var itemLimitReason: MessageValue? {
        guard itemsLeftOut > 0 else { return nil }
        return BoundsText.keptNewest.value(DigitGrouping.text(items.count), DigitGrouping.text(items.count + itemsLeftOut))
    }

    /// What the source's status says about this document, as data: that it was broken, that
    /// its oldest entries were left out, or both; nil for a whole, well-formed feed.
    public var statusReason: MessageValue? {
        switch (recoveryReason, itemLimitReason) {
        case (let broken?, let limited?): broken + .text("; ") + limited
        case (let one?, nil), (nil, let one?): one
        case (nil, nil): nil
        }
    }

    /// ``statusReason`` in words.
    public var statusNote: String? { statusReason?.words }

    /// Keeps the newest `limit` entries, counting those left out on top of `leftOutBefore`
    /// (the ones a streamed read already left out).
    mutating func limitItems(to limit: Int, leftOutBefore: Int = 0) {
        let before = items.count
        if before > limit {
            var selection = FeedItemLimit.selection(limit)
            for item in items { selection.add(item) }
            items = selection.kept()
        }
        itemsLeftOut = leftOutBefore + before - items.count
    }

    /// ``recoveryReason`` for a document that failed strict parsing with `error`.
    static func recoveryReason(for error: FeedError, items: Int) -> MessageValue {
        let what: MessageValue
        if case .malformedXML(let line, let reason) = error {
            what = line > 0 ? FeedText.atLine.value(line, reason) : .text(reason)
        } else {
            what = error.reason
        }
        return items == 1 ? FeedText.recovered1.value(what) : FeedText.recoveredN.value(what, items)
    }

    /// The articles of this feed attributed to `source`: items with no title, link or text are
    /// dropped, and of several items with the same guid only the first is kept.
    public func articles(for source: Source) -> [Article] {
        let rules = ArticleConversionRules(feed: self, source: source)
        var seen = Set<String>()
        seen.reserveCapacity(items.count)
        var articles: [Article] = []
        articles.reserveCapacity(items.count)
        for item in items {
            guard let article = Article(item: item, rules: rules),
                seen.insert(article.guid).inserted
            else { continue }
            articles.append(article)
        }
        return articles
    }
}
