import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Filter language parser")
struct FilterParserTests {
    private func comparison(_ attribute: FilterAttribute, _ op: FilterOperator, _ value: FilterValue) -> FilterExpression {
        .comparison(FilterComparison(attribute: attribute, operator: op, value: value))
    }

    private func error(_ text: String) -> FilterError? {
        do throws(FilterError) {
            _ = try FilterExpression.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("title = \"Swift\"", FilterAttribute.title, FilterOperator.equal, FilterValue.text("Swift")),
        ("author != \"Kim\"", .author, .notEqual, .text("Kim")),
        ("link =~ \"example\\\\.com\"", .link, .matches, .text("example\\.com")),
        ("content !~ \"sponsored\"", .content, .notMatches, .text("sponsored")),
        ("tags # \"tech\"", .tags, .contains, .text("tech")),
        ("tags !# \"sport\"", .tags, .notContains, .text("sport")),
        ("feedtitle =~ \"news\"", .feedTitle, .matches, .text("news")),
        ("feedurl = \"https://a.example/feed\"", .feedURL, .equal, .text("https://a.example/feed")),
        ("unread = yes", .unread, .equal, .yesNo(true)),
        ("starred = \"no\"", .starred, .equal, .yesNo(false)),
        ("flags # \"s\"", .flags, .contains, .text("s")),
        ("age < 7", .age, .less, .number(7)),
        ("age > 30", .age, .greater, .number(30)),
        ("age <= 1", .age, .lessOrEqual, .number(1)),
        ("age >= 2", .age, .greaterOrEqual, .number(2)),
        ("age between 1:7", .age, .between, .numbers(1, 7))
    ])
    func everyOperatorParsesToItsComparison(
        text: String, attribute: FilterAttribute, op: FilterOperator,
        value: FilterValue
    ) throws {
        #expect(try FilterExpression.parse(text) == comparison(attribute, op, value))
    }

    @Test func datesAreReadBareOrQuotedAndInRanges() throws {
        let day = try #require(FilterDay("2026-02-28"))
        let later = try #require(FilterDay("2026-03-01"))
        #expect(try FilterExpression.parse("date >= 2026-02-28") == comparison(.date, .greaterOrEqual, .day(day)))
        #expect(try FilterExpression.parse("date < \"2026-03-01\"") == comparison(.date, .less, .day(later)))
        #expect(
            try FilterExpression.parse("date between 2026-02-28:\"2026-03-01\"")
                == comparison(.date, .between, .days(day, later)))
        #expect(FilterDay("2026-02-29") == nil)
        #expect(FilterDay("2024-02-29") != nil)
    }

    @Test func andBindsTighterThanOr() throws {
        let a = comparison(.unread, .equal, .yesNo(true))
        let b = comparison(.title, .matches, .text("x"))
        let c = comparison(.age, .less, .number(3))
        #expect(try FilterExpression.parse("unread = yes or title =~ \"x\" and age < 3") == .or(a, .and(b, c)))
        #expect(try FilterExpression.parse("unread = yes and title =~ \"x\" or age < 3") == .or(.and(a, b), c))
    }

    @Test func parenthesesOverridePrecedence() throws {
        let a = comparison(.unread, .equal, .yesNo(true))
        let b = comparison(.title, .matches, .text("x"))
        let c = comparison(.age, .less, .number(3))
        #expect(try FilterExpression.parse("(unread = yes or title =~ \"x\") and age < 3") == .and(.or(a, b), c))
        #expect(try FilterExpression.parse("((age < 3))") == c)
    }

    @Test func keywordsAndAttributesIgnoreCaseAndSpacing() throws {
        #expect(
            try FilterExpression.parse("TITLE=~\"a\"AND Unread=YES")
                == .and(comparison(.title, .matches, .text("a")), comparison(.unread, .equal, .yesNo(true))))
    }

    @Test func quotesAndBackslashesInStringsAreEscaped() throws {
        #expect(try FilterExpression.parse(#"title = "say \"hi\" \\ bye""#) == comparison(.title, .equal, .text(#"say "hi" \ bye"#)))
    }

    @Test func theWrittenFormReadsBackEqual() throws {
        for text in [
            "(unread = yes or starred = yes) and title =~ \"a\\\\.b\"", "age between 1:7 or date = 2026-01-02",
            "title = \"say \\\"hi\\\"\" and (tags # \"x\" or tags !# \"y\")"
        ] {
            let expression = try FilterExpression.parse(text)
            #expect(try FilterExpression.parse(expression.description) == expression)
        }
    }

    @Test(arguments: [
        ("title =~ ", 10, "expected a value after '=~'"),
        (
            "unread = yes and titel = \"x\"", 18,
            "unknown attribute 'titel' (known: title, author, link, content, feedtitle, feedurl, tags, unread, starred, flags, age, date, enclosure_url, enclosure_type, has_enclosure)"
        ),
        ("title =~ \"(unclosed\"", 10, "invalid regular expression '(unclosed':"),
        ("age < \"soon\"", 7, "expected a whole number of days"),
        ("date > 2026-13-01", 8, "expected a date as YYYY-MM-DD"),
        ("unread = maybe", 10, "expected a value after '='"),
        ("unread = \"maybe\"", 10, "unread is yes or no"),
        ("tags = \"x\"", 6, "'=' does not apply to tags; use # !# =~ !~"),
        ("title < \"b\"", 7, "'<' does not apply to title"),
        ("age between 7:1", 13, "'between' needs the smaller number first"),
        ("age between 1 7", 15, "expected ':' between the two ends"),
        ("(age < 3", 9, "expected ')' to close the '(' at column 1"),
        ("age < 3)", 8, "')' closes a parenthesis that was never opened"),
        ("age < 3 title = \"x\"", 9, "expected 'and' or 'or' before 'title'"),
        ("title \"x\"", 7, "expected an operator after 'title'"),
        ("title = \"x", 9, "a quote (\") is opened here and never closed"),
        ("title = \"x\" & age < 3", 13, "unexpected '&'"),
        ("", 1, "the expression is empty"),
        ("and age < 3", 1, "expected an attribute or '('")
    ])
    func errorsNameTheColumnAndTheProblem(text: String, column: Int, words: String) throws {
        let found = try #require(error(text))
        #expect(found.column == column)
        #expect(found.message.hasPrefix(words), "\(found.message)")
        #expect(found.description.hasPrefix("column \(column): "))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let found = try #require(error("title = \"정부\" and nope"))
        #expect(found.column == 18)
    }

    @Test func nestingAndLengthAreBounded() {
        let deep = String(repeating: "(", count: 100) + "age < 1" + String(repeating: ")", count: 100)
        #expect(error(deep)?.message.contains("nested more than") == true)
        let long = "title = \"" + String(repeating: "a", count: 5000) + "\""
        #expect(error(long)?.message.contains("longer than") == true)
    }
}
