import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

@Suite("Dates as feeds write them")
struct DateParsingTests {
    @Test(arguments: [
        ("Tue, 10 Jun 2003 04:00:00 GMT", 1055217600),
        ("10 Jun 2003 04:00:00 GMT", 1055217600),
        ("Tue, 3 Jun 2003 04:00:00 +0000", 1054612800),
        ("Tue, 10 Jun 03 04:00:00 GMT", 1055217600),
        ("Thu, 10 Jun 99 04:00:00 GMT", 928987200),
        ("Tue, 10 Jun 2003 04:00:00 EST", 1055235600),
        ("Tue, 10 Jun 2003 04:00:00 PDT", 1055242800),
        ("Wed, 03 Jan 2024 09:30:00 KST", 1704241800),
        ("Mon, 15 Jan 2024 10:00:00 IST", 1705293000),
        ("Sun, 15 Sept 2024 10:00:00 GMT", 1726394400),
        ("15 September 2024 10:00 GMT", 1726394400),
        ("Tue, 10 Jun 2003 04:00 +0200", 1055210400),
        ("tue, 10 jun 2003 04:00:00 gmt", 1055217600),
        ("  Tue,  10   Jun  2003\t04:00:00   GMT  ", 1055217600),
        ("Tue,10 Jun 2003 04:00:00 GMT", 1055217600),
        ("Tue, 10 Jun 2003", 1055203200),
        ("Tue, 10 Jun 2003 04:00:00 +05:30", 1055197800),
        ("Tue, 10 Jun 2003 04:00:00 GMT+9", 1055185200),
        ("Tue, 10 Jun 2003 04:00:00 UTC-03:30", 1055230200),
        ("Tue, 10 Jun 2003 04:00:00 -0000 (UTC)", 1055217600),
        ("Tuesday, 10 June 2003 4:00:00 PM GMT", 1055260800),
        ("June 10, 2003 12:15 AM", 1055204100),
        ("Tue, 10 Jun 2003 04:00:00 XYZT", 1055217600),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784111777),
        ("Sun Nov  6 08:49:37 1994", 784111777),
        ("Thu, 29 Feb 2024 12:00:00 GMT", 1709208000)
    ])
    func readsRFC822AndItsRealWorldVariants(text: String, seconds: Int) {
        #expect(DateParsing.parse(text) == Date(timeIntervalSince1970: TimeInterval(seconds)), "\(text)")
    }

    @Test(arguments: [
        ("2003-06-10T04:00:00Z", 1055217600),
        ("2003-06-10T04:00:00+09:00", 1055185200),
        ("2003-06-10T04:00:00-0500", 1055235600),
        ("2003-06-10T04:00:00+09", 1055185200),
        ("2003-06-10t04:00:00z", 1055217600),
        ("2003-06-10 04:00:00", 1055217600),
        ("2003-06-10T04:00:00", 1055217600),
        ("2003-06-10T04:00Z", 1055217600),
        ("2003-06-10", 1055203200),
        ("2003-06-10 04:00:00 UTC", 1055217600),
        ("2003-06-10T24:00:00Z", 1055289600)
    ])
    func readsRFC3339AndISO8601Forms(text: String, seconds: Int) {
        #expect(DateParsing.parse(text) == Date(timeIntervalSince1970: TimeInterval(seconds)), "\(text)")
    }

    @Test func keepsFractionalSeconds() throws {
        let date = try #require(DateParsing.parse("2024-07-01T10:20:30.456Z"))
        #expect(abs(date.timeIntervalSince1970 - 1_719_829_230.456) < 0.0005)
    }

    @Test(arguments: [
        "", "   ", "not a date", "20031", "Tue, 31 Feb 2003 04:00:00 GMT", "Tue, 10 Foo 2003 04:00:00 GMT",
        "Tue, 10 Jun 2003 25:00:00 GMT", "Tue, 10 Jun 2003 04:61:00 GMT", "2003-13-10T04:00:00Z", "2003-02-29",
        "2003-06-10T04:00:00+2500", "2003-06-10Tnoon", "2003-06-10 and more", "Tue, 10 Jun 2003 04:00:00 +99999",
        "13 PM", "Mayday 10 2003", String(repeating: "1", count: 200)
    ])
    func givesNilForWhatIsNotADate(text: String) {
        #expect(DateParsing.parse(text) == nil, "\(text)")
    }
}
