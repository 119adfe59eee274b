import CLibXML2
import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Entries are read as libxml2 closes them, and freed then")
struct FeedEntryStreamTests {
    private static let url = FeedFixture.defaultURL

    private static func rss(_ items: [String], channelTail: String = "") -> Data {
        let body = items.map { "<item><title>\($0)</title><link>https://e.example.com/\($0)</link></item>" }.joined(separator: "\n")
        return Data("<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>Stream</title>\n\(body)\n\(channelTail)</channel></rss>".utf8)
    }

    /// The elements left under `node` once the parse is over.
    private static func childNames(_ node: LibXMLNode) -> [String] {
        node.elements.map(\.nameString)
    }

    @Test func aParsedTreeKeepsTheChannelButNoItem() throws {
        let stream = FeedEntryStream(url: Self.url)
        let document = try LibXMLDocument.parse(Self.rss(["one", "two", "three"]), sink: stream)
        try withExtendedLifetime(document) {
            let channel = try #require(document.root?.elements.first(where: { _ in true }))
            #expect(Self.childNames(channel) == ["title"])
        }
        #expect(stream.items.map(\.title) == ["one", "two", "three"])
    }

    @Test func theFeedReadsTheSameAsATreeWouldInOrder() throws {
        let feed = try FeedParser.parse(
            Self.rss((1...50).map { "n\($0)" }, channelTail: "<ttl>60</ttl><link>https://e.example.com/</link>"),
            url: Self.url)
        #expect(feed.items.map(\.title) == (1...50).map { "n\($0)" })
        #expect(feed.title == "Stream")
        // Channel fields after the items are still read from what is left of the tree.
        #expect(feed.updateInterval == 3600)
        #expect(feed.siteURL == URL(string: "https://e.example.com/"))
    }

    @Test func aNamespaceDeclaredOnOneItemDoesNotLeakIntoTheNext() throws {
        // Each item declares `dc` itself; every other one binds it to a namespace that is not
        // Dublin Core. A freed declaration's address is often reused for the next one, so a
        // stale lookup would read the second kind as Dublin Core.
        let items = (0..<40).map { index in
            let uri = index.isMultiple(of: 2) ? "http://purl.org/dc/elements/1.1/" : "http://example.com/not-dc"
            return
                "<item xmlns:dc=\"\(uri)\"><title>t\(index)</title><link>https://e.example.com/\(index)</link><dc:creator>A\(index)</dc:creator></item>"
        }
        let body = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel>\(items.joined(separator: "\n"))</channel></rss>"
        let feed = try FeedParser.parse(Data(body.utf8), url: Self.url)
        #expect(feed.items.count == 40)
        for (index, item) in feed.items.enumerated() {
            #expect(item.authors == (index.isMultiple(of: 2) ? ["A\(index)"] : []), "item \(index)")
        }
    }

    @Test func textAndCDATABetweenItemsAtChannelLevelParse() throws {
        // libxml2 appends text to its parent's last text node in place: after an item is freed,
        // the text before it must not be the last child (the shim removes it).
        let body = """
            <?xml version="1.0"?><rss version="2.0"><channel>stray text<![CDATA[cdata one]]>
            <item><title>a</title><link>https://e.example.com/a</link></item><![CDATA[cdata two]]>more text
            <item><title>b</title><link>https://e.example.com/b</link></item>tail text<![CDATA[three]]>and the end
            <title>Late title</title></channel></rss>
            """
        for _ in 0..<2 {
            let feed = try FeedParser.parse(Data(body.utf8), url: Self.url)
            #expect(feed.items.map(\.title) == ["a", "b"])
            #expect(feed.title == "Late title")
            #expect(feed.recoveryNote == nil)
        }
    }

    @Test func anAtomFeedsAuthorAfterItsEntriesStillNamesThem() throws {
        let body = """
            <?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title>
            <entry><id>urn:1</id><title>first</title><link href="https://e.example.com/1"/></entry>
            <entry><id>urn:2</id><title>second</title><link href="https://e.example.com/2"/><author><name>Own</name></author></entry>
            <author><name>Feed Author</name></author></feed>
            """
        let feed = try FeedParser.parse(Data(body.utf8), url: Self.url)
        #expect(feed.items.map(\.title) == ["first", "second"])
        #expect(feed.items.map(\.authors) == [["Feed Author"], ["Own"]])
    }

    @Test func rdfItemsBesideTheChannelAndAnUnclosedLastOneKeepDocumentOrder() throws {
        let body = """
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
            <channel rdf:about="https://e.example.com/"><title>R</title><link>https://e.example.com/</link></channel>
            <item rdf:about="https://e.example.com/1"><title>one</title><link>https://e.example.com/1</link></item>
            <item rdf:about="https://e.example.com/2"><title>two</title><link>https://e.example.com/2</link></item>
            <item rdf:about="https://e.example.com/3"><title>three</title><link>https://e.example.com/3</link>
            """
        let feed = try FeedParser.parse(Data(body.utf8), url: Self.url)
        #expect(feed.items.map(\.title) == ["one", "two", "three"])
        #expect(feed.items.map(\.guid) == ["https://e.example.com/1", "https://e.example.com/2", "https://e.example.com/3"])
        #expect(feed.recoveryNote?.hasSuffix("3 entries recovered") == true)
    }

    @Test func anItemNestedInAnotherIsNotTakenOutOfIt() throws {
        let body = """
            <?xml version="1.0"?><rss version="2.0"><channel>
            <item><title>outer</title><link>https://e.example.com/o</link><item><title>inner</title></item></item>
            </channel></rss>
            """
        let feed = try FeedParser.parse(Data(body.utf8), url: Self.url)
        #expect(feed.items.map(\.title) == ["outer"])
    }

    @Test func aSecondAttemptAfterARepairStartsAfresh() throws {
        // Invalid UTF-8 late in the body fails the strict parse after two items were read; the
        // repaired parse must not read them twice.
        var body = Data(Self.rss(["one", "two"]).dropLast("</channel></rss>".utf8.count))
        body.append(
            contentsOf: Array("<item><title>caf".utf8) + [0xE9] + Array("</title><link>https://e.example.com/c</link></item></channel></rss>".utf8))
        let feed = try FeedParser.parse(body, url: Self.url)
        #expect(feed.items.map(\.title) == ["one", "two", "café"])
    }
}
