import BylineCore
import BylineText
import Dispatch
import Foundation
import Synchronization

/// Takes a refresh's cache work one call at a time, on a thread of its own, grouping the
/// sources that are ready to store into one transaction.
///
/// Its queue is bounded (``maximumQueuedArticles``): a parsed source that finds it full waits,
/// suspended, for the writer to take a group, so parsing never runs ahead of storing by more
/// than a transaction's worth of articles, whatever the number of sources.
///
/// Tasks wait for their turn suspended, not blocked: with a plain lock, dozens of refresh
/// tasks spun on it while one source's transaction ran (about a fifth of a refresh's CPU
/// time). The thread is not one of Swift's cooperative pool, which has one thread per core
/// and would make the writer wait behind the parsing it is meant to overlap with.
final class RefreshWriter: Sendable {
    /// The most sources stored in one transaction.
    static let maximumGroup = 64
    /// The most articles waiting in the queue: past it, a source waits for room (unless the
    /// queue is empty, so one big source always gets in). One 1,000-item feed: with 4,000,
    /// the queue and the group being written held up to eight such feeds at once, and a
    /// refresh of 100 such feeds was 10 % slower than with 1,000 (bench/RESULTS.md §17).
    static let maximumQueuedArticles = 1_000

    private typealias Waiter = CheckedContinuation<Result<StoreResult, StoreError>, Never>

    /// The sources waiting to be stored, those waiting for room, and whether a drain is already on its way.
    private struct Queue: ~Copyable {
        var ready: [(RefreshedSource, Waiter)] = []
        var readyArticles = 0
        var waitingForRoom: [(RefreshedSource, Waiter, @Sendable () -> Void)] = []
        var isDraining = false
        let capacity: Int

        /// Whether a source of `articles` articles fits now.
        func hasRoom(for articles: Int) -> Bool {
            ready.isEmpty || readyArticles + articles <= capacity
        }

        mutating func append(_ item: RefreshedSource, _ waiter: Waiter) {
            ready.append((item, waiter))
            readyArticles += item.prepared.articles.count
        }

        /// Moves waiting sources into the queue while they fit, returning their callbacks.
        mutating func admit() -> [@Sendable () -> Void] {
            var accepted: [@Sendable () -> Void] = []
            while let (item, waiter, callback) = waitingForRoom.first, hasRoom(for: item.prepared.articles.count) {
                waitingForRoom.removeFirst()
                append(item, waiter)
                accepted.append(callback)
            }
            return accepted
        }
    }

    private let store: ArticleStore
    private let ignoreRules: [IgnoreRule]
    private let thread: WorkerThreads
    private let queue: Mutex<Queue>
    /// Checkpoints the cache's log off the writer's thread while this writer lives.
    private let checkpointer: WALCheckpointer

    /// A writer storing into `store` from a thread of its own, at `niceness` (see
    /// ``WorkerThreads``), leaving out the articles the killfile's `ignoreRules` match;
    /// `capacity` bounds its queue in articles.
    init(
        store: ArticleStore, niceness: Int32 = 0, ignoreRules: [IgnoreRule] = [],
        capacity: Int = RefreshWriter.maximumQueuedArticles
    ) {
        self.queue = Mutex(Queue(capacity: max(1, capacity)))
        self.store = store
        self.ignoreRules = ignoreRules
        self.thread = WorkerThreads(count: 1, name: "byline-writer", niceness: niceness)
        let checkpointer = WALCheckpointer(path: store.path, niceness: niceness)
        try? store.attachCheckpointer(checkpointer)
        self.checkpointer = checkpointer
    }

    deinit {
        try? store.detachCheckpointer(checkpointer)
        checkpointer.finish()
        thread.stop()
    }

    /// Runs `work` on the writer's thread and waits for it without blocking a thread.
    private func perform<Value: Sendable>(_ work: @escaping @Sendable (ArticleStore) throws(StoreError) -> Value) async throws(StoreError) -> Value {
        let store = self.store
        return try await thread.run { () throws(StoreError) -> Value in try work(store) }
    }

    /// The stored state of the feed keyed `key` (validators, back-off), if any.
    func feedState(for key: String) async throws(StoreError) -> FeedState? {
        try await perform { store throws(StoreError) in try store.feedState(for: key) }
    }

