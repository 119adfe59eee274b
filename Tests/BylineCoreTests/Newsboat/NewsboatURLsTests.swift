import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("newsboat's urls file read for Byline")
struct NewsboatURLsTests {
    @Test("tags, titles, the hidden tag, translated query feeds and exec:/filter: lines are carried; bad lines are named")
    func everyFormIsCarried() throws {
        let parsed = NewsboatURLs.parse(try NewsboatFixtures.text("urls"), fileName: "nb/urls")
        #expect(
            parsed.entries.map(\.line) == [
                #"https://blog.example.com/feed.xml tech "open source" "~Example Blog""#,
                "https://news.example.org/rss news !",
                #""query:Unread tech:unread = yes and tags # \"tech\"""#,
                #""query:From the blog:feedurl =~ \"blog\"""#,
                #""exec:~/bin/weather --rss" local"#,
                #""filter:~/bin/clean.sh:https://noisy.example.net/feed" noisy"#,
                "https://blog.example.com/feed.xml again"
            ])
        #expect(parsed.entries[1].source?.isHidden == true)
        #expect(parsed.entries[2].source?.title == "Unread tech")
        #expect(parsed.untranslatedQueries == ["By guid"])
        #expect(
            parsed.failures.map(\.description) == [
                "nb/urls:6: query feed 'By guid' has no Byline form: expression column 1: newsboat's attribute 'guid' has no Byline meaning",
                "nb/urls:9: 'ftp://files.example.com/feed' is not an http(s) URL"
            ])
    }

    @Test("merging into Byline's urls file twice is the same as once, and a repeated source is listed once")
    func mergingTwiceIsOnce() throws {
        let parsed = NewsboatURLs.parse(try NewsboatFixtures.text("urls"))
        let existing = "# mine\nhttps://NEWS.example.org/rss \"~Kept\"\n"
        let lines = parsed.entries.map { (key: $0.key, line: $0.line) }
        let once = URLsFile.mergeLines(lines, into: existing)
        #expect(once.added == [0, 2, 3, 4, 5])
        #expect(once.alreadyListed == [1, 6])
        #expect(once.text.hasPrefix(existing))
        let twice = URLsFile.mergeLines(lines, into: once.text)
        #expect(twice.text == once.text && twice.added.isEmpty)
        // Every carried line reads back in Byline (the exec:/filter: lines once Byline runs them).
        let reread = URLsFile.parse(once.text)
        #expect(reread.sources.map(\.key).contains("query:From the blog:feedurl =~ \"blog\""))
    }

    @Test("the export is a urls file in newsboat's names, without the sources newsboat cannot fetch")
    func exportUsesNewsboatNames() throws {
        let sources = URLsFile.parse(
            """
            https://a.example/feed t "~A"
            https://b.example/feed !
            "query:Starred:starred = yes and feedurl =~ \\"a\\"" q
            newsapi:everything?q=swift
            """
        ).sources
        let exported = NewsboatURLs.export(sources)
        #expect(
            exported.text == """
                https://a.example/feed t "~A"
                https://b.example/feed !
                "query:Starred:flags # \\"s\\" and rssurl =~ \\"a\\"" q

                """)
        #expect(exported.leftOut.map(\.key) == ["newsapi:everything?q=swift"])
    }
}
