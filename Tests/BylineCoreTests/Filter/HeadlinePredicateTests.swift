import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite struct HeadlinePredicateTests {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    static func row(
        title: String, read: Bool = false, starred: Bool = false, source: String = "Lobsters",
        age days: Double = 0
    ) -> ArticleSummary {
        let time = now.addingTimeInterval(-days * 86_400)
        return ArticleSummary(
            id: 1, sourceKey: "https://lobste.rs/rss", sourceName: source, title: title, published: time,
            sortDate: time, isRead: read, isStarred: starred, url: URL(string: "https://example.org/a"),
            cursor: ArticleCursor(key: 1))
    }

    func matches(_ text: String, _ row: ArticleSummary, tags: [String] = []) throws -> Bool {
        try HeadlinePredicate(text).matches(row, tags: tags, now: Self.now, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    @Test func textFlagsAndDatesAreTestedOnTheRow() throws {
        let row = Self.row(title: "Swift 6 릴리스 노트", starred: true, age: 3.5)
        #expect(try matches("title =~ \"swift\"", row))
        #expect(try matches("title =~ \"릴리스\" and unread = yes", row))
        #expect(try !matches("title !~ \"swift\"", row))
        #expect(try matches("title # \"노트\"", row))
        #expect(try !matches("title # \"노\"", row))
        #expect(try matches("flags # \"s\" and starred = yes", row))
        #expect(try matches("age = 3", row))
        #expect(try matches("age between 2:4 and age > 2", row))
        #expect(try !matches("age < 3", row))
        #expect(try matches("feedtitle = \"Lobsters\" or title = \"x\"", row))
        #expect(try matches("feedurl =~ \"lobste\\\\.rs\"", row))
        #expect(try matches("link =~ \"example\"", row))
        #expect(try matches("date = 2026-05-25", row))
        #expect(try !matches("unread = no", row))
    }

    @Test func tagsAreTheSourceTagsTheCallerGives() throws {
        let row = Self.row(title: "x")
        #expect(try matches("tags # \"tech\"", row, tags: ["news", "tech"]))
        #expect(try !matches("tags # \"tec\"", row, tags: ["news", "tech"]))
        #expect(try matches("tags =~ \"^te\"", row, tags: ["news", "tech"]))
        #expect(try matches("tags !# \"tech\"", row, tags: []))
        #expect(try !matches("tags !~ \"ew\"", row, tags: ["news"]))
    }

    @Test func attributesTheListDoesNotHoldAreRefusedWithTheirColumn() {
        #expect(throws: FilterError.self) { try HeadlinePredicate("unread = yes and author = \"x\"") }
        let error = #expect(throws: FilterError.self) { try HeadlinePredicate("unread = yes and content # \"x\"") }
        #expect(error?.column == 18)
    }
}
