import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("newsboat filter expressions in Byline's filter language")
struct NewsboatQueryTests {
    @Test("newsboat's rssurl becomes feedurl; the rest is read as it is written")
    func rssurlBecomesFeedURL() throws {
        let expression = try NewsboatQuery.translate(#"rssurl =~ "blog" and (unread = "yes" or age between 0:7)"#)
        #expect(expression == (try FilterExpression.parse(#"feedurl =~ "blog" and (unread = yes or age between 0:7)"#)))
    }

    @Test("a word inside a quoted value is not renamed")
    func quotedWordsStay() throws {
        let expression = try NewsboatQuery.translate(#"title = "rssurl""#)
        #expect(expression.description == #"title = "rssurl""#)
    }

    @Test("an attribute Byline has no meaning for is named, with its column")
    func untranslatableAttributeIsNamed() {
        #expect(throws: FilterError(column: 19, message: "newsboat's attribute 'guid' has no Byline meaning")) {
            try NewsboatQuery.translate(#"unread = "yes" or guid = "x""#)
        }
        #expect(throws: FilterError.self) { try NewsboatQuery.translate(#"title =~ "(""#) }
    }

    @Test("Byline's expressions are written back in newsboat's names: feedurl as rssurl, starred as the s flag")
    func writtenBackInNewsboatNames() throws {
        let expression = try FilterExpression.parse(#"feedurl =~ "x" and (starred = yes or starred != yes) and unread = no"#)
        let text = NewsboatQuery.newsboatText(expression)
        #expect(text == #"rssurl =~ "x" and (flags # "s" or flags !# "s") and unread = "no""#)
        // newsboat's text reads back as the same articles (starred and the s flag are one thing).
        let back = try NewsboatQuery.translate(text)
        #expect(back.description == #"feedurl =~ "x" and (flags # "s" or flags !# "s") and unread = no"#)
    }
}
