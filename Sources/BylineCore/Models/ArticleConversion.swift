import BylineText
import Foundation

/// The one conversion from wire values to ``Article``: feeds and NewsAPI share every rule.
///
/// - An item with no title, no link and no text is dropped; a NewsAPI article with neither
///   title nor link is dropped too (they are leftovers), as are its `[Removed]` placeholders.
/// - guid: the item's guid or id, else its link, else a digest of its text.
/// - title: HTML removed and cleaned to one line; an item without one is named by the first
///   words of its text, else its link, and marked ``Article/isTitleDerived``.
/// - sourceName: the item's publisher (NewsAPI), else the source's given title, else the
///   feed's title, else the source's host or query.
/// - links and images: resolved against `xml:base` or the feed's URL; only http(s) kept.
/// - published: the publication date, else the last-change date; unreadable dates are nil.
/// - summary and content: plain text is escaped into HTML; NewsAPI's `[+N chars]` tail is cut.
/// - enclosures: resolved, checked and merged as ``Enclosure/converting(_:base:)`` says.
extension Article {
    /// The conversion from a NewsAPI article, or nil for an article with neither title nor
    /// link and for NewsAPI's `[Removed]` placeholders.
    public init?(dto: ArticleDTO, source: Source) {
        self.init(item: FeedItemDTO(newsAPI: dto), rules: ArticleConversionRules(format: .newsAPI, source: source))
    }

    /// The conversion from one item of `feed`, or nil for an item with no title, link or text.
    public init?(item: FeedItemDTO, feed: ParsedFeed, source: Source) {
        self.init(item: item, rules: ArticleConversionRules(feed: feed, source: source))
    }

    /// The conversion itself, with what depends only on the feed and source worked out once.
    init?(item: FeedItemDTO, rules: ArticleConversionRules) {
        let base = item.baseURL ?? rules.documentURL
        let title = ArticleText.title(item.title.map(Windows1252Controls.replacing), kind: item.titleKind)
        let url = ArticleText.webURL(item.link, relativeTo: base)
        if rules.format == .newsAPI, title == "[Removed]" || url?.host == "removed.com" { return nil }
        var content = item.content
        if rules.format == .newsAPI { content = content.map(NewsAPIContent.removingTruncationTail) }
        let summaryBlock = Self.block(item.summary.map(Windows1252Controls.replacing).map(item.summaryKind.html))
        let contentBlock = Self.block(content.map(Windows1252Controls.replacing).map(item.contentKind.html))
        // An item with no title is kept when it has any text or a link; its title is made up.
        let shownTitle: String
        if !title.isEmpty {
            shownTitle = title
        } else if rules.format == .newsAPI {
            // NewsAPI's untitled entries are leftovers of removed articles: keep only linked ones, named by the link.
            guard url != nil else { return nil }
            shownTitle = ArticleText.untitled(url)
        } else if let derived = ArticleText.derivedTitle(from: summaryBlock) ?? ArticleText.derivedTitle(from: contentBlock) {
            shownTitle = derived
        } else if url != nil {
            shownTitle = ArticleText.untitled(url)
        } else {
            return nil
        }
        let date = item.published ?? item.updated
        self.init(
            sourceKey: rules.sourceKey,
            sourceName: ArticleText.line(item.publisher) ?? rules.sourceName,
            guid: ArticleText.line(item.guid) ?? url?.absoluteString
                ?? ArticleText.digest([title, date ?? "", item.publisher ?? "", String((item.summary ?? content ?? "").prefix(500))]),
            title: shownTitle,
            author: Self.authorLine(item.authors),
            summary: summaryBlock,
            content: contentBlock,
            url: url,
            imageURL: ArticleText.webURL(item.image, relativeTo: base),
            published: item.published.flatMap(DateParsing.parse) ?? item.updated.flatMap(DateParsing.parse),
            isTitleDerived: title.isEmpty,
            enclosures: Enclosure.converting(item, base: base)
        )
    }

