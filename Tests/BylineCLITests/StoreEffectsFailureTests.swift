import BylineTestSupport
import BylineUI
import Foundation
import Testing

@testable import BylineCLI
@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineSystem
@testable import BylineXML

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
        let writes: [(FlagWrite, (ArticleStore) -> Action?)] = [
            (.starred(id: 1, starred: true), { StoreEffects.setStarred(1, true, on: $0) }),
            (.read(ids: [1, 2], read: true), { StoreEffects.setRead([1, 2], true, on: $0) }),
            (.markAllRead, { StoreEffects.markAllRead(.all, name: nil, on: $0) })
        ]
        for (write, perform) in writes {
            let answer = perform(store)
            guard case .flagsNotSaved(let refused, let reason)? = answer else {
                Issue.record("\(write) was answered \(String(describing: answer))")
                continue
            }
            #expect(refused == write)
            #expect(reason == busy)
        }
    }
}
