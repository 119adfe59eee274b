import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("demo articles")
struct DemoArticlesTests {
    /// A fixed clock, so no test depends on the wall clock.
    let now = Date(timeIntervalSince1970: 1_900_000_000)

    @Test func everyDemoArticleConvertsWithATitleAURLAndAUniqueGuid() throws {
        let articles = try DemoArticles.articles(now: now)
        #expect(articles.count >= 30)
        #expect(articles.count == (try DemoArticles.response()).articles.count, "no article may be dropped")
        #expect(articles.allSatisfy { !$0.title.isEmpty && $0.url != nil })
        #expect(Set(articles.map(\.guid)).count == articles.count)
        #expect(articles.allSatisfy { $0.sourceKey == Source.demo.key })
        #expect(Set(articles.map(\.sourceName)).count >= 6, "several publishers, not one")
    }

    @Test func theDemoMixesKoreanJapaneseEmojiAndAccents() throws {
        let titles = try DemoArticles.articles(now: now).map(\.title)
        #expect(titles.filter { $0.unicodeScalars.contains(where: Self.isHangul) }.count >= 6)
        #expect(titles.filter { $0.unicodeScalars.contains(where: Self.isKanaOrKanji) }.count >= 4)
        #expect(titles.filter { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }.count >= 5)
        #expect(titles.contains { $0.contains("👩‍💻") }, "a ZWJ sequence survives conversion")
        #expect(titles.contains { $0.contains("🇰🇷") })
        #expect(titles.contains { $0.contains("👍🏽") })
        #expect(titles.contains { $0.unicodeScalars.contains("\u{301}") }, "a combining accent")
        #expect(titles.contains { $0.contains("ñ") })
    }

    @Test func someArticlesLackAnAuthorAnImageOrADescription() throws {
        let articles = try DemoArticles.articles(now: now)
        #expect(articles.contains { $0.author == nil })
        #expect(articles.contains { $0.imageURL == nil })
        #expect(articles.contains { $0.summary == nil })
    }

    @Test func fullHTMLBodiesPassThroughUntouched() throws {
        let articles = try DemoArticles.articles(now: now)
        let dtos = try DemoArticles.response().articles
        for (article, dto) in zip(articles, dtos) {
            #expect(article.content == dto.content, "\(article.title)")
        }
        let bodies = articles.compactMap(\.content)
        #expect(bodies.count == articles.count)
        #expect(bodies.filter { $0.contains("<h2>") || $0.contains("<h3>") }.count >= 5)
        #expect(bodies.contains { $0.contains("<blockquote>") && $0.contains("<ol>") })
        #expect(bodies.contains { $0.contains("href=\"/related/") })
        for entity in ["&amp;", "&nbsp;", "&mdash;", "&#8217;"] {
            #expect(bodies.contains { $0.contains(entity) }, "\(entity)")
        }
    }

    @Test func everyLinkPointsAtAnExampleDomain() throws {
        let articles = try DemoArticles.articles(now: now)
        var hosts = articles.compactMap(\.url?.host) + articles.compactMap(\.imageURL?.host)
        for body in articles.compactMap(\.content) {
            hosts += Self.absoluteLinks(in: body).compactMap { URL(string: $0)?.host }
        }
        #expect(hosts.count > articles.count * 2)
        let foreign = hosts.filter { !$0.split(separator: ".").contains("example") }
        #expect(foreign == [], "demo links must not point at real sites")
    }

    @Test func theNewestArticleIsAnHourBeforeNow() throws {
        let articles = try DemoArticles.articles(now: now)
        let newest = try #require(articles.compactMap(\.published).max())
        #expect(abs(newest.timeIntervalSince(now) + DemoArticles.newestAge) < 0.001)
        #expect(articles.first?.published == newest, "the file lists the newest first")
        let dates = articles.compactMap(\.published)
        #expect(dates.count == articles.count)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 >= $1 }, "newest first throughout")
    }

    @Test func anchoringKeepsTheSpacingOfTheFileDates() throws {
        let articles = try DemoArticles.articles(now: now)
        let fileDates = try DemoArticles.response().articles.map { try #require($0.publishedAt.flatMap(DateParsing.parse)) }
        let fileNewest = try #require(fileDates.max())
        let newest = now.addingTimeInterval(-DemoArticles.newestAge)
        for (article, fileDate) in zip(articles, fileDates) {
            let age = newest.timeIntervalSince(try #require(article.published))
            #expect(abs(age - fileNewest.timeIntervalSince(fileDate)) < 0.001, "\(article.title)")
        }
        let oldest = try #require(fileDates.min())
        #expect(fileNewest.timeIntervalSince(oldest) > 2 * 86_400, "spread over several days")
    }

    @Test func theSameNowGivesTheSameArticlesAndALaterNowMovesEveryDate() throws {
        let first = try DemoArticles.articles(now: now)
        #expect(try DemoArticles.articles(now: now) == first)
        let dayLater = try DemoArticles.articles(now: now.addingTimeInterval(86_400))
        for (early, late) in zip(first, dayLater) {
            let moved = try #require(late.published).timeIntervalSince(try #require(early.published))
            #expect(abs(moved - 86_400) < 0.001)
            #expect(late.guid == early.guid)
        }
    }

    @Test func anchoringLeavesUndatedArticlesAlone() {
        let undated = Article(sourceKey: "k", sourceName: "n", guid: "g", title: "t")
        #expect(DemoArticles.anchored([undated], newestAt: now) == [undated])
        let dated = Article(sourceKey: "k", sourceName: "n", guid: "h", title: "u", published: Date(timeIntervalSince1970: 0))
        let moved = DemoArticles.anchored([undated, dated], newestAt: now)
        #expect(moved.map(\.published) == [nil, now])
    }

    @Test func theWelcomeArticleComesFirstAndExplainsTheKeys() throws {
        let welcome = try #require(try DemoArticles.articles(now: now).first)
        #expect(welcome.title.hasPrefix("Welcome to Byline"))
        let body = try #require(welcome.content)
        let keys = ["j k", "Enter", "l", "Esc", "h", "q", "Tab", "r", "R", "o", "/", "n", "p", "N", "A", "s", "1", "9", "?", "Q"]
        for key in keys {
            #expect(body.contains("<strong>\(key)</strong>"), "key \(key)")
        }
        #expect(body.contains("~/.config/byline/urls"))
    }

    @Test func theFeedsArticleExplainsEveryWayToAddSources() throws {
        let articles = try DemoArticles.articles(now: now)
        let body = try #require(articles.first { $0.title.hasPrefix("Add your own feeds") }?.content)
        for text in [
            "~/.config/byline/urls", "\"~Title\"", "newsapi:top-headlines?country=us", "NEWSAPI_KEY",
            "byline import feeds.opml", "byline refresh"
        ] {
            #expect(body.contains(text), "\(text)")
        }
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
    }

    private static func isKanaOrKanji(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value)
    }

    /// The `http`/`https` targets of `href` attributes in `html`.
    private static func absoluteLinks(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { rest in
            let target = rest.prefix { $0 != "\"" }
            return target.hasPrefix("http") ? String(target) : nil
        }
    }
}
