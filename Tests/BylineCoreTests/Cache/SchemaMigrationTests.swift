import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("Cache schema migrations")
struct SchemaMigrationTests {
    /// A new cache file at `path` with the tables of `version`, open.
    private static func cache(at path: String, version: Int) throws -> Database {
        try CacheFile.prepare(path)
        let database = try Database(path: path, busyTimeout: 1)
        try Schema.migrate(database, to: version)
        return database
    }

    @Test func migrationVersionsCountUpWithoutGaps() {
        #expect(Schema.migrations.map(\.version) == Array(1...Schema.current))
        #expect(Schema.current >= 2)
    }

    @Test func aVersionOneCacheMigratesKeepingArticlesFlagsAndSearch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        // A cache exactly as version 1 wrote it, filled through the version-1 tables.
        do {
            let database = try Self.cache(at: path, version: 1)
            try database.execute(
                """
                INSERT INTO feeds (key, title) VALUES ('k1', 'One'), ('k2', 'Two');
                INSERT INTO articles (source_key, guid, source_name, title, first_seen, published, read, starred)
                VALUES ('k1', 'a', 'One', 'Old read article', 100, 1000, 1, 0),
                       ('k1', 'b', 'One', 'Old starred article', 100, 2000, 0, 1),
                       ('k2', 'c', 'Two', 'Another one', 100, NULL, 0, 0);
                INSERT INTO article_search (rowid, title) SELECT list_key, title FROM articles;
                """)
            #expect(try database.integer("PRAGMA user_version") == 1)
        }

        let store = try ArticleStore.open(at: path)

        #expect(try store.withDatabase { database throws(StoreError) in try database.integer("PRAGMA user_version") } == Int64(Schema.current))
        #expect(try store.count(.all) == 3)
        #expect(try store.unreadCount(.all) == 2)
        #expect(try store.count(ArticleQuery(starredOnly: true)) == 1)
        let feeds = try store.feeds()
        #expect(feeds.map(\.total) == [2, 1])
        #expect(feeds.map(\.unread) == [1, 1])
        #expect(
            try store.summaries(.all, offset: 0, limit: 10).map(\.title)
                == ["Old starred article", "Old read article", "Another one"])
        #expect(try store.count(ArticleQuery(search: "starred")) == 1)

        // The counters added by version 2 keep counting after the migration.
        let source = Source(kind: .demo, key: "k1", title: "One")
        let result = try store.store(
            [
                Article(sourceKey: "k1", sourceName: "One", guid: "a", title: "Old read article"),
                Article(sourceKey: "k1", sourceName: "One", guid: "d", title: "New")
            ], for: source)
        #expect(result.inserted == 1)
        #expect(try store.feeds().map(\.total) == [3, 1])
        #expect(try store.unreadCount(ArticleQuery(sourceKey: "k1")) == 2)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func articlesStoredBeforeDerivedTitlesReadAsTheFeedsOwnAndCanBecomeDerived() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        do {
            try Self.cache(at: path, version: Schema.titleDerived.version - 1).execute(
                """
                INSERT INTO feeds (key, title) VALUES ('k1', 'One');
                INSERT INTO articles (source_key, guid, source_name, title, first_seen) VALUES ('k1', 'a', 'One', 'Kept', 100);
                """)
        }
        let store = try ArticleStore.open(at: path)
        let id = try #require(try store.summaries(.all, offset: 0, limit: 10).first?.id)
        #expect(try store.article(id: id)?.isTitleDerived == false)

        let source = Source(kind: .demo, key: "k1", title: "One")
        let derived = Article(sourceKey: "k1", sourceName: "One", guid: "a", title: "Kept", isTitleDerived: true)
        for _ in 1...2 { _ = try store.store([derived], for: source) }
        #expect(try store.article(id: id)?.isTitleDerived == true)
        #expect(try store.summaries(.all, offset: 0, limit: 10).map(\.id) == [id])
    }

    @Test func openingACurrentCacheAgainChangesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        let source = CacheSamples.source()
        try ArticleStore.open(at: path).store([CacheSamples.article("g", of: source)], for: source)

        let reopened = try ArticleStore.open(at: path)

        #expect(try reopened.count(.all) == 1)
        #expect(try reopened.feeds().first?.total == 1)
        #expect(reopened.recovery == nil)
    }

    @Test func theSearchIndexMergesSixteenSegmentsAtATimeInOldAndNewCaches() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let automerge = "SELECT v FROM article_search_config WHERE k = 'automerge'"
        let oldPath = folder.file("old.db")
        do {
            let database = try Self.cache(at: oldPath, version: Schema.searchMerging.version - 1)
            try database.execute(
                """
                INSERT INTO feeds (key, title) VALUES ('k1', 'One');
                INSERT INTO articles (source_key, guid, source_name, title, first_seen) VALUES ('k1', 'a', 'One', 'Harbour news', 100);
                INSERT INTO article_search (rowid, title) SELECT list_key, title FROM articles;
                """)
            #expect(try database.first(automerge) { $0.int64(0) } == nil)  // FTS5's default, four
        }
        let migrated = try ArticleStore.open(at: oldPath)
        let newPath = folder.file("new.db")
        let fresh = try ArticleStore.open(at: newPath)

        for store in [migrated, fresh] {
            #expect(try store.withDatabase { database throws(StoreError) in try database.first(automerge) { $0.int64(0) } } == 16)
        }
        // The index still finds what it held, and what is stored after, over many commits.
        let source = Source(kind: .demo, key: "k1", title: "One")
        for round in 1...20 {
            try migrated.store([Article(sourceKey: "k1", sourceName: "One", guid: "n\(round)", title: "Harbour round \(round)")], for: source)
        }
        #expect(try migrated.count(ArticleQuery(search: "harbour")) == 21)
        #expect(try migrated.count(ArticleQuery(search: "round")) == 20)
        #expect(try migrated.integrityCheck() == ["ok"])
    }
}
