import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Finding a web page's feeds (pure)")
struct FeedDiscoveryTests {
    private let page = URL(string: "https://blog.example.org/2026/11/post.html")!

    private func links(_ fixture: String) throws -> [DiscoveredFeed] {
        FeedDiscovery.links(inPage: try Fixture.data("discovery/\(fixture)"), url: page)
    }

    @Test("RSS, Atom and JSON Feed links are found in page order, relative ones resolved against the page")
    func feedTypes() throws {
        let found = try links("blog.html")
        #expect(
            found.map(\.url.absoluteString) == [
                "https://blog.example.org/feed/", "https://blog.example.org/2026/11/comments/atom.xml",
                "https://cdn.example.org/feed.json"
            ])
        #expect(found.map(\.format) == ["RSS", "Atom", "JSON Feed"])
        #expect(found.first?.title == "Example Blog » Feed")
    }

    @Test("other alternates, repeats, and links that are not http(s) are left out")
    func notFeeds() throws {
        let found = try links("blog.html")
        #expect(!found.contains { $0.url.path.contains("wp-json") || $0.url.path == "/ko/" })
        #expect(found.filter { $0.url.absoluteString == "https://blog.example.org/feed/" }.count == 1)
        #expect(!found.contains { $0.url.scheme != "https" })
    }

    @Test("<base href> wins over the page's address; rel may hold several words; types ignore case; titles become one line")
    func baseAndCase() throws {
        let found = try links("based.html")
        #expect(
            found.map(\.url.absoluteString) == [
                "https://static.example.net/site/atom.xml",
                "https://static.example.net/site/late.rss"
            ])
        #expect(found.first?.title == "Site news")
        #expect(found.first?.format == "Atom")
    }

    @Test("a page without feed links, an empty body and bytes that are not HTML give none")
    func none() throws {
        #expect(try links("plain.html").isEmpty)
        #expect(FeedDiscovery.links(inPage: Data(), url: page).isEmpty)
        #expect(FeedDiscovery.links(inPage: Data([0xFF, 0x00, 0x1B, 0x9B]), url: page).isEmpty)
    }

    @Test("a link's title loses control characters")
    func cleanTitles() {
        let html = #"<link rel="alternate" type="application/rss+xml" title="Evil&#x1b;[31m&#x202E;" href="/x">"#
        let found = FeedDiscovery.links(inPage: Data(html.utf8), url: page)
        #expect(found.count == 1)
        #expect(found.first?.title?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{202E}" } == true)
    }

    @Test("the usual paths are tried under the page's folder first, then at the root, without repeats")
    func usualPaths() {
        let candidates = FeedDiscovery.usualCandidates(for: URL(string: "https://example.org/blog/post.html?x=1#top")!)
        #expect(candidates.prefix(2).map(\.absoluteString) == ["https://example.org/blog/feed", "https://example.org/blog/rss"])
        #expect(candidates.count == 2 * FeedDiscovery.usualPaths.count)
        #expect(candidates.last?.absoluteString == "https://example.org/feed.json")
        let root = FeedDiscovery.usualCandidates(for: URL(string: "http://127.0.0.1:8080/")!)
        #expect(root.map(\.absoluteString) == FeedDiscovery.usualPaths.map { "http://127.0.0.1:8080" + $0 })
    }
}
