import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// How often a feed says it changes: RSS `<ttl>` minutes, else the syndication module.
@Suite("feed update intervals")
struct FeedUpdateIntervalTests {
    private func interval(_ channelExtras: String, namespaces: String = "") throws -> TimeInterval? {
        let xml = """
            <?xml version="1.0"?><rss version="2.0" \(namespaces)><channel><title>T</title>\(channelExtras)
            <item><title>a</title><link>https://e.example/a</link></item></channel></rss>
            """
        return try FeedParser.parse(Data(xml.utf8), url: URL(string: "https://e.example/feed")!).updateInterval
    }

    @Test("<ttl> in minutes, else sy:updatePeriod over sy:updateFrequency, else none")
    func intervals() throws {
        let sy = #"xmlns:sy="http://purl.org/rss/1.0/modules/syndication/""#
        #expect(try interval("<ttl>90</ttl>") == 5400)
        #expect(try interval("<sy:updatePeriod>daily</sy:updatePeriod><sy:updateFrequency>4</sy:updateFrequency>", namespaces: sy) == 21600)
        #expect(try interval("<ttl>30</ttl><sy:updatePeriod>weekly</sy:updatePeriod>", namespaces: sy) == 1800)
        #expect(try interval("<ttl>soon</ttl>") == nil)
        #expect(try interval("") == nil)
    }
}
