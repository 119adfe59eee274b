import BylineCore
import BylineTestSupport
import Foundation
import Testing

/// `full-text yes`: `byline refresh` fetches the pages of new teaser-only articles after
/// the feeds, run as a process against a loopback site.
@Suite("byline refresh with full-text, run as a process", .serialized)
struct FullTextProcessTests {
    @Test("two refreshes bring two batches of stories; both batches' pages are stored and shown by show --full")
    func twoBatches() throws {
        let site = try FullTextSite(published: 2)
        defer { site.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeConfig("full-text yes\n")
        try folder.writeURLs([site.feedURL.absoluteString])

        let first = try folder.run(["refresh"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Full text: 2 pages stored"), "\(first.stdout)")
        site.published.current = 4
        let second = try folder.run(["refresh"])
        #expect(second.stdout.contains("Full text: 2 pages stored"), "\(second.stdout)")
        for story in 0..<4 {
            #expect(site.pageRequests(story) == 1, "story \(story)")
            let id = try #require(try folder.list().first { $0.title == "Story \(story)" }?.id)
            let shown = try folder.run(["show", String(id), "--full"])
            #expect(shown.stdout.contains(FullTextSite.marker(story)), "story \(story): \(shown.stdout)")
        }
        let third = try folder.run(["refresh"])
        #expect(!third.stdout.contains("Full text:"), "nothing left to fetch: \(third.stdout)")
    }

    @Test("a failing page is reported once and not fetched at every refresh; a source tagged full-text=no is left alone")
    func failingPageAndTags() throws {
        let site = try FullTextSite(published: 3)
        defer { site.stop() }
        site.failing.current = [1]
        let other = try FullTextSite(published: 2)
        defer { other.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeConfig("full-text yes\n")
        try folder.writeURLs([site.feedURL.absoluteString, other.feedURL.absoluteString + " \"full-text=no\""])

        let first = try folder.run(["refresh"])
        #expect(first.status == 0, "failed pages do not fail the refresh: \(first.stderr)")
        #expect(first.stdout.contains("Full text: 2 pages stored, 1 failed"), "\(first.stdout)")
        _ = try folder.run(["refresh"])
        #expect(site.pageRequests(1) == 1)
        #expect((0..<2).allSatisfy { other.pageRequests($0) == 0 })
    }

    @Test("without full-text in the config or a tag, refresh fetches no page")
    func offByDefault() throws {
        let site = try FullTextSite(published: 2)
        defer { site.stop() }
        let folder = try CacheFolder()
        defer { folder.remove() }
        try folder.writeURLs([site.feedURL.absoluteString])
        let result = try folder.run(["refresh"])
        #expect(result.status == 0)
        #expect(site.server.requests.allSatisfy { !$0.path.hasPrefix("/story/") })
    }
}
