import BylineCore
import Foundation
import Testing

@testable import BylineUI

/// `e` (newsboat's enqueue) through `update`: the selected article's enclosure goes to the
/// download queue once, and an article without media says so without asking the cache.
@Suite struct UpdateEnqueueTests {
    private static func withMedia(_ count: Int) -> [ArticleSummary] {
        Sample.rows(count).map { row in
            var row = row
            row.hasMedia = row.id != 2
            return row
        }
    }

    private static func enqueues(_ effects: [Effect]) -> [Int64] {
        effects.compactMap { if case .enqueueDownload(let id) = $0 { return id } else { return nil } }
    }

    @Test func eQueuesTheSelectedArticleAndASecondEFindsItQueued() {
        var store = FakeStore(Self.withMedia(3))
        var state = Sample.loaded(&store)
        let first = store.drive(&state, .key(.character("e")))
        #expect(Self.enqueues(first) == [1])
        #expect(state.status?.text == "Queued for download: #1 → /downloads/1.mp3")
        let second = store.drive(&state, .key(.character("e")))
        #expect(Self.enqueues(second) == [1])
        #expect(state.status?.text == "Already in the download queue: #1")
        #expect(store.enqueued == [1])
    }

    @Test func eOnAnArticleWithoutMediaSaysSoAndQueuesNothing() {
        var store = FakeStore(Self.withMedia(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        let effects = store.drive(&state, .key(.character("e")))
        #expect(Self.enqueues(effects).isEmpty)
        #expect(state.status?.text == "This article has no enclosure to download")
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.character("e")))
        #expect(store.enqueued == [3])
    }

    @Test func eInTheOpenArticleQueuesThatArticle() {
        var store = FakeStore(Self.withMedia(3))
        var state = Sample.loaded(&store)
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.down))
        store.drive(&state, .key(.enter))
        store.drive(&state, .key(.character("e")))
        #expect(store.enqueued == [3])
    }

    @Test func enqueueIsNewsboatsOperationName() {
        #expect(Command.lookUp(operation: "enqueue") == .command(.enqueue))
        #expect(KeyMap.standard.keys(for: .enqueue) == [.character("e")])
    }
}
