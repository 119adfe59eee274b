import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("Killfile settings: ignore-article and ignore-mode")
struct KillfileConfigurationTests {
    @Test func rulesAccumulateInOrderAndTheModeDefaultsToDownload() throws {
        let parsed = Configuration.parse(
            """
            ignore-article "*" "title =~ \\"Gentoo\\""
            ignore-article https://example.com/feed.xml author = "Spammer" or age > 30
            ignore-article "regex:^https?://nitter\\\\.net/" "title =~ \\"^RT by\\""
            """)
        #expect(parsed.errors == [])
        let killfile = parsed.configuration.killfile
        #expect(killfile.mode == .download)
        #expect(
            killfile.rules == [
                IgnoreRule(feeds: .all, expression: try FilterExpression.parse("title =~ \"Gentoo\"")),
                IgnoreRule(
                    feeds: .url("https://example.com/feed.xml"),
                    expression: try FilterExpression.parse("author = \"Spammer\" or age > 30")),
                IgnoreRule(feeds: .matching("^https?://nitter\\.net/"), expression: try FilterExpression.parse("title =~ \"^RT by\""))
            ])
        #expect(killfile.downloadRules == killfile.rules)
        #expect(killfile.displayRules == [])
        #expect(RefreshPolicy(configuration: parsed.configuration).ignoreRules == killfile.rules)
    }

    @Test func displayModeMovesTheRulesToTheLists() {
        let parsed = Configuration.parse("ignore-mode display\nignore-article * \"unread = no\"\n")
        #expect(parsed.errors == [])
        #expect(parsed.configuration.killfile.mode == .display)
        #expect(parsed.configuration.killfile.displayRules.count == 1)
        #expect(RefreshPolicy(configuration: parsed.configuration).ignoreRules == [])
    }

    @Test func badLinesNameTheirLineAndTheExpressionsColumn() {
        let parsed = Configuration.parse(
            """
            ignore-mode sometimes
            ignore-article "*" "titel =~ \\"x\\""
            ignore-article "*"
            ignore-article "regex:(" "title = \\"x\\""
            ignore-article "*" "age < "
            """)
        #expect(
            parsed.errors.map(\.description) == [
                "config:1: ignore-mode must be download or display, not 'sometimes'",
                "config:2: ignore-article expression, column 1: unknown attribute 'titel' (known: title, author, link, "
                    + "content, feedtitle, feedurl, tags, unread, starred, flags, age, date, enclosure_url, enclosure_type, has_enclosure)",
                "config:3: ignore-article needs a feed and an expression (FEED-URL|regex:PATTERN|* EXPRESSION)",
                "config:4: the feed pattern is not a valid regular expression: invalid regular expression '(': "
                    + "Unmatched ( or \\(",
                "config:5: ignore-article expression, column 7: expected a value after '<', found the end of the expression"
            ])
        #expect(parsed.configuration.killfile == Killfile())
    }
}
