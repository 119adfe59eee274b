import BylineCore
import BylineUI
import Foundation
import Synchronization

/// Runs ``ArticleLayoutJob``s off the main actor, one thread each, and posts their answers to
/// the inbox, so selecting a huge article never stalls the keyboard.
///
/// Only the latest job is wanted: a new one (or ``Effect/cancelArticleLayout``) supersedes
/// the running one, which notices between its steps and stops; a burst of `j` presses over
/// large articles therefore costs at most one step of each, not a queue of whole layouts.
/// Articles are read through a connection of the worker's own, so a large read never holds
/// the browser's connection.
@MainActor
final class ArticleLayoutWorker {
    /// The generation the pane wants, read by the jobs' threads.
    private final class Wanted: Sendable {
        let generation = Atomic<Int>(0)
    }

    /// The connection jobs read articles through, opened by the first job that needs it.
    private final class Reader: Sendable {
        let cache: CacheAccess
        let store = Mutex<ArticleStore?>(nil)

        init(cache: CacheAccess) {
            self.cache = cache
        }

        /// The worker's own store, or the browser's when a second connection cannot be opened.
        func connection() -> ArticleStore {
            store.withLock { store in
                if let store { return store }
                let opened = (try? cache.connection()) ?? cache.store
                store = opened
                return opened
            }
        }
    }

    private let wanted = Wanted()
    private let reader: Reader
    private let inbox: ActionInbox

    /// A worker reading through a connection `cache` hands out, answering through `inbox`.
    init(cache: CacheAccess, inbox: ActionInbox) {
        self.reader = Reader(cache: cache)
        self.inbox = inbox
    }

    /// Performs ``Effect/layOutArticle(_:)``: `job` runs on a thread of its own, superseding
    /// the running one.
    func layOut(_ job: ArticleLayoutJob) {
        wanted.generation.store(job.generation, ordering: .sequentiallyConsistent)
        let wanted = self.wanted
        let reader = self.reader
        let inbox = self.inbox
        let thread = Thread {
            let isCurrent = { wanted.generation.load(ordering: .sequentiallyConsistent) == job.generation }
            job.run(
                load: { id throws(StoreError) in try reader.connection().article(id: id) },
                isCurrent: isCurrent, post: { inbox.post($0) })
            // A reader-mode page stored for the article follows it (see `AppState+Reader.swift`).
            if case .stored = job.source, isCurrent(), let stored = try? reader.connection().fullText(forArticle: job.id) {
                inbox.post(.fullTextLoaded(id: job.id, page: stored.page))
            }
        }
        thread.name = "byline-article-layout"
        thread.start()
    }

    /// Supersedes every running job: ``Effect/cancelArticleLayout`` (the pane no longer
    /// waits), or the browser quits.
    func stop() {
        wanted.generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }
}
