import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("SearchText and SearchQuery")
struct SearchTextTests {
    /// The words of indexable text, for comparisons that ignore spacing.
    private func words(_ text: String, html: Bool = true) -> [String] {
        SearchText.indexable(text, html: html).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test func tagsCommentsScriptsAndStylesAreDropped() {
        let html =
            "<p class=\"x\">Hello <b>bold</b><!-- hidden --> world</p><script>var secret = 1;</script>"
            + "<style>.a { color: red }</style><SCRIPT type=x>alsoHidden()</SCRIPT>end"
        #expect(words(html) == ["Hello", "bold", "world", "end"])
    }

    @Test func entitiesAreDecoded() {
        #expect(words("Tom &amp; Jerry&nbsp;&lt;3 &#54620;&#xAE00; caf&eacute;") == ["Tom", "&", "Jerry", "<3", "한글", "cafe"])
    }

    @Test func aLessThanSignThatOpensNoTagIsKept() {
        #expect(words("a < b and 3<4") == ["a", "<", "b", "and", "3<4"])
        #expect(words("x <y without a close") == ["x", "<y", "without", "a", "close"])
    }

    @Test func titlesAreNotTreatedAsHTML() {
        #expect(words("<b> is a tag", html: false) == ["<b>", "is", "a", "tag"])
    }

    @Test func kanjiAndKanaBecomeOneTokenEach() {
        #expect(words("東京で大雨、ニュース") == ["東", "京", "で", "大", "雨", "、", "ニ", "ュ", "ー", "ス"])
    }

    @Test func hangulWordsStayWhole() {
        #expect(words("정부는 오늘 발표했다") == ["정부는", "오늘", "발표했다"])
    }

    @Test func theSameTextAlwaysGivesTheSameIndexText() {
        let text = "<div>Mixed 漢字 text &amp; 한국어 <i>end</i></div>"
        #expect(SearchText.indexable(text, html: true) == SearchText.indexable(text, html: true))
    }

    @Test func queriesQuoteEveryWordAsAPhrase() {
        #expect(SearchQuery.matchExpression("Swift  concurrency") == "\"Swift\"* \"concurrency\"*")
        #expect(SearchQuery.matchExpression("東京") == "\"東 京\"")
        #expect(SearchQuery.matchExpression("say \"hello\"") == "\"say\"* \"\"\"hello\"\"\"*")
        #expect(SearchQuery.matchExpression("NEAR(a b)") == "\"NEAR(a\" \"b)\"")
        #expect(SearchQuery.matchExpression("(swift)") == "\"(swift)\"*")
    }

    @Test func onlyLongEnoughWordsArePrefixes() {
        #expect(SearchQuery.matchExpression("s") == "\"s\"")
        #expect(SearchQuery.matchExpression("sw") == "\"sw\"")
        #expect(SearchQuery.matchExpression("swi") == "\"swi\"*")
        #expect(SearchQuery.matchExpression("정") == "\"정\"")
        #expect(SearchQuery.matchExpression("정부") == "\"정부\"*")
        #expect(SearchQuery.matchExpression("東京タワー") == "\"東 京 タ ワ ー\"")
        #expect(SearchQuery.matchExpression("iPhone用") == "\"iPhone 用\"")
    }

    @Test func queriesWithNothingSearchableGiveNil() {
        #expect(SearchQuery.matchExpression("") == nil)
        #expect(SearchQuery.matchExpression("   ") == nil)
        #expect(SearchQuery.matchExpression("* - ( ) \" :") == nil)
    }

    @Test func longQueriesAreBounded() throws {
        let expression = try #require(SearchQuery.matchExpression(Array(repeating: "word", count: 100).joined(separator: " ")))
        #expect(expression.components(separatedBy: "\"word\"*").count - 1 == SearchQuery.maximumWords)
    }
}
