import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("newsboat's cached articles as Byline articles")
struct NewsboatArticleTests {
    let source = Source(kind: .feed(URL(string: "https://example.com/feed")!), key: "https://example.com/feed")

    @Test("an item newsboat named by link and date gets the link as its guid, as a refresh would")
    func linkAndDateGuidBecomesTheLink() {
        let item = NewsboatItem(
            guid: "https://example.com/2Mon, 30 Nov 2026 11:00:00 GMT", title: "Two",
            url: "https://example.com/2", published: 1_796_036_400)
        let article = Article(newsboat: item, source: source, sourceName: "Example")
        #expect(article.guid == "https://example.com/2")
        #expect(article.published == Date(timeIntervalSince1970: 1_796_036_400))
        let own = NewsboatItem(guid: "https://example.com/2#comments", title: "Two", url: "https://example.com/2")
        #expect(Article(newsboat: own, source: source, sourceName: "Example").guid == "https://example.com/2#comments")
        let atom = NewsboatItem(guid: "urn:x:1", title: "One", url: "https://example.com/1")
        #expect(Article(newsboat: atom, source: source, sourceName: "Example").guid == "urn:x:1")
    }

    @Test("unread and the s flag become the read and starred flags; text is cleaned for the terminal")
    func flagsAndText() {
        let item = NewsboatItem(
            guid: "g", title: "Evil\u{1B}[31m title", author: "Ann", url: "javascript:alert(1)",
            content: "<p>body</p>", isUnread: false, flags: "as")
        let article = Article(newsboat: item, source: source, sourceName: "Example")
        #expect(article.isRead && article.isStarred)
        #expect(article.title == "Evil title")
        #expect(article.url == nil && article.author == "Ann" && article.content == "<p>body</p>")
        let plain = Article(
            newsboat: NewsboatItem(guid: "h", title: "", content: "Words of the body", flags: "a"),
            source: source, sourceName: "Example")
        #expect(!plain.isRead && !plain.isStarred && plain.isTitleDerived && plain.title == "Words of the body")
    }
}
