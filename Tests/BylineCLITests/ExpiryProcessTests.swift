import BylineTestSupport
import Foundation
import Testing

/// `max-items` through `byline refresh`, twice, and `byline vacuum` giving the space back.
@Suite("expiry and vacuum through the command line", .serialized)
struct ExpiryProcessTests {
    @Test("refresh keeps max-items articles on two refreshes in a row; vacuum prints a smaller size after")
    func refreshExpiresAndVacuumShrinks() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let items = FeedItem.numbered("f", count: 400).map { item in
            var item = item
            item.contentHTML = String(repeating: "Room on the page for the body of the story. ", count: 40)
            return item
        }
        let server = try TestHTTPServer(routes: [
            "/feed": .text(FeedBuilder.rss(title: "Feed", items: items), contentType: "application/rss+xml")
        ])
        defer { server.stop() }
        try folder.writeURLs([server.urlString("/feed")])
        try folder.writeConfig("max-items 5\n")

        for round in 1...2 {
            let result = try folder.run(["refresh"])
            #expect(result.status == 0, "round \(round): \(result.stderr)")
            #expect(try folder.list().count == 5, "round \(round)")
        }
        let vacuum = try folder.run(["vacuum"])

        #expect(vacuum.status == 0, "\(vacuum.stderr)")
        let words = vacuum.stdout.trimmingCharacters(in: .newlines).components(separatedBy: " ")
        #expect(words.first == folder.cache + ":", "\(vacuum.stdout)")
        let sizes = words.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        #expect(sizes.count == 2 && sizes[1] < sizes[0], "\(vacuum.stdout)")
        #expect(try folder.list().count == 5)
    }
}
