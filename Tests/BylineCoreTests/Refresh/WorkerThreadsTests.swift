import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

#if canImport(Glibc)
    import Glibc
#endif

/// The threads a refresh parses and writes on.
@Suite("worker threads")
struct WorkerThreadsTests {
    private struct Refused: Error, Equatable { var word: String }

    /// A value shared by jobs on several threads.
    private final class Shared<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value
        init(_ value: Value) { self.value = value }
        func withLock<Result>(_ body: (inout Value) -> Result) -> Result { lock.withLock { body(&value) } }
    }

    /// The nice value of the calling thread (Linux keeps one per thread).
    private static func currentNiceness() -> Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    @Test("a job's value and its error come back to the awaiting task")
    func valuesAndErrors() async throws {
        let threads = WorkerThreads(count: 2, name: "test")
        defer { threads.stop() }
        let sum = try await threads.run { () throws(Refused) -> Int in (1...100).reduce(0, +) }
        #expect(sum == 5050)
        await #expect(throws: Refused(word: "no")) {
            try await threads.run { () throws(Refused) -> Int in throw Refused(word: "no") }
        }
    }

    @Test("no more jobs run at once than there are threads")
    func boundedConcurrency() async {
        let threads = WorkerThreads(count: 2, name: "test")
        defer { threads.stop() }
        let running = Shared((now: 0, most: 0))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    await threads.run { () -> Void in
                        running.withLock {
                            $0.now += 1
                            $0.most = max($0.most, $0.now)
                        }
                        usleep(5_000)
                        running.withLock { $0.now -= 1 }
                    }
                }
            }
        }
        let most = running.withLock { $0.most }
        #expect(most == 2)
    }

    @Test("one thread runs its jobs in the order they were submitted")
    func orderWithOneThread() async {
        let thread = WorkerThreads(count: 1, name: "test")
        let order = Shared<[Int]>([])
        for number in 0..<50 { thread.submit { order.withLock { $0.append(number) } } }
        await thread.run { () -> Void in }
        thread.stop()
        #expect(order.withLock { $0 } == Array(0..<50))
    }

    /// Something a job captures, to see when it is freed.
    private final class Payload: Sendable {}

    @Test("what a job captured is freed once it has run, not kept with the queue, twice")
    func finishedJobsAreFreed() async {
        let thread = WorkerThreads(count: 1, name: "test")
        defer { thread.stop() }
        for _ in 1...2 {
            weak var freed: Payload?
            do {
                let payload = Payload()
                freed = payload
                await thread.run { () -> Void in withExtendedLifetime(payload) {} }
            }
            await thread.run { () -> Void in }
            #expect(freed == nil)
        }
    }

    @Test("jobs submitted before stop still run")
    func stopFinishesQueuedJobs() async {
        let thread = WorkerThreads(count: 1, name: "test")
        let done = Shared(0)
        for _ in 0..<20 {
            thread.submit {
                usleep(500)
                done.withLock { $0 += 1 }
            }
        }
        thread.stop()
        for _ in 0..<200 where done.withLock({ $0 }) < 20 { usleep(10_000) }
        #expect(done.withLock { $0 } == 20)
    }

    @Test("background threads run at a lower priority, and only they do")
    func niceness() async {
        let before = Self.currentNiceness()
        let background = WorkerThreads(count: 1, name: "test", niceness: WorkerThreads.backgroundNiceness)
        let normal = WorkerThreads(count: 1, name: "test")
        defer {
            background.stop()
            normal.stop()
        }
        let lowered = await background.run { () -> Int32 in Self.currentNiceness() }
        let unchanged = await normal.run { () -> Int32 in Self.currentNiceness() }
        #expect(lowered == min(19, before + WorkerThreads.backgroundNiceness))
        #expect(unchanged == before)
        #expect(Self.currentNiceness() == before)
    }
}
