import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// A cache written by a build that named a feed by its urls line as written, password
/// included: opening it renames the feed, and only once when two open it at the same time.
@Suite("ArticleStore forgets passwords in source keys")
struct ArticleStorePasswordKeyTests {
    private static let address = "https://bob:s3cret-pw@feeds.example/private.xml"
    private static let key = "https://bob@feeds.example/private.xml"

    /// A cache as an older build left it: the feed, its articles, a star, an expired guid
    /// and the feed's URL all under the password-bearing address.
    private static func olderCache(at path: String) throws {
        let store = try ArticleStore.open(at: path)
        let old = Source(kind: .feed(URL(string: address)!), key: address)
        let articles = (1...4).map { CacheSamples.article("g\($0)", of: old, minutes: $0) }
        try store.store(articles, for: old)
        try store.withDatabase { database throws(StoreError) in
            try database.run("UPDATE feeds SET url = ? WHERE key = ?", address, address)
            try database.run("UPDATE articles SET starred = 1 WHERE guid = 'g2'")
        }
    }

    private static func fileHolds(_ text: String, at path: String) -> Bool {
        ["", "-wal", "-journal"].contains { suffix in
            FileManager.default.contents(atPath: path + suffix)?.range(of: Data(text.utf8)) != nil
        }
    }

    @Test("opening renames the feed without its password and keeps its articles and flags")
    func openingRenames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try Self.olderCache(at: path)
        #expect(Self.fileHolds("s3cret-pw", at: path), "the older cache as written holds the password")

        for _ in 1...2 {
            let store = try ArticleStore.open(at: path)
            let keys = try store.withDatabase { database throws(StoreError) in
                try database.query("SELECT key, url FROM feeds") { [$0.string(0) ?? "", $0.string(1) ?? ""] }
            }
            #expect(keys == [[Self.key, Self.key]])
            #expect(try store.count(.all) == 4)
            #expect(try store.summaries(.all, offset: 0, limit: 10).allSatisfy { $0.sourceKey == Self.key })
            var starred = ArticleQuery()
            starred.starredOnly = true
            #expect(try store.count(starred) == 1)
            try store.withDatabase { database throws(StoreError) in try database.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        }
        #expect(!Self.fileHolds("s3cret-pw", at: path), "the old name is overwritten in the file")
    }

    @Test("two stores opening the older cache at once rename it once and both see the same feed")
    func twoAtOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        try Self.olderCache(at: path)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 1...2 {
                group.addTask { try ArticleStore.open(at: path).count(.all) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == [4, 4])
        let store = try ArticleStore.open(at: path)
        #expect(try store.withDatabase { database throws(StoreError) in try database.integer("SELECT count(*) FROM feeds") } == 1)
    }

    @Test("a colon and an @ in a path or query are no login: such a feed keeps its name, opened twice")
    func noLoginKeepsItsName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let key = "https://feeds.example/tag/a:b@c?who=x:y@z"
        let source = Source(kind: .feed(URL(string: key)!), key: key)
        try ArticleStore.open(at: path).store([CacheSamples.article("g", of: source)], for: source)
        for _ in 1...2 {
            let store = try ArticleStore.open(at: path)
            #expect(try store.summaries(.all, offset: 0, limit: 5).map(\.sourceKey) == [key])
        }
    }
}
