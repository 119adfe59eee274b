import BylineText
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("OPML import")
struct OPMLImportTests {
    private func summary(_ sources: [Source]) -> [[String]] {
        sources.map { [$0.key, $0.title ?? "-", $0.tags.joined(separator: "|")] }
    }

    @Test func nestedFoldersCategoriesAndOddAttributeCaseBecomeSourcesWithTags() throws {
        let parsed = try OPML.parse(try ConfigurationFixtures.data("opml2-nested.opml"), fileName: "feeds.opml")
        #expect(
            summary(parsed.sources) == [
                ["https://lwn.net/headlines/rss", "LWN.net", "Tech|Linux|News|Weekly"],
                ["https://kernel.example.org/feed.xml", "Kernel", "Tech|Linux|Kernel|Releases"],
                ["https://www.swift.org/atom.xml", "Swift Blog", "Tech"],
                ["https://news.ycombinator.com/rss", "Hacker News", "Tech"],
                ["newsapi:top-headlines?country=us&category=technology", "NewsAPI tech", "News"],
                ["https://untitled.example.com/feed", "-", "Tech|Linux|News"]
            ])
        #expect(parsed.sources[4].kind == .newsAPI(.topHeadlines(TopHeadlinesQuery(country: "us", category: "technology"))))
    }

    @Test func badOutlinesAreReportedWithTheirLinesAndSkipped() throws {
        let parsed = try OPML.parse(try ConfigurationFixtures.data("opml2-nested.opml"), fileName: "feeds.opml")
        #expect(
            parsed.errors.map(\.description) == [
                "feeds.opml:19: outline 'No address here' has no feed address (xmlUrl); skipped",
                "feeds.opml:20: outline 'FTP feed': 'ftp://files.example.com/feed.xml' is not an http(s) URL",
                "feeds.opml:23: outline 'Other list' includes another OPML file, which is not supported",
                "feeds.opml:24: outline 'Bad query': everything: give at least one of q, sources or domains"
            ])
    }

    @Test("HTML entities an OPML file uses without declaring them keep their characters in titles")
    func undeclaredEntitiesInAttributesAreCharacters() throws {
        let opml = """
            <?xml version="1.0"?>
            <opml version="2.0"><head><title>My&nbsp;feeds</title></head><body>
            <outline text="News" title="Caf&eacute;&rsquo;s &amp; more"><outline type="rss" text="x" title="Jos&eacute;&nbsp;&mdash; blog"
              xmlUrl="https://o.example.org/feed?a=1&amp;b=2"/></outline>
            </body></opml>
            """
        let parsed = try OPML.parse(Data(opml.utf8))
        #expect(summary(parsed.sources) == [["https://o.example.org/feed?a=1&b=2", "José — blog", "Café’s & more"]])
    }

    @Test func opml1InLatin1IsRead() throws {
        let parsed = try OPML.parse(try ConfigurationFixtures.data("opml1.opml"))
        #expect(parsed.errors == [])
        #expect(
            summary(parsed.sources) == [
                ["http://cafe.example.com/rss", "Café blog", "Blogs"],
                ["https://daring.example.com/index.xml", "Daring", "Blogs"],
                ["https://top.example.com/feed", "Top level", ""]
            ])
    }

    @Test func theSameFeedTwiceInOneFolderIsOneSource() throws {
        let xml = """
            <opml version="2.0"><body>
            <outline text="A" xmlUrl="https://a.example.com/feed"/>
            <outline text="A again" xmlUrl="https://a.example.com/feed"/>
            </body></opml>
            """
        let parsed = try OPML.parse(Data(xml.utf8))
        #expect(summary(parsed.sources) == [["https://a.example.com/feed", "A", ""]])
        #expect(parsed.errors.isEmpty)
    }

    @Test func entityDeclarationsAreRefused() throws {
        #expect(
            throws: SourceLineError(
                file: "entities.opml", line: 3,
                message: "the document declares XML entities, which Byline refuses for safety")
        ) {
            try OPML.parse(try ConfigurationFixtures.data("entities.opml"), fileName: "entities.opml")
        }
    }

    @Test(arguments: [
        #"<!DOCTYPE opml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><opml><body><outline text="&xxe;" xmlUrl="https://x.example.com/"/></body></opml>"#,
        #"<!DOCTYPE opml [<!ENTITY % p "x"> ]><opml><body/></opml>"#,
        #"<!DOCTYPE opml [<!ENTITY pic SYSTEM "pic.gif" NDATA gif>]><opml><body/></opml>"#
    ])
    func externalParameterAndUnparsedEntitiesAreRefused(xml: String) {
        do {
            let parsed = try OPML.parse(Data(xml.utf8))
            Issue.record("accepted: \(parsed)")
        } catch {
            #expect(error.message.contains("declares XML entities"))
        }
    }

    /// The error parsing `data` gives, or nil when it parses.
    private func failure(_ data: Data, fileName: String = "OPML") -> SourceLineError? {
        do throws(SourceLineError) {
            _ = try OPML.parse(data, fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    @Test func textThatIsNotXMLIsRefusedWithTheLine() throws {
        let error = try #require(failure(try ConfigurationFixtures.data("not-xml.opml"), fileName: "not-xml.opml"))
        #expect(error.description.hasPrefix("not-xml.opml:1: not well-formed XML: "))
        #expect(!error.description.contains("\n"))
    }

    @Test func truncatedXMLIsRefusedWithTheLineItStoppedOn() throws {
        let xml = "<?xml version=\"1.0\"?>\n<opml version=\"2.0\">\n<body>\n<outline text=\"x\" xmlUrl=\"https://x.example.com/\""
        let error = try #require(failure(Data(xml.utf8)))
        #expect(error.line == 4)
        #expect(error.message.hasPrefix("not well-formed XML: "))
    }

    @Test func aFeedIsNotAnOPMLFile() {
        let rss = #"<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>"#
        #expect(throws: SourceLineError(file: "feed.xml", line: 1, message: "not an OPML file (its root element is <rss>, not <opml>)")) {
            try OPML.parse(Data(rss.utf8), fileName: "feed.xml")
        }
    }

    @Test func anOPMLFileWithoutABodyOrBytesIsRefused() {
        #expect(throws: SourceLineError(file: "OPML", line: 1, message: "the OPML file has no <body>")) {
            try OPML.parse(Data(#"<opml version="1.0"><head/></opml>"#.utf8))
        }
        #expect(throws: SourceLineError(file: "OPML", line: nil, message: "the file is empty")) {
            try OPML.parse(Data())
        }
    }

    @Test func categoryPathsSplitIntoTags() {
        #expect(OPML.categoryTags("/Tech/Linux, News,,/") == ["Tech", "Linux", "News"])
        #expect(OPML.categoryTags(nil) == [])
    }
}
