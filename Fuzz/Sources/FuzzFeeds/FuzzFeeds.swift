import BylineCore
import Foundation
import FuzzSupport

/// Where every fuzzed feed claims to come from; relative links resolve against it.
private let feedURL = URL(string: "https://example.com/news/feed.xml") ?? URL(fileURLWithPath: "/feed.xml")
/// The source the articles are attributed to.
private let source = Source(kind: .feed(feedURL), key: feedURL.absoluteString)

/// `Content-Type` values the fuzzer picks among by the input's last byte: none, and
/// charsets that override the declaration (single-byte, multi-byte, wide, unknown).
private let contentTypes: [String?] = [
    nil, "application/rss+xml", "application/xml; charset=windows-1251", "text/xml; charset=shift_jis",
    "application/atom+xml; charset=utf-16", "text/xml; charset=\"cp437\"", "application/xml; charset=no-such-set",
    "text/xml; charset=IBM037"
]

/// A feed body (RSS, Atom, RDF, JSON Feed or NewsAPI, told apart by content) through the
/// whole path a refresh takes: parse (with a `Content-Type` charset, and recovering
/// ill-formed XML), convert to articles, and lay the first two out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    let feed: ParsedFeed
    do {
        let contentType = contentTypes[Int(input.data.last ?? 0) % contentTypes.count]
        feed = try FeedParser.parse(input.data, url: feedURL, contentType: contentType)
    } catch {
        LineChecks.requireMessage(error.message, "feed error message")
        return 0
    }
    if let note = feed.recoveryNote { LineChecks.requireMessage(note, "recovery note") }
    if let title = feed.displayTitle { LineChecks.requireMessage(title, "feed title") }
    let articles = feed.articles(for: source)
    FuzzCheck.require(articles.count <= feed.items.count, "\(articles.count) articles from \(feed.items.count) items")
    FuzzCheck.require(Set(articles.map(\.guid)).count == articles.count, "two articles share a guid")
    for article in articles {
        ArticleChecks.require(article)
    }
    for article in articles.prefix(2) {
        ArticleChecks.requireDocument(article, widths: [1, 37])
    }
    return 0
}
