import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Filter expressions over enclosures")
struct FilterEnclosureTests {
    private struct PodcastCache {
        let folder: TemporaryFolder
        let store: ArticleStore

        init() throws {
            folder = try TemporaryFolder()
            store = try ArticleStore.open(at: folder.file("cache.db"))
            let source = CacheSamples.source("pod", title: "Pod")
            func article(_ guid: String, minutes: Double, _ enclosures: [Enclosure]) -> Article {
                Article(
                    sourceKey: source.key, sourceName: "Pod", guid: guid, title: guid,
                    published: Date(timeIntervalSince1970: 1_700_000_000 - minutes * 60), enclosures: enclosures)
            }
            let mp3 = Enclosure(url: URL(string: "https://cdn.example/ep1.mp3")!, mimeType: "audio/mpeg", byteCount: 10)
            let ogg = Enclosure(url: URL(string: "https://cdn.example/ep1.ogg")!, mimeType: "audio/ogg")
            let video = Enclosure(url: URL(string: "https://video.example/talk.webm")!, mimeType: "video/webm")
            let untyped = Enclosure(url: URL(string: "https://cdn.example/cover.jpg")!)
            try store.store(
                [
                    article("episode", minutes: 0, [mp3, ogg]), article("talk", minutes: 1, [video]),
                    article("cover", minutes: 2, [untyped]), article("text", minutes: 3, [])
                ], for: source)
        }

        func titles(_ filter: String) throws -> [String] {
            var query = ArticleQuery.all
            query.filter = try FilterExpression.parse(filter)
            return try store.summaries(query, offset: 0, limit: 100).map(\.title)
        }
    }

    @Test func enclosureTypeMatchesAnyOfAnArticlesEnclosures() throws {
        let cache = try PodcastCache()
        defer { cache.folder.remove() }
        #expect(try cache.titles("enclosure_type =~ \"audio\"") == ["episode"])
        #expect(try cache.titles("enclosure_type = \"audio/ogg\"") == ["episode"])
        #expect(try cache.titles("enclosure_type !~ \"audio\"") == ["talk", "cover", "text"])
        #expect(try cache.titles("enclosure_type =~ \"^video/\" or enclosure_type = \"\"") == ["talk", "cover", "text"])
    }

    @Test func enclosureURLAndHasEnclosure() throws {
        let cache = try PodcastCache()
        defer { cache.folder.remove() }
        #expect(try cache.titles("enclosure_url =~ \"\\\\.ogg$\"") == ["episode"])
        #expect(try cache.titles("enclosure_url = \"https://video.example/talk.webm\"") == ["talk"])
        #expect(try cache.titles("enclosure_url != \"\"") == ["episode", "talk", "cover"])
        #expect(try cache.titles("enclosure_url = \"\"") == ["text"])
        #expect(try cache.titles("has_enclosure = yes") == ["episode", "talk", "cover"])
        #expect(try cache.titles("has_enclosure = no") == ["text"])
        #expect(try cache.titles("has_enclosure != yes and title = \"text\"") == ["text"])
    }

    @Test func aDamagedEnclosuresColumnNeverFailsTheQuery() throws {
        let cache = try PodcastCache()
        defer { cache.folder.remove() }
        try cache.store.withDatabase { database throws(StoreError) in
            _ = try database.run("UPDATE articles SET enclosures = 'not json' WHERE guid = 'talk'")
            _ = try database.run("UPDATE articles SET enclosures = '[1, \"x\", {\"u\": 5}]' WHERE guid = 'cover'")
        }
        #expect(try cache.titles("enclosure_type =~ \"audio\"") == ["episode"])
        #expect(try cache.titles("enclosure_url = \"\"") == ["talk", "cover", "text"])
    }
}
