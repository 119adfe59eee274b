import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

@Suite("Feeds read as their publishers meant them")
struct PublisherIntentTests {
    private func titles(_ name: String) throws -> [String] {
        try FeedFixture.articles(name).map(\.title)
    }

    @Test("escaped markup in an RSS title is text and is shown: a new <Span> type")
    func escapedMarkupInRSSTitlesIsShown() throws {
        let shown = try titles("escaped-markup-titles.xml")
        #expect(shown[0] == "a new <Span> type")
        #expect(shown[1] == "Tom & Jerry <3 the <template> element")
        #expect(shown[2] == "if (a < b && c > d)")
    }

    @Test("an RSS title that really is HTML is read as HTML, double-escaped entities included")
    func htmlInRSSTitlesIsRead() throws {
        #expect(try titles("escaped-markup-titles.xml")[3] == "Breaking: AT&T’s new plan")
    }

    @Test("undeclared HTML entities in a feed without a DTD are their characters")
    func undeclaredEntitiesAreCharacters() throws {
        let articles = try FeedFixture.articles("escaped-markup-titles.xml")
        #expect(articles[4].title == "It’s here — café edition")
        #expect(articles[4].summary == "Entities “without” a DTD…")
    }

    @Test("a feed whose title is only markup is named by that markup, not by its host")
    func markupOnlyFeedTitleIsKept() throws {
        let feed = try FeedFixture.parse("escaped-markup-titles.xml")
        #expect(feed.displayTitle == "<devblog/>")
        #expect(feed.articles(for: FeedFixture.source()).allSatisfy { $0.sourceName == "<devblog/>" })
    }

    @Test("Atom text, html and xhtml titles show what they say")
    func atomTextConstructTitles() throws {
        let feed = try FeedFixture.parse("atom-text-constructs.xml")
        #expect(feed.displayTitle == "Notes & <Drafts>")
        #expect(
            feed.articles(for: FeedFixture.source()).map(\.title) == [
                "a new <Span> type", "Escaped and <Span>", "An XHTML title about <Span>", "Two lines of title", "<devlog/>"
            ])
    }

    @Test("base64 titles and content (Atom 0.3 mode, or a base64 type) are decoded; what is not base64 stays as written")
    func base64TextConstructsAreDecoded() throws {
        let feed = try FeedFixture.parse("atom03-base64.xml")
        #expect(feed.displayTitle == "Base & sixty-four <feed>")
        let articles = feed.articles(for: FeedFixture.source())
        #expect(articles.map(\.title) == ["Entry title über <Span>", "A title typed base64", "Not base64 after all!"])
        #expect(articles.map(\.isTitleDerived) == [false, false, false])
        #expect(articles[0].content == "<p>Decoded <b>body</b></p>")
        // An inlined image is no text to show.
        #expect(articles[2].content == nil)
    }

    @Test(
        "Atom in a draft namespace under a prefix, Echo, and RSS in UserLand's namespace are feeds",
        arguments: [
            ("atom-draft-namespace.xml", FeedFormat.atom, "Draft Atom", "From a 2005 draft", "https://draft.example.org/1"),
            ("atom-echo-namespace.xml", FeedFormat.atom, "Echo", "Before it was Atom", "https://echo.example.org/1"),
            ("userland-rss.xml", FeedFormat.rss, "Scripting News", "Radio UserLand wrote this namespace", "http://scripting.example.com/2002/1")
        ])
    func olderNamespacesAreFeeds(name: String, format: FeedFormat, feedTitle: String, title: String, link: String) throws {
        let feed = try FeedFixture.parse(name)
        #expect(feed.format == format)
        #expect(feed.displayTitle == feedTitle)
        let articles = feed.articles(for: FeedFixture.source())
        #expect(articles.map(\.title) == [title])
        #expect(articles.map(\.url?.absoluteString) == [link])
    }

    @Test("the text-or-HTML guess follows feedparser's rule")
    func guessFollowsFeedparser() {
        let cases: [(String, FeedTextKind)] = [
            ("a new <Span> type", .text), ("x < y", .text), ("<b>bold</b>", .html), ("Tom &amp; Jerry", .html),
            ("&#8217;", .html), ("<script>alert(1)</script>", .text), ("&notanentity; </b>", .text),
            ("React</> fragments", .text), ("AT&T", .text), ("plain", .text)
        ]
        for (text, kind) in cases {
            #expect(FeedTextKind.guessing(text) == kind, "\(text)")
        }
    }

    @Test("an article's page and its bookmark show the stored title with its <, never stripped again")
    func storedTitlesAreNotStrippedAgain() {
        let article = Article(
            sourceKey: "k", sourceName: "Blog", guid: "g", title: "a new <Span> type",
            url: URL(string: "https://example.org/1"))
        let first = ArticleDocument(article: article).lines(width: 60).first.map { $0.spans.map(\.text).joined() }
        #expect(first == "a new <Span> type")
        #expect(article.bookmarkFields[1] == "a new <Span> type")
    }
}