    /// Stores a refreshed source with its validators, in a transaction shared with the
    /// other sources that became ready while the writer was busy. When the queue is full it
    /// waits for room first; `accepted` is called once the queue has taken the source.
    func storeSuccess(
        _ item: RefreshedSource, now: Date,
        accepted: @escaping @Sendable () -> Void = {}
    ) async throws(StoreError) -> StoreResult {
        let result: Result<StoreResult, StoreError> = await withCheckedContinuation { continuation in
            let (isIn, startDrain) = queue.withLock { queue -> (Bool, Bool) in
                guard queue.hasRoom(for: item.prepared.articles.count) else {
                    queue.waitingForRoom.append((item, continuation, accepted))
                    return (false, false)
                }
                queue.append(item, continuation)
                defer { queue.isDraining = true }
                return (true, !queue.isDraining)
            }
            if isIn { accepted() }
            if startDrain { thread.submit { self.drain(now: now) } }
        }
        return try result.get()
    }

    /// How many sources and articles wait in the queue, and how many sources wait for room (for tests).
    var queued: (sources: Int, articles: Int, waitingForRoom: Int) {
        queue.withLock { ($0.ready.count, $0.readyArticles, $0.waitingForRoom.count) }
    }

    /// Records a 304 for the feed keyed `key`.
    func recordNotModified(key: String, now: Date) async throws(StoreError) {
        try await perform { store throws(StoreError) in try store.recordNotModified(key: key, now: now) }
    }

    /// Records a failure for the feed keyed `key`, with the time before which it must not be asked again.
    func recordFailure(
        key: String, reason: MessageValue, retryAfter: Date?, serverAskedToWait: Bool,
        now: Date
    ) async throws(StoreError) {
        try await perform { store throws(StoreError) in
            try store.recordFailure(key: key, reason: reason, retryAfter: retryAfter, serverAskedToWait: serverAskedToWait, now: now)
        }
    }

    /// Records a 410 Gone for the feed keyed `key`.
    func recordGone(key: String, reason: MessageValue, now: Date) async throws(StoreError) {
        try await perform { store throws(StoreError) in try store.recordGone(key: key, reason: reason, now: now) }
    }

    /// Records the fetch floor of the feed keyed `key` after a good fetch.
    func recordFreshness(key: String, until: Date?) async throws(StoreError) {
        try await perform { store throws(StoreError) in try store.recordFreshness(key: key, until: until) }
    }

    /// Follows a feed listed as `old` that moved for good to `new` (both addresses as the urls
    /// file writes them) in the urls file and the cache (see ``FeedRelocation``), on the writer's thread, so its cache work takes its turn with storing.
    func relocate(_ old: String, to new: String, urlsFile: String, now: Date) async -> FeedRelocation.Outcome {
        let store = self.store
        return await thread.run { FeedRelocation(urls: URLsFileWriter(path: urlsFile), store: store).relocate(old, to: new, now: now) }
    }

    /// Stores everything ready, a group at a time, until nothing is left.
    private func drain(now: Date) {
        while true {
            let (group, accepted) = queue.withLock { queue -> ([(RefreshedSource, Waiter)], [@Sendable () -> Void]) in
                let taken = Array(queue.ready.prefix(Self.maximumGroup))
                queue.ready.removeFirst(taken.count)
                queue.readyArticles -= taken.reduce(0) { $0 + $1.0.prepared.articles.count }
                if taken.isEmpty { queue.isDraining = false }
                return (taken, queue.admit())
            }
            for callback in accepted { callback() }
            guard !group.isEmpty else { return }
            do throws(StoreError) {
                let results = try store.storeRefreshed(group.map(\.0), ignoring: ignoreRules, now: now)
                for (waiter, result) in zip(group.map(\.1), results) { waiter.resume(returning: .success(result)) }
            } catch {
                // One source's failure must not fail the others: store them one by one.
                for (item, waiter) in group {
                    do throws(StoreError) {
                        waiter.resume(returning: .success(try store.storeRefreshed([item], ignoring: ignoreRules, now: now)[0]))
                    } catch {
                        waiter.resume(returning: .failure(error))
                    }
                }
            }
        }
    }
}