    /// The same result as ``ArticleText/block(_:)``, about twenty times faster on long bodies:
    /// Foundation's `trimmingCharacters(in:)` reads only ~10 MB/s on Linux, which a refresh of
    /// 120 MB of feeds cannot afford. Trims only the ends, by Unicode `White_Space` plus
    /// U+200B (exactly the set `.whitespacesAndNewlines` is here), and copies nothing when
    /// there is nothing to trim.
    package static func block(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let cleaned = TextSanitizer.clean(raw)
        let isTrimmed = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || scalar.value == 0x200B }
        if let first = cleaned.unicodeScalars.first, let last = cleaned.unicodeScalars.last, !isTrimmed(first), !isTrimmed(last) {
            return cleaned  // the usual case: nothing to trim, nothing to copy
        }
        let text = trimmed(Substring(cleaned))
        return text.isEmpty ? nil : text
    }

    /// `text` without white space at either end (what `.whitespacesAndNewlines` holds here).
    static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        let isTrimmed = { (scalar: Unicode.Scalar) in scalar.properties.isWhitespace || scalar.value == 0x200B }
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Authors on one line, joined by ", ": RSS's `mail@example.com (Name)`, the common
    /// `Name (mail@example.com)` and `Name <mail@example.com>` become `Name`; repeats are dropped.
    static func authorLine(_ authors: [String]) -> String? {
        var names: [String] = []
        for raw in authors {
            guard let line = ArticleText.line(raw) else { continue }
            let name = personName(line)
            if !names.contains(name) { names.append(name) }
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The name in `mail (Name)`, `Name (mail)` or `Name <mail>`; `text` itself otherwise.
    private static func personName(_ text: String) -> String {
        for (open, close) in [(Character("("), Character(")")), (Character("<"), Character(">"))] where text.last == close {
            guard let start = text.lastIndex(of: open) else { continue }
            let inside = ArticleText.line(String(text[text.index(after: start)..<text.index(before: text.endIndex)]))
            let outside = ArticleText.line(String(text[..<start]))
            guard let inside, let outside else { continue }
            if inside.contains("@"), !outside.contains("@") { return outside }
            if outside.contains("@"), !inside.contains("@") { return inside }
        }
        return text
    }
}

/// What converting items needs from their feed and source, worked out once per feed.
struct ArticleConversionRules {
    /// The feed's format (NewsAPI has habits of its own).
    let format: FeedFormat
    /// What relative links resolve against when the item has no `xml:base`.
    let documentURL: URL?
    /// The source's key.
    let sourceKey: String
    /// The name for articles with no publisher of their own: the source's given title, else
    /// the feed's title, else the source's host or query.
    let sourceName: String

    /// The rules for items of `feed` from `source`.
    init(feed: ParsedFeed, source: Source) {
        self.init(format: feed.format, documentURL: feed.url, feedTitle: feed.displayTitle, source: source)
    }

    /// The rules for items of `format` with no feed document around them; `feedTitle` is
    /// the feed's title as shown (plain text).
    init(format: FeedFormat, documentURL: URL? = nil, feedTitle: String? = nil, source: Source) {
        self.format = format
        self.documentURL = documentURL
        sourceKey = source.key
        sourceName = ArticleText.line(source.title) ?? ArticleText.line(feedTitle) ?? source.shortName
    }
}

/// NewsAPI's habits in the `content` field.
public enum NewsAPIContent {
    /// `"First lines… [+1234 chars]"` → `"First lines…"`; text without the tail is returned as is.
    public static func removingTruncationTail(_ content: String) -> String {
        // Byte-level: Foundation's range(of:) and trimming cost more than the rest of a conversion.
        let utf8 = content.utf8
        guard content.hasSuffix("chars]"), let open = utf8.lastIndex(of: UInt8(ascii: "[")),
            utf8.index(after: open) < utf8.endIndex, utf8[utf8.index(after: open)] == UInt8(ascii: "+")
        else {
            return content
        }
        let count = utf8[utf8.index(open, offsetBy: 2)..<utf8.index(utf8.endIndex, offsetBy: -"chars]".utf8.count)]
            .filter { $0 != UInt8(ascii: " ") }
        guard !count.isEmpty, count.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return content }
        return Article.trimmed(content[..<open])
    }
}
