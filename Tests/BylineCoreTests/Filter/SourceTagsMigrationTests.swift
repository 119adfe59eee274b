import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

@Suite("The source_tags migration")
struct SourceTagsMigrationTests {
    @Test func tagsRecordedByOlderRefreshesBecomeFilterableTags() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cache.db")
        // A cache as the version before source_tags wrote it, with tags in feeds.tags.
        let before = try #require(Schema.migrations.first { $0.sql.contains("source_tags") }).version - 1
        do {
            try CacheFile.prepare(path)
            let database = try Database(path: path, busyTimeout: 1)
            try Schema.migrate(database, to: before)
            try database.execute(
                """
                INSERT INTO feeds (key, title, tags) VALUES ('k1', 'One', '["tech","news"]'), ('k2', 'Two', 'not json'),
                                                         ('k3', 'Three', '[7]');
                INSERT INTO articles (source_key, guid, source_name, title, first_seen)
                VALUES ('k1', 'a', 'One', 'Tagged', 100), ('k2', 'b', 'Two', 'Untagged', 200), ('k3', 'c', 'Three', 'Odd', 300);
                """)
        }
        let store = try ArticleStore.open(at: path)
        #expect(try store.sourceTags() == ["k1": ["news", "tech"]])
        let query = ArticleQuery(filter: try FilterExpression.parse("tags # \"tech\""))
        #expect(try store.summaries(query, offset: 0, limit: 10).map(\.title) == ["Tagged"])
        #expect(try store.integrityCheck() == ["ok"])
    }
}
