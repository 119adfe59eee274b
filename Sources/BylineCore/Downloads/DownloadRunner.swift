import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the download queue to its end: claims waiting jobs from the cache, at most
/// ``limit`` at once (`max-downloads`), fetches each with ``DownloadFetcher``, and records
/// progress and the outcome in the cache. Both `byline downloads start` and the browser's
/// downloads view run the queue through it; they only show its events.
///
/// Progress is written to the cache twice a second, not per piece of body, so a 50 MB file
/// costs a few dozen small writes. A job cancelled or removed by another process loses its
/// claim, and its transfer stops at the next write.
public final class DownloadRunner: Sendable {
    /// What happens, in the order it happens, for whoever shows it.
    public enum Event: Sendable {
        /// A job was claimed and its transfer starts.
        case started(DownloadJob)
        /// A job's bytes so far and its size when known.
        case progress(id: Int64, done: Int64, total: Int64?)
        /// A job ended (finished, failed or stopped).
        case ended(DownloadJob, DownloadFetcher.Outcome)
    }

    private let store: ArticleStore
    private let fetcher: DownloadFetcher
    private let owner: Int32
    private let parallel: Atomic<Int>
    private let stopping = Atomic(false)
    private let controls = Mutex<[Int64: DownloadFetcher.Control]>([:])
    /// How often progress is written and reported, in seconds.
    public let tick: TimeInterval

    /// A runner over `store`'s queue, fetching through `fetcher`, `limit` at once.
    public init(store: ArticleStore, fetcher: DownloadFetcher, limit: Int, tick: TimeInterval = 0.5) {
        self.store = store
        self.fetcher = fetcher
        self.owner = getpid()
        self.parallel = Atomic(max(1, limit))
        self.tick = tick
    }

    /// How many files are fetched at once; a change applies when the next file is started.
    public var limit: Int {
        get { parallel.load(ordering: .relaxed) }
        set { parallel.store(max(1, newValue), ordering: .relaxed) }
    }

    /// Stops every transfer (the partial files stay for a resume) and starts no more.
    public func stop() {
        stopping.store(true, ordering: .relaxed)
        controls.withLock { $0.values.forEach { $0.stop() } }
    }

    /// Whether a process is still running (a job it claimed is not taken over while it is).
    public static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Runs until no job is waiting and none is running; returns each job that ended, with its outcome.
    @discardableResult
    public func run(onEvent: @escaping @Sendable (Event) -> Void) async -> [(DownloadJob, DownloadFetcher.Outcome)] {
        await withTaskGroup(of: (DownloadJob, DownloadFetcher.Outcome).self) { group in
            var results: [(DownloadJob, DownloadFetcher.Outcome)] = []
            var active = 0
            while true {
                while active < limit, !stopping.load(ordering: .relaxed),
                    let job = try? store.claimNextDownload(owner: owner, isAlive: Self.isAlive)
                {
                    active += 1
                    group.addTask { [self] in (job, await runJob(job, onEvent: onEvent)) }
                }
                guard active > 0, let result = await group.next() else { break }
                results.append(result)
                active -= 1
            }
            return results
        }
    }

    private func runJob(_ job: DownloadJob, onEvent: @escaping @Sendable (Event) -> Void) async -> DownloadFetcher.Outcome {
        let control = DownloadFetcher.Control()
        controls.withLock { $0[job.id] = control }
        defer { _ = controls.withLock { $0.removeValue(forKey: job.id) } }
        onEvent(.started(job))
        let watcher = Task { [store, owner, tick] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(tick))
                let progress = control.progress
                let holds = (try? store.recordDownloadProgress(job.id, owner: owner, done: progress.done, total: progress.total)) ?? true
                if !holds { control.stop() }
                onEvent(.progress(id: job.id, done: progress.done, total: progress.total))
            }
        }
        let outcome = await fetcher.fetch(job.url, to: job.targetPath, expectedSize: job.bytesTotal, control: control)
        watcher.cancel()
        let progress = control.progress
        var ended = job
        ended.bytesDone = progress.done
        ended.bytesTotal = progress.total ?? job.bytesTotal
        switch outcome {
        case .finished(let bytes):
            ended.state = .finished
            ended.bytesDone = bytes
            ended.bytesTotal = bytes
            _ = try? store.endDownload(job.id, owner: owner, state: .finished, done: bytes, total: bytes, error: nil)
        case .failed(let error):
            ended.state = .failed
            ended.error = error.message
            _ = try? store.endDownload(
                job.id, owner: owner, state: .failed, done: progress.done, total: progress.total, error: error.message)
        case .stopped:
            // Stopped by the user or by quitting: a cancel elsewhere already set the state;
            // a stop of this process puts the job back in the queue, to resume next time.
            ended.state = .queued
            _ = try? store.endDownload(job.id, owner: owner, state: .queued, done: progress.done, total: progress.total, error: nil)
        }
        onEvent(.ended(ended, outcome))
        return outcome
    }
}
