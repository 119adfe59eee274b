import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("A feed with more entries than a refresh keeps: the newest are kept, and the rest counted")
struct FeedItemLimitTests {
    private static let url = FeedFixture.defaultURL

    /// An RSS feed of `count` items named n0, n1…; `date` gives an item's pubDate, if any.
    private static func rss(_ count: Int, date: (Int) -> String? = { _ in nil }) -> Data {
        let items = (0..<count).map { index in
            let published = date(index).map { "<pubDate>\($0)</pubDate>" } ?? ""
            return "<item><title>n\(index)</title><guid>g\(index)</guid>\(published)</item>"
        }
        return Data("<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Big</title>\(items.joined(separator: "\n"))</channel></rss>".utf8)
    }

    private static func day(_ number: Int) -> String {
        String(format: "2026-03-%02dT10:00:00Z", number)
    }

    @Test("an undated feed keeps its first entries, since feeds list their newest first")
    func undatedFeedKeepsItsFirstEntries() throws {
        let feed = try FeedParser.parse(Self.rss(23), url: Self.url, contentType: nil, itemLimit: 5)
        #expect(feed.items.map(\.title) == ["n0", "n1", "n2", "n3", "n4"])
        #expect(feed.itemsLeftOut == 18)
        #expect(feed.statusNote == "kept the newest 5 of 23 entries (at most 5 per refresh)")
    }

    @Test("a dated feed keeps the newest by date, in document order, wherever they are in it")
    func datedFeedKeepsTheNewestByDate() throws {
        // Days 1…20 scattered through the document: the newest three are days 18, 19 and 20.
        let days = [7, 20, 3, 11, 18, 1, 15, 9, 19, 2, 13, 5, 17, 8, 4, 16, 10, 6, 14, 12]
        let feed = try FeedParser.parse(Self.rss(days.count) { Self.day(days[$0]) }, url: Self.url, contentType: nil, itemLimit: 3)
        #expect(feed.items.map(\.title) == ["n1", "n4", "n8"])
        #expect(feed.itemsLeftOut == 17)
    }

    @Test("an undated entry counts as newer than the dated ones, as the list shows it")
    func undatedEntriesCountAsNewest() throws {
        let feed = try FeedParser.parse(Self.rss(6) { $0 == 4 ? nil : Self.day($0 + 1) }, url: Self.url, contentType: nil, itemLimit: 2)
        #expect(feed.items.map(\.title) == ["n4", "n5"])
    }

    @Test("a feed within the limit is read whole, with no note")
    func feedWithinTheLimitIsWhole() throws {
        let feed = try FeedParser.parse(Self.rss(5), url: Self.url, contentType: nil, itemLimit: 5)
        #expect(feed.items.count == 5)
        #expect(feed.itemsLeftOut == 0)
        #expect(feed.statusNote == nil)
    }

    @Test("choosing never holds more than twice the limit, however many entries come")
    func selectionHoldsAtMostTwiceTheLimit() {
        var selection = FeedItemLimit.selection(7)
        var most = 0
        for index in 0..<10_000 {
            selection.add(FeedItemDTO(guid: "g\(index)", title: "t", published: index % 3 == 0 ? Self.day(index % 28 + 1) : nil))
            most = max(most, selection.held)
        }
        #expect(most <= 14)
        #expect(selection.kept().count == 7)
        #expect(selection.leftOut == 9_993)
    }

    @Test("a JSON Feed keeps its newest items too")
    func jsonFeedKeepsItsNewest() throws {
        let items = (0..<12).map { "{\"id\":\"\($0)\",\"title\":\"j\($0)\",\"date_published\":\"\(Self.day($0 + 1))\"}" }
        let body = Data("{\"version\":\"https://jsonfeed.org/version/1.1\",\"title\":\"J\",\"items\":[\(items.joined(separator: ","))]}".utf8)
        let feed = try FeedParser.parse(body, url: Self.url, contentType: nil, itemLimit: 4)
        #expect(feed.items.map(\.title) == ["j8", "j9", "j10", "j11"])
        #expect(feed.itemsLeftOut == 8)
    }

    @Test("a broken feed's note counts every entry recovered, and says which were kept")
    func recoveredFeedCountsEveryEntry() throws {
        var body = Self.rss(9)
        body.removeLast("</channel></rss>".utf8.count)
        let feed = try FeedParser.parse(body, url: Self.url, contentType: nil, itemLimit: 4)
        #expect(feed.items.count == 4)
        let note = try #require(feed.statusNote)
        #expect(note.contains("9 entries recovered"), "\(note)")
        #expect(note.hasSuffix("kept the newest 4 of 9 entries (at most 4 per refresh)"), "\(note)")
    }

    @Test("the limit a refresh applies is ten thousand entries")
    func theRefreshLimitIsTenThousand() throws {
        let feed = try FeedParser.parse(Self.rss(10_003), url: Self.url, contentType: nil)
        #expect(feed.items.count == 10_000)
        #expect(feed.items.first?.title == "n0")
        #expect(feed.itemLimitReason?.rendered(in: .english) == "kept the newest 10,000 of 10,003 entries (at most 10,000 per refresh)")
    }
}
