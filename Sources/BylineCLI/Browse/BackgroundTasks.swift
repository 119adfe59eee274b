import BylineText
import Foundation

/// The browser's refresh sessions still running (one may still be fetching full texts when
/// the next starts), so quitting stops them all; each leaves the list when it ends.
final class BackgroundTasks: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Starts `work` in a detached task.
    func start(_ work: @escaping @Sendable () async -> Void) {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        tasks[id] = Task.detached { [weak self] in
            await work()
            self?.finished(id)
        }
    }

    /// Cancels every task still running.
    func cancelAll() {
        lock.lock()
        let running = tasks.values
        tasks.removeAll()
        lock.unlock()
        running.forEach { $0.cancel() }
    }

    private func finished(_ id: Int) {
        lock.lock()
        tasks[id] = nil
        lock.unlock()
    }
}
