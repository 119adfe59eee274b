import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

/// The urls file and the cache changed together: moves merged exactly once, removals
/// finished after an interruption, and nothing touched for another urls file.
@Suite("the urls file and the cache changed as one")
struct SubscriptionJournalTests {
    private let old = CacheSamples.source("old")
    private let new = CacheSamples.source("new")

    /// A folder with a urls file listing `lines` and an empty cache.
    private func setUp(_ lines: [String]) throws -> (TemporaryFolder, String, ArticleStore) {
        let folder = try TemporaryFolder()
        let urls = folder.file("urls")
        try LocalFile.replace(Data(lines.map { $0 + "\n" }.joined().utf8), at: urls)
        return (folder, urls, try ArticleStore.open(at: folder.file("cache.db")))
    }

    private func text(_ path: String) throws -> String {
        String(decoding: try LocalFile.read(path), as: UTF8.self)
    }

    @Test("a move merges into a key another Byline moved first: each article once, read or starred when either copy was")
    func mergeKeepsEachArticleOnce() throws {
        let (folder, _, store) = try setUp([])
        defer { folder.remove() }
        try store.store((1...3).map { CacheSamples.article("g\($0)", of: new) }, for: new)
        try store.store((2...4).map { CacheSamples.article("g\($0)", of: old) }, for: old)
        let oldIDs = try store.summaries(ArticleQuery(sourceKey: old.key), offset: 0, limit: 10).map(\.id)
        _ = try store.setStarred(oldIDs[0], true)
        try store.setRead(oldIDs, true)

        #expect(try store.mergeSource(old.key, into: new.key))
        #expect(try !store.mergeSource(old.key, into: new.key))
        let merged = try store.summaries(ArticleQuery(sourceKey: new.key), offset: 0, limit: 10)
        #expect(merged.count == 4)
        #expect(try store.summaries(ArticleQuery(sourceKey: old.key), offset: 0, limit: 10).isEmpty)
        #expect(merged.filter(\.isRead).count == 3)
        #expect(merged.filter(\.isStarred).count == 1)
        let feeds = try store.feeds()
        #expect(feeds.map(\.key) == [new.key])
        #expect(feeds.first.map { ($0.total, $0.unread) } ?? (0, 0) == (4, 1))
        #expect(try store.summaries(ArticleQuery(search: "Title"), offset: 0, limit: 10).count == 4)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("relocation rewrites the line and moves the articles; a second Byline doing it later only joins; a file listing both is left alone")
    func relocation() throws {
        let (folder, urls, store) = try setUp(["# mine", "\(old.key) news \"~Old\""])
        defer { folder.remove() }
        try store.store([CacheSamples.article("a", of: old)], for: old)
        let relocation = FeedRelocation(urls: URLsFileWriter(path: urls), store: store)
        #expect(relocation.relocate(old.key, to: new.key) == .moved)
        #expect(try text(urls) == "# mine\n\(new.key) news \"~Old\"\n")
        // The second refresh stored its copy under the old key after the first one moved it.
        try store.store([CacheSamples.article("a", of: old), CacheSamples.article("b", of: old)], for: old)
        #expect(relocation.relocate(old.key, to: new.key) == .joined)
        #expect(try text(urls) == "# mine\n\(new.key) news \"~Old\"\n")
        #expect(try store.feeds().map(\.key) == [new.key])
        #expect(try store.count(.all) == 2)
        #expect(try store.intents(forURLsFile: LocalFile.identity(of: urls)).isEmpty)

        try LocalFile.replace(Data("\(old.key)\n\(new.key)\n".utf8), at: urls)
        #expect(relocation.relocate(old.key, to: new.key) == .bothListed)
        try LocalFile.replace(Data("# nothing\n".utf8), at: urls)
        #expect(relocation.relocate(old.key, to: new.key) == .notListed)
        #expect(try text(urls) == "# nothing\n")
    }

    @Test("a removal whose articles were not deleted is finished at the next start, only for its own urls file")
    func interruptedRemovalIsFinished() throws {
        let (folder, urls, store) = try setUp([old.key, new.key])
        defer { folder.remove() }
        try store.store([CacheSamples.article("a", of: old), CacheSamples.article("b", of: old)], for: old)
        try store.store([CacheSamples.article("c", of: new)], for: new)
        let starred = try #require(try store.summaries(ArticleQuery(sourceKey: old.key), offset: 0, limit: 1).first?.id)
        _ = try store.setStarred(starred, true)
        // Killed after the line went, before the articles: the intent is there, the line is not.
        try store.record(SourceIntent(key: old.key, urlsFile: LocalFile.identity(of: urls), action: .remove))
        try LocalFile.replace(Data("\(new.key)\n".utf8), at: urls)

        let other = folder.file("other-urls")
        try LocalFile.replace(Data("# another list\n".utf8), at: other)
        #expect(SubscriptionRecovery.finish(in: store, urlsFile: other, listed: []).isEmpty)
        #expect(try store.summaries(ArticleQuery(sourceKey: old.key), offset: 0, limit: 10).count == 2)

        let listed = URLsFile.parse(try text(urls)).sources
        #expect(SubscriptionRecovery.finish(in: store, urlsFile: urls, listed: listed).isEmpty)
        #expect(try store.summaries(ArticleQuery(sourceKey: old.key), offset: 0, limit: 10).map(\.id) == [starred])
        #expect(try store.count(.all) == 2)
        #expect(try store.intents(forURLsFile: LocalFile.identity(of: urls)).map(\.action) == [.removed])
    }

    @Test("an intent whose line is still there (killed before the file changed, or added back) is forgotten and deletes nothing")
    func removalThatNeverReachedTheFile() throws {
        let (folder, urls, store) = try setUp([old.key])
        defer { folder.remove() }
        try store.store([CacheSamples.article("a", of: old)], for: old)
        let file = LocalFile.identity(of: urls)
        try store.record(SourceIntent(key: old.key, urlsFile: file, action: .remove))
        #expect(SubscriptionRecovery.finish(in: store, urlsFile: urls, listed: [old]).isEmpty)
        #expect(try store.count(.all) == 1)
        #expect(try store.intents(forURLsFile: file).isEmpty)
        // A move whose line was never rewritten waits for the next refresh's 301.
        try store.record(SourceIntent(key: old.key, urlsFile: file, action: .move, movedTo: new.key))
        #expect(SubscriptionRecovery.finish(in: store, urlsFile: urls, listed: [old]).isEmpty)
        #expect(try store.feeds().map(\.key) == [old.key])
        #expect(try store.intents(forURLsFile: file).isEmpty)
    }

    @Test("a move killed after the file was rewritten is finished at the next start")
    func interruptedMoveIsFinished() throws {
        let (folder, urls, store) = try setUp([new.key])
        defer { folder.remove() }
        try store.store([CacheSamples.article("a", of: old)], for: old)
        try store.record(SourceIntent(key: old.key, urlsFile: LocalFile.identity(of: urls), action: .move, movedTo: new.key))
        #expect(SubscriptionRecovery.finish(in: store, urlsFile: urls, listed: [new]).isEmpty)
        #expect(try store.feeds().map(\.key) == [new.key])
        #expect(try store.count(.all) == 1)
    }

    @Test("remove records its intent before the line goes; a cache that cannot record it stops the removal")
    func unsubscription() throws {
        let (folder, urls, store) = try setUp([old.key, new.key])
        defer { folder.remove() }
        try store.store([CacheSamples.article("a", of: old)], for: old)
        let busy = try Database(path: store.path, busyTimeout: 1)
        try busy.execute("BEGIN IMMEDIATE")
        let blocked = try ArticleStore.open(at: store.path, busyTimeout: 0.1)
        let refused = try Unsubscription(urls: URLsFileWriter(path: urls), store: blocked).remove(old.key)
        try busy.execute("ROLLBACK")
        guard case .refused = refused else {
            Issue.record("not refused: \(refused)")
            return
        }
        #expect(try text(urls) == "\(old.key)\n\(new.key)\n")

        let done = try Unsubscription(urls: URLsFileWriter(path: urls), store: store).remove(old.key)
        #expect(done == .removed([URLsFileRemoval.RemovedLine(number: 1, text: old.key)], SourceRemoval(deleted: 1, keptStarred: 0)))
        #expect(try text(urls) == "\(new.key)\n")
        #expect(
            try Unsubscription(urls: URLsFileWriter(path: urls), store: store).remove(old.key)
                == .finished(SourceRemoval(deleted: 0, keptStarred: 0)))
    }

    @Test("a refresh that read the urls file before a source was removed does not store it again; one that read it after does")
    func removedSourcesStayRemoved() throws {
        let (folder, urls, store) = try setUp([old.key])
        defer { folder.remove() }
        let readBefore = Date()
        _ = try Unsubscription(urls: URLsFileWriter(path: urls), store: store).remove(old.key, now: readBefore.addingTimeInterval(1))
        let item = RefreshedSource(
            prepared: PreparedArticles([CacheSamples.article("late", of: old)]), source: old,
            feedTitle: nil, etag: nil, lastModified: nil, note: nil)
        store.setSourcesRead(at: readBefore)
        #expect(try store.storeRefreshed([item]) == [StoreResult()])
        #expect(try store.count(.all) == 0)
        store.setSourcesRead(at: Date().addingTimeInterval(5))
        #expect(try store.storeRefreshed([item]).first?.inserted == 1)
    }
}
