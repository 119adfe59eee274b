import BylineCore
import Foundation
import Testing

@testable import BylineRefresh

/// What one sync sends for one account line: the pure three-way decision between the urls
/// line, the server's subscription and the base the last sync left.
@Suite struct SubscriptionChangeTests {
    static let feed = URL(string: "https://blog.example/feed.xml")

    static func line(_ text: String) throws -> Source {
        try #require(URLsFile.parse(text + "\n").sources.first)
    }

    @Test("a tag added or taken off in the urls file relabels the feed on the server")
    func localTagChangesRelabel() throws {
        let base = SubscriptionBase(feedID: "feed/7", url: "https://blog.example/feed.xml", lineKey: nil, title: "Blog", folders: ["Tech"])
        let server = RemoteSubscription(id: "feed/7", title: "Blog", url: Self.feed, folders: ["Tech"])
        let line = try Self.line(#"https://blog.example/feed.xml Science "account=fresh" "~Blog""#)
        let change = SubscriptionSync.change(line: line, base: base, server: server)
        #expect(change.add == ["Science"])
        #expect(change.remove == ["Tech"])
        #expect(change.title == nil)
        #expect(change.conflict == nil)
    }

    @Test("a folder added on the server is not taken off again because the line lacks it")
    func serverFolderStays() throws {
        let base = SubscriptionBase(feedID: "feed/7", url: "https://blog.example/feed.xml", lineKey: nil, title: "Blog", folders: ["Tech"])
        let server = RemoteSubscription(id: "feed/7", title: "Blog", url: Self.feed, folders: ["Tech", "Web"])
        let line = try Self.line(#"https://blog.example/feed.xml Tech "account=fresh" "~Blog""#)
        let change = SubscriptionSync.change(line: line, base: base, server: server)
        #expect(change.add.isEmpty)
        #expect(change.remove.isEmpty)
    }

    @Test("renamed on both sides: nothing is sent and the local title is the reported conflict")
    func renamedOnBothSides() throws {
        let base = SubscriptionBase(feedID: "feed/7", url: "https://blog.example/feed.xml", lineKey: nil, title: "Blog", folders: [])
        let server = RemoteSubscription(id: "feed/7", title: "Server Blog", url: Self.feed, folders: [])
        let line = try Self.line(#"https://blog.example/feed.xml "account=fresh" "~Local Blog""#)
        let change = SubscriptionSync.change(line: line, base: base, server: server)
        #expect(change.title == nil)
        #expect(change.conflict == "Local Blog")
    }
}
