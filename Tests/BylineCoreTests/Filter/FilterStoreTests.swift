import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Filter expressions over a real cache")
struct FilterStoreTests {
    @Test func regexMatchesIgnoreCaseIncludingAccentedLetters() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        #expect(try cache.titles("title =~ \"SWI\"") == ["Swift 6 released", "Swimming record"])
        #expect(try cache.titles("title =~ \"^émile\"") == ["Émile wins the prize"])
        // An ASCII pattern on text that is not ASCII still matches by characters: É is one.
        #expect(try cache.titles("title =~ \"PRIZE\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title =~ \"^.mile wins\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title =~ \"^..mile\"") == [])
        #expect(try cache.titles("title =~ \"(wins|loses) the PRIZE$\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title =~ \"^[[:alpha:]]mile\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title =~ \"^[^a-z]mile\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title =~ \"\\bwins\"") == ["Émile wins the prize"])
        #expect(try cache.titles("title !~ \"sw\"") == ["A late goal", "Rust news roundup", "Émile wins the prize"])
        #expect(try cache.titles("link =~ \"goal\\\\.example\"") == ["A late goal"])
    }

    @Test func equalityAndWordsOnTextIncludingMissingValues() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        #expect(try cache.titles("author = \"Kim\"") == ["Swift 6 released", "Swimming record"])
        #expect(try cache.titles("author = \"kim\"") == [])
        #expect(try cache.titles("author = \"\"") == ["Rust news roundup"])
        #expect(try cache.titles("author != \"Kim\" and author != \"\"") == ["A late goal", "Émile wins the prize"])
        #expect(try cache.titles("title # \"news\"") == ["Rust news roundup"])
        #expect(try cache.titles("title !# \"news\" and title # \"goal\"") == ["A late goal"])
        #expect(
            try cache.titles("content =~ \"compiler\" or content =~ \"sponsored\"")
                == ["Swift 6 released", "Émile wins the prize"])
    }

    @Test func tagsFeedTitleAndFeedURLComeFromTheSource() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        #expect(try cache.titles("tags # \"sport\"") == ["A late goal", "Swimming record"])
        #expect(try cache.titles("tags !# \"tech\"") == ["A late goal", "Swimming record"])
        #expect(try cache.titles("tags =~ \"^te\" and age < 2") == ["Swift 6 released"])
        #expect(try cache.titles("feedtitle =~ \"sports\" and age < 5") == ["A late goal"])
        #expect(try cache.titles("feedurl = \"\(cache.alpha.key)\" and author = \"Kim\"") == ["Swift 6 released"])
        try cache.store.setSourceTags([cache.beta.key: ["tech"]])
        #expect(try cache.titles("tags # \"tech\"") == ["A late goal", "Swimming record"])
        #expect(try cache.store.sourceTags() == [cache.beta.key: ["tech"]])
    }

    @Test func flagsUnreadAndStarredFollowTheArticlesState() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        try cache.store.setRead([try cache.id("A late goal")], true)
        try cache.store.setStarred(try cache.id("Swimming record"), true)
        #expect(try cache.titles("unread = no") == ["A late goal"])
        #expect(try cache.titles("unread != no and feedtitle = \"Beta Sports\"") == ["Swimming record"])
        #expect(try cache.titles("starred = yes") == ["Swimming record"])
        #expect(try cache.titles("flags # \"s\"") == ["Swimming record"])
        #expect(try cache.titles("flags !# \"s\" and tags # \"sport\"") == ["A late goal"])
        #expect(try cache.titles("flags # \"sx\"") == [])
    }

    @Test func ageCountsWholeDaysFromNow() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        #expect(try cache.titles("age < 1") == ["Swift 6 released"])
        #expect(try cache.titles("age = 3") == ["Rust news roundup"])
        #expect(try cache.titles("age <= 1") == ["Swift 6 released", "A late goal"])
        #expect(try cache.titles("age > 10") == ["Swimming record"])
        #expect(try cache.titles("age >= 10") == ["Émile wins the prize", "Swimming record"])
        #expect(try cache.titles("age between 1:10") == ["A late goal", "Rust news roundup", "Émile wins the prize"])
        #expect(try cache.titles("age != 0 and age < 4") == ["A late goal", "Rust news roundup"])
    }

    @Test func dateComparesWithCalendarDaysInLocalTime() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let swimDay = Self.day(FilterCache.now.addingTimeInterval(-40 * 86_400 - 3600))
        let goalDay = Self.day(FilterCache.now.addingTimeInterval(-86_400 - 3600))
        #expect(try cache.titles("date = \(swimDay)") == ["Swimming record"])
        #expect(try cache.titles("date <= \(swimDay)") == ["Swimming record"])
        #expect(try cache.titles("date < \(swimDay)") == [])
        #expect(try cache.titles("date >= \(goalDay)").contains("A late goal"))
        #expect(try cache.titles("date > \(goalDay)").contains("A late goal") == false)
        #expect(try cache.titles("date between \(swimDay):\(goalDay) and tags # \"sport\"") == ["A late goal", "Swimming record"])
    }

    @Test func andBindsTighterThanOrInTheCacheToo() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        #expect(try cache.titles("author = \"Kim\" or author = \"Park\" and age > 30") == ["Swift 6 released", "Swimming record"])
        #expect(try cache.titles("(author = \"Kim\" or author = \"Park\") and age > 30") == ["Swimming record"])
    }

    @Test func filterComposesWithSearchFlagsPagingCountsAndMarkAll() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let filter = try FilterExpression.parse("author = \"Kim\" or tags # \"sport\"")
        let searched = ArticleQuery(search: "swim", filter: filter)
        #expect(try cache.store.summaries(searched, offset: 0, limit: 10).map(\.title) == ["Swimming record"])
        #expect(try cache.store.count(searched) == 1)
        let query = ArticleQuery(filter: filter)
        #expect(try cache.store.count(query) == 3)
        let first = try cache.store.summaries(query, after: nil, limit: 2)
        let rest = try cache.store.summaries(query, after: first.last?.cursor, limit: 2)
        #expect((first + rest).map(\.title) == ["Swift 6 released", "A late goal", "Swimming record"])
        let back = try cache.store.summaries(query, before: try #require(rest.first?.cursor), limit: 5)
        #expect(back.map(\.title) == first.map(\.title))
        #expect(try cache.store.index(of: try cache.id("Swimming record"), in: query) == 2)
        #expect(try cache.store.index(of: try cache.id("Rust news roundup"), in: query) == nil)
        #expect(try cache.store.markAllRead(query) == 3)
        #expect(try cache.store.unreadCount(.all) == 2)
        #expect(try cache.store.count(ArticleQuery(unreadOnly: true, filter: filter)) == 0)
    }

    @Test func hiddenSourcesStayOutOfListsAndCounts() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let hidden = ArticleQuery(hiddenSourceKeys: [cache.beta.key])
        #expect(
            try cache.store.summaries(hidden, offset: 0, limit: 10).map(\.title)
                == ["Swift 6 released", "Rust news roundup", "Émile wins the prize"])
        #expect(try cache.store.count(hidden) == 3)
        #expect(try cache.store.unreadCount(hidden) == 3)
        #expect(try cache.titles("author = \"Kim\"", hidden) == ["Swift 6 released"])
    }

    @Test func displayRulesHideArticlesFromEveryListUnlessAsked() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let rule = try IgnoreRule(feedPattern: cache.alpha.key, expression: "content =~ \"sponsored\"")
        let everywhere = try IgnoreRule(feedPattern: "*", expression: "title =~ \"record\"")
        cache.store.setIgnoreRules(Killfile(rules: [rule, everywhere], mode: .display))
        #expect(
            try cache.store.summaries(.all, offset: 0, limit: 10).map(\.title)
                == ["Swift 6 released", "A late goal", "Rust news roundup"])
        #expect(try cache.store.count(.all) == 3)
        #expect(try cache.store.markAllRead(.all) == 3)
        #expect(try cache.store.count(ArticleQuery(includesIgnored: true)) == 5)
        #expect(try cache.store.unreadCount(ArticleQuery(includesIgnored: true)) == 2)
        cache.store.setIgnoreRules(Killfile(rules: [rule], mode: .download))
        #expect(try cache.store.count(.all) == 5)
    }

    @Test func aQueryFeedListsItsMatches() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let parsed = URLsFile.parse("\"query:Kim's:author = \\\"Kim\\\"\" people\n")
        let source = try #require(parsed.sources.first)
        #expect(parsed.errors == [])
        let rows = try cache.store.summaries(ArticleQuery(source: source), offset: 0, limit: 10)
        #expect(rows.map(\.title) == ["Swift 6 released", "Swimming record"])
        #expect(try cache.store.count(ArticleQuery(source: cache.beta)) == 2)
    }

    @Test func everyConnectionHasRegexpAndABadPatternIsAnError() throws {
        let cache = try FilterCache()
        defer { cache.remove() }
        let second = try ArticleStore.open(at: cache.store.path)
        let rows = try second.withDatabase { database throws(StoreError) in
            try database.query("SELECT title FROM articles WHERE title REGEXP ? ORDER BY title", ["x{2}|ROUND"]) { $0.string(0) }
        }
        #expect(rows == ["Rust news roundup"])
        #expect(throws: StoreError.self) {
            try second.withDatabase { database throws(StoreError) in
                _ = try database.query("SELECT 1 FROM articles WHERE title REGEXP ?", ["(unclosed"]) { $0.int(0) }
            }
        }
    }

    private static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
