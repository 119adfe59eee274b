@testable import BylineCLI
@testable import BylineCore
import BylineTestSupport
import BylineUI
import Foundation
import Testing

/// The browser's flag writes against a real cache that refuses them: the answer names the
/// write, so the screen can take it back, with the cache's own words.
@Suite("flag writes a cache refuses")
struct StoreEffectsFailureTests {
    @Test("a star, a read mark and a mark-all refused by a locked cache come back as not saved, with the reason")
    func refusedFlagWritesAreAnswered() throws {
        let folder = try CacheFolder()
        defer { folder.remove() }
        let store = try ArticleStore.open(at: folder.cache, busyTimeout: 0.2)
        let other = try Database(path: folder.cache, busyTimeout: 1)
        try other.execute("BEGIN IMMEDIATE")
        defer { try? other.execute("ROLLBACK") }
        let busy = "the cache is busy: another byline is writing (tried for 0.2 s)"
        let writes: [(Effect, FlagWrite)] = [
            (.setStarred(id: 1, starred: true), .starred(id: 1, starred: true)),
            (.setRead(ids: [1, 2], read: true), .read(ids: [1, 2], read: true)),
            (.markAllRead(query: .all, name: nil), .markAllRead),
        ]
        for (effect, write) in writes {
            let answer = try StoreEffects.perform(effect, on: store)
            guard case .flagsNotSaved(let refused, let reason)? = answer else {
                Issue.record("\(effect) was answered \(String(describing: answer))")
                continue
            }
            #expect(refused == write)
            #expect(reason == busy)
        }
    }
}
