import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("ArticleStore enclosures")
struct ArticleStoreEnclosureTests {
    private static let episode = Enclosure(
        url: URL(string: "https://cdn.example/ep612.mp3")!, mimeType: "audio/mpeg", byteCount: 46_137_344,
        duration: 2_892, title: "Episode 612")
    private static let cover = Enclosure(url: URL(string: "https://cdn.example/ep612.jpg")!, mimeType: "image/jpeg")

    @Test("several enclosures per article are stored in order and read back whole")
    func storedAndReadBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        var article = CacheSamples.article("ep612", of: source)
        article.enclosures = [Self.episode, Self.cover]
        try store.store([article, CacheSamples.article("text", of: source, minutes: 1)], for: source)

        let rows = try store.summaries(.all, offset: 0, limit: 10)
        let stored = try rows.compactMap { try store.article(id: $0.id) }
        #expect(stored.first { $0.guid == "ep612" }?.enclosures == [Self.episode, Self.cover])
        #expect(stored.first { $0.guid == "text" }?.enclosures == [])
    }

    @Test("a changed enclosure updates the article, the same one twice changes nothing")
    func changedEnclosureUpdates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        var article = CacheSamples.article("ep", of: source)
        article.enclosures = [Self.episode]
        #expect(try store.store([article], for: source) == StoreResult(inserted: 1, updated: 0, unchanged: 0))
        #expect(try store.store([article], for: source) == StoreResult(inserted: 0, updated: 0, unchanged: 1))
        article.enclosures[0].byteCount = 50_000_000
        #expect(try store.store([article], for: source) == StoreResult(inserted: 0, updated: 1, unchanged: 0))
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        #expect(try store.article(id: id)?.enclosures.first?.byteCount == 50_000_000)
    }

    @Test("a damaged enclosures column reads as none, and the article still opens")
    func damagedColumnReadsAsNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.file("cache.db"))
        let source = CacheSamples.source()
        try store.store([CacheSamples.article("g", of: source, title: "Kept")], for: source)
        try store.withDatabase { database throws(StoreError) in
            try database.execute("UPDATE articles SET enclosures = '[{\"u\": 12}, not json'")
        }
        let id = try #require(try store.summaries(.all, offset: 0, limit: 1).first?.id)
        let article = try #require(try store.article(id: id))
        #expect(article.title == "Kept")
        #expect(article.enclosures == [])
    }

    @Test("the media kind comes from medium, else the media type, else the file name")
    func kindGuess() {
        #expect(MediaKind(medium: "video", mimeType: "audio/mpeg", path: "/a.mp3") == .video)
        #expect(MediaKind(medium: nil, mimeType: "Audio/MPEG", path: "/a") == .audio)
        #expect(MediaKind(medium: "document", mimeType: nil, path: "/a.ogg") == .audio)
        #expect(MediaKind(medium: nil, mimeType: "application/octet-stream", path: "/ep.M4A") == .audio)
        #expect(MediaKind(medium: nil, mimeType: nil, path: "/clip.webm") == .video)
        #expect(MediaKind(medium: nil, mimeType: nil, path: "/page") == .other)
    }
}
