import BylineTestSupport
import Foundation
import Testing

/// A host that timed out once holds its other feeds for a short wait each, not the full timeout.
@Suite("a host that does not answer")
struct HostTimeoutProcessTests {
    @Test("twelve feeds on a host that never answers: all reported, those asked after the first timeout given 5 s, twice")
    func laterRequestsToATimedOutHostGetAShortTimeout() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let server = try TestHTTPServer { request in
            request.path == "/good"
                ? .text(FeedBuilder.rss(title: "Good", items: FeedItem.numbered("good", count: 1)), contentType: "application/rss+xml")
                : .hang
        }
        defer { server.stop() }
        // The shipped defaults: a 30 s timeout, six connections to a host.
        try folder.writeConfig("")
        try folder.writeURLs((1...12).map { "\(server.urlString("/hang\($0)")) \"~hang\($0)\"" } + ["\(server.urlString("/good")) \"~good\""])

        for round in 1...2 {
            // The second refresh starts afresh: its first requests get the full timeout again.
            let result = try folder.run(round == 1 ? ["refresh"] : ["refresh", "--force"], timeout: 150)

            #expect(result.status == 1)
            #expect(result.stdoutLines.contains { $0.hasPrefix("good: ") }, "\(result.stdout)\n\(result.stderr)")
            let failed = result.stderrLines.filter { $0.hasPrefix("byline: hang") }
            let names = Set(failed.compactMap { $0.dropFirst("byline: ".count).split(separator: ":").first.map(String.init) })
            #expect(names == Set((1...12).map { "hang\($0)" }), "\(result.stderr)")
            let full = failed.filter { $0.hasSuffix("error: timed out after 30 s: the server did not answer") }
            let short = failed.filter {
                $0.hasSuffix(
                    "error: timed out after 5 s: the server did not answer; 127.0.0.1:\(server.port) had already timed out "
                        + "in this refresh, so it was given 5 s instead of 30")
            }
            #expect(full.count >= 1 && short.count >= 1 && full.count + short.count == 12, "\(result.stderr)")
            #expect(result.stdoutLines.last?.hasPrefix("refreshed 13 sources: ") == true, "\(result.stdout)")
            #expect(result.stdoutLines.last?.hasSuffix(", 12 failed") == true, "\(result.stdout)")
        }
        #expect(server.requests.filter { $0.path.hasPrefix("/hang") }.count == 24)
    }
}
