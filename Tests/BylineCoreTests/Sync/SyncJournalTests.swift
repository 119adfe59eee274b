import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// The journal: every flag change of a synced article is journalled in the same
/// transaction, the server's state is not, and the conflict rule holds.
@Suite("Sync journal and conflict rule")
struct SyncJournalTests {
    let folder: TemporaryFolder
    let store: ArticleStore
    let synced = Source(kind: .feed(URL(fileURLWithPath: "/")), key: SyncSourceKey.key(account: "home", feedID: "7"), title: "Seven")
    let local = CacheSamples.source("local")

    init() throws {
        folder = try TemporaryFolder()
        store = try ArticleStore.open(at: folder.file("cache.db"))
        try store.store(
            [
                CacheSamples.article("0001", of: synced), CacheSamples.article("0002", of: synced),
                CacheSamples.article("0003", of: synced)
            ], for: synced)
        try store.store([CacheSamples.article("x", of: local)], for: local)
    }

    func id(_ guid: String, in source: Source) throws -> Int64 {
        try #require(
            try store.summaries(ArticleQuery(sourceKey: source.key), offset: 0, limit: 100).first { row in
                (try? store.article(id: row.id))??.guid == guid
            }?.id)
    }

    @Test func readUnreadStarAndUnstarOfASyncedArticleAreJournalledAndLocalOnesAreNot() throws {
        let first = try id("0001", in: synced)
        try store.setRead([first, try id("x", in: local)], true)
        try store.setStarred(first, true)
        try store.setRead([first], false)
        try store.setStarred(try id("x", in: local), true)
        let pending = try store.pendingChanges(account: "home")
        #expect(
            pending.map(\.change) == [
                StateChange(itemID: "0001", field: .starred, value: true),
                StateChange(itemID: "0001", field: .read, value: false)
            ])
        #expect(try store.journalCount() == 3)
        #expect(try store.pendingChanges(account: "other").isEmpty)
    }

    @Test func markAllReadJournalsEverySyncedArticleItChanges() throws {
        try store.markAllRead(.all)
        let pending = try store.pendingChanges(account: "home")
        #expect(Set(pending.map(\.itemID)) == ["0001", "0002", "0003"])
        #expect(pending.allSatisfy { $0.field == .read && $0.value })
    }

    @Test func theServersStateIsAppliedWithoutJournallingButNotOverAPendingLocalChange() throws {
        try store.setStarred(try id("0002", in: synced), true)  // a local change since the last sync
        let changed = try store.applyRemoteState(account: "home", RemoteState(unread: ["0003"], starred: ["0001"]))
        #expect(changed == 3)  // 0001 and 0002 read, 0001 starred; 0002's star is local and stays
        let flags = try ["0001", "0002", "0003"].map { guid in
            let article = try #require(try store.article(id: try id(guid, in: synced)))
            return (article.isRead, article.isStarred)
        }
        #expect(flags.map(\.0) == [true, true, false])
        #expect(flags.map(\.1) == [true, true, false])
        #expect(try store.journalCount() == 1)
        // Once confirmed, the server's state wins again.
        try store.confirm(try store.pendingChanges(account: "home"))
        try store.applyRemoteState(account: "home", RemoteState(unread: [], starred: []))
        #expect(try store.article(id: try id("0002", in: synced))?.isStarred == false)
        #expect(try store.journalCount() == 0)
    }

    @Test func confirmingKeepsAChangeMadeWhileThePushWasUnderWay() throws {
        let first = try id("0001", in: synced)
        try store.setRead([first], true)
        let pushed = try store.pendingChanges(account: "home")
        try store.setRead([first], false)  // made during the push
        try store.confirm(pushed)
        #expect(try store.pendingChanges(account: "home").map(\.change) == [StateChange(itemID: "0001", field: .read, value: false)])
        try store.applyRemoteState(account: "home", RemoteState(unread: [], starred: []))
        #expect(try store.article(id: first)?.isRead == false)
    }

    @Test func missingItemsAreTheIDsTheAccountHasNoArticleFor() throws {
        #expect(try store.missingItems(account: "home", ids: ["0001", "0009", "x"]) == ["0009", "x"])
    }

    @Test func aVersionBeforeTheJournalMigratesAndStartsJournalling() throws {
        let path = folder.file("old.db")
        do {
            try CacheFile.prepare(path)
            let database = try Database(path: path, busyTimeout: 1)
            try Schema.migrate(database, to: 6)  // the version before syncJournal (7)
            try database.execute(
                """
                INSERT INTO feeds (key, title) VALUES ('account:home/feed/1', 'One');
                INSERT INTO articles (source_key, guid, source_name, title, first_seen) VALUES ('account:home/feed/1', 'a', 'One', 'T', 1);
                """)
        }
        let migrated = try ArticleStore.open(at: path)
        let row = try #require(try migrated.summaries(.all, offset: 0, limit: 1).first)
        try migrated.setRead([row.id], true)
        #expect(try migrated.pendingChanges(account: "home").map(\.itemID) == ["a"])
    }
}
