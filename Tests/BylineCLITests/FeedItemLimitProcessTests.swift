import BylineTestSupport
import Foundation
import Testing

/// A feed of more entries than one refresh keeps: the newest are stored, and the source's line says so.
@Suite("a feed of more than 10,000 entries")
struct FeedItemLimitProcessTests {
    @Test("the newest 10,000 of 10,003 entries are stored and the refresh says so, twice")
    func theNewestTenThousandAreStored() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let feed = FeedBuilder.rss(title: "Archive", items: FeedItem.numbered("big", count: 10_003, summary: "S"))
        let server = try TestHTTPServer(routes: ["/feed.xml": .text(feed, contentType: "application/rss+xml")])
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/feed.xml") + " \"~Archive\""])
        try folder.writeConfig("")

        let note = "; kept the newest 10,000 of 10,003 entries (at most 10,000 per refresh)"
        for (round, counts) in [(1, "10000 new of 10000"), (2, "no new articles (10000 in the feed)")] {
            let result = try folder.run(["refresh", "--force"], timeout: 300)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines.first == "Archive: " + counts + note, "round \(round): \(result.stdout)")
            #expect(try folder.sqlite("SELECT count(*) FROM articles") == "10000")
            #expect(try folder.sqlite("SELECT count(*) FROM articles WHERE guid IN ('big-10000', 'big-10002')") == "0")
        }
    }
}