@Suite("The address a feed's relative links resolve against")
struct FeedDocumentURLTests {
    private let requested = URL(string: "https://blog.example.org/feed")!

    private func base(_ headers: HTTPHeaders, finalURL: URL? = nil) -> String {
        Response(status: 200, headers: headers, url: finalURL).documentURL(requested: requested).absoluteString
    }

    @Test("Content-Location on the same host is the base, relative or absolute")
    func contentLocationIsTheBase() {
        #expect(base(["Content-Location": "/blog/2024/feed.xml"]) == "https://blog.example.org/blog/2024/feed.xml")
        #expect(base(["Content-Location": "https://blog.example.org/en/feed.xml"]) == "https://blog.example.org/en/feed.xml")
        #expect(
            base(["Content-Location": " feeds/all.xml "], finalURL: URL(string: "https://blog.example.org/x/y"))
                == "https://blog.example.org/x/feeds/all.xml")
    }

    @Test("without Content-Location, or with one naming another host or scheme, the fetched address is the base")
    func otherwiseTheFetchedAddress() {
        let moved = URL(string: "https://blog.example.org/moved/feed.xml")!
        #expect(base([:], finalURL: moved) == moved.absoluteString)
        #expect(base([:]) == requested.absoluteString)
        #expect(base(["Content-Location": "http://10.0.0.7/feed.xml"], finalURL: moved) == moved.absoluteString)
        #expect(base(["Content-Location": "file:///etc/feed.xml"]) == requested.absoluteString)
    }

    @Test("a feed's relative links resolve against the Content-Location the server gave")
    func relativeLinksFollowContentLocation() throws {
        let body = """
            <rss version="2.0"><channel><title>B</title><link>./</link>
            <item><title>One</title><link>2024/one.html</link><guid>one</guid></item></channel></rss>
            """
        let response = Response(status: 200, headers: ["Content-Location": "/blog/feed.xml"], body: Data(body.utf8), url: requested)
        let feed = try FeedParser.parse(response.body, url: response.documentURL(requested: requested))
        let article = try #require(feed.articles(for: FeedFixture.source(requested)).first)
        #expect(article.url?.absoluteString == "https://blog.example.org/blog/2024/one.html")
        #expect(feed.siteURL?.absoluteString == "https://blog.example.org/blog/")
    }
}

@Suite("Titles from NewsAPI and sync servers keep their text")
struct ServiceTitleTests {
    @Test("a NewsAPI title with a < in its text keeps it; one with HTML entities is decoded")
    func newsAPITitles() throws {
        let json = """
            {"status":"ok","totalResults":2,"articles":[
            {"source":{"id":null,"name":"Dev Wire"},"title":"a new <Span> type","url":"https://wire.example/1","publishedAt":"2024-05-07T09:00:00Z"},
            {"source":{"id":null,"name":"Dev Wire"},"title":"AT&amp;T&#8217;s plan","url":"https://wire.example/2","publishedAt":"2024-05-07T08:00:00Z"}]}
            """
        let feed = try FeedParser.parse(Data(json.utf8), url: URL(string: "https://wire.example/api")!)
        #expect(feed.articles(for: FeedFixture.source()).map(\.title) == ["a new <Span> type", "AT&T’s plan"])
    }

    @Test("a synced item's title keeps a < that is text, and decodes one that is HTML")
    func syncedTitles() throws {
        let source = FeedFixture.source()
        let text = try #require(Article(remote: RemoteItem(id: "1", feedID: "f", title: "a new <Span> type"), source: source))
        let html = try #require(Article(remote: RemoteItem(id: "2", feedID: "f", title: "Tom &amp; Jerry"), source: source))
        #expect([text.title, html.title] == ["a new <Span> type", "Tom & Jerry"])
    }
}
