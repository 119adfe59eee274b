import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fixed number of threads of a refresh's own (or of the cache's checkpointer) that run
/// its CPU-bound work in order of arrival, optionally at a lower scheduling priority.
///
/// Parsing and the cache writer run here rather than on Swift's cooperative pool or a
/// Dispatch queue for two reasons: the number of threads bounds how much of the machine a
/// refresh takes (the writer always has a core of its own), and a refresh running behind the
/// browser can lower these threads' priority without touching threads that also serve the
/// interface. On Linux the nice value belongs to each thread, and an unprivileged thread
/// cannot raise it again, so it is only ever set on threads that do nothing else.
package final class WorkerThreads: @unchecked Sendable {
    /// The nice value of a refresh's threads when an interactive interface runs beside it:
    /// low enough that a keypress is handled at once while both cores are busy, not so low
    /// that other programs starve the refresh.
    package static let backgroundNiceness: Int32 = 10

    private let condition = NSCondition()
    /// Jobs in order of arrival; a taken job's slot is emptied at once, so what it captured
    /// (a whole downloaded feed, for a parse) is freed when it ends, not when the queue is
    /// next compacted. (Keeping them until then held up to a hundred feed bodies, most of a
    /// first refresh's peak memory.)
    private var jobs: [(@Sendable () -> Void)?] = []
    private var head = 0
    private var isStopping = false

    /// Starts `count` threads (at least one) named `name` (numbered when there are several;
    /// keep it short: the kernel keeps 15 bytes); `niceness` above 0 lowers their priority
    /// by that much.
    package init(count: Int, name: String, niceness: Int32 = 0) {
        for number in 0..<max(1, count) {
            let threadName = count > 1 ? "\(name)-\(number + 1)" : name
            let thread = Thread { [self] in
                // Set from the thread itself, Foundation also gives it to the kernel (15 bytes
                // at most), where `top -H` and `ps -L` show it.
                Thread.current.name = threadName
                if niceness > 0 { Self.lowerCurrentThreadPriority(by: niceness) }
                work()
            }
            thread.start()
        }
    }

    /// Runs `job` on one of the threads, after the jobs submitted before it.
    package func submit(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Runs `body` on one of the threads and waits for its result without blocking the caller's thread.
    package func run<Value: Sendable, Failure: Error>(_ body: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
        let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
            submit {
                do throws(Failure) {
                    continuation.resume(returning: .success(try body()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// Lets the threads end once every job submitted so far has run.
    package func stop() {
        condition.withLock {
            isStopping = true
            condition.broadcast()
        }
    }

    /// Adds `amount` to the calling thread's nice value (Linux keeps one per thread; `who`
    /// 0 is the calling thread), up to the lowest priority, 19.
    private static func lowerCurrentThreadPriority(by amount: Int32) {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let current = getpriority(which, 0)
        _ = setpriority(which, 0, min(19, current + amount))
    }

    private func work() {
        while let job = next() { job() }
    }

    /// The next job, waiting for one; nil once stopping and nothing is left.
    private func next() -> (@Sendable () -> Void)? {
        condition.withLock {
            while head == jobs.count && !isStopping { condition.wait() }
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            jobs[head] = nil
            head += 1
            if head > 64 && head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return job
        }
    }
}
