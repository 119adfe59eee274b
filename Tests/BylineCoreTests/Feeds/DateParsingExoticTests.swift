import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("Dates: zone letters, reduced precision, Twitter, Etc zones, Korean, old years")
struct DateParsingExoticTests {
    @Test(arguments: [
        ("Tue, 10 Jun 2003 04:00:00 ET", 1055235600),
        ("Tue, 10 Jun 2003 04:00:00 CT", 1055239200),
        ("Tue, 10 Jun 2003 04:00:00 MT", 1055242800),
        ("Tue, 10 Jun 2003 04:00:00 PT", 1055246400),
        ("Tue, 10 Jun 2003 04:00:00 AT", 1055232000),
        ("Tue, 10 Jun 2003 04:00:00 EDT", 1055232000),
        ("Tue, 10 Jun 2003 04:00:00 MST", 1055242800),
        ("2003", 1041379200),
        ("2003-12", 1070236800),
        ("Sun Jul 15 01:16:00 +0000 2012", 1342314960),
        ("Sun Jul 15 01:16:00 2012", 1342314960),
        ("Tue, 10 Jun 2003 04:00:00 Etc/GMT+5", 1055235600),
        ("Tue, 10 Jun 2003 04:00:00 Etc/GMT-9", 1055185200),
        ("2003-06-10T04:00:00 Etc/UTC", 1055217600),
        ("Tue, 10 Jun 2003 04:00:00 Asia/Seoul", 1055185200),
        ("Tue, 10 Jun 2003 04:00:00 No/Such_Zone", 1055217600),
        ("2024년 3월 5일 오후 3:04", 1709618640),
        ("2024년 03월 05일 오전 10:04:05", 1709600645),
        ("2004-05-25 오후 11:23:17", 1085494997),
        ("Mon, 01 Jan 1850 12:00:00 GMT", -3786782400),
        ("1850-01-01T12:00:00Z", -3786782400),
        ("0999-06-01T00:00:00Z", -30628713600)
    ])
    func reads(text: String, seconds: Int) {
        #expect(DateParsing.parse(text)?.timeIntervalSince1970 == TimeInterval(seconds), "\(text)")
    }

    @Test(arguments: ["sometime last week", "2003-13", "20031", "2024년 13월 5일", "Etc/GMT+5"])
    func givesNilFor(text: String) {
        #expect(DateParsing.parse(text) == nil, "\(text)")
    }

    @Test func keepsArticlesWithEveryKindOfDate() throws {
        let articles = try FeedFixture.parse("exotic-dates.xml").articles(for: FeedFixture.source())
        #expect(articles.count == 8)
        #expect(articles.prefix(7).allSatisfy { $0.published != nil })
        #expect(articles[6].published == Date(timeIntervalSince1970: -3786782400))
        #expect(articles[7].published == nil)
    }
}
