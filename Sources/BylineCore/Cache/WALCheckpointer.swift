import CSQLite
import Dispatch
import Foundation
import Synchronization

/// Copies the cache's write-ahead log back into the database from a thread and a
/// connection of its own, while a refresh writes.
///
/// Left to SQLite, the connection that commits past `wal_autocheckpoint` does the
/// checkpoint itself: the writer stops to copy the log into the file and to wait for two
/// fsyncs, the parsers fill its queue and wait too, and the whole refresh stands still
/// (about half a second each time, twice in a refresh of 30,000 articles; bench/RESULTS.md
/// §19). Attached to the writer's connection, this replaces SQLite's own checkpoints with a
/// PASSIVE one on its thread, which never blocks the writer: commits go on appending to the
/// log while it copies, and the log starts over from its beginning once it is all copied.
package final class WALCheckpointer: @unchecked Sendable {
    /// A checkpoint starts once the log holds this many pages (4 KB each): often enough that
    /// the log stays small, so the checkpoint at close is short.
    package static let defaultThreshold: Int32 = 8_000
    /// SQLite's own checkpoints, as the store sets them (see ``ArticleStore``), put back on detach.
    static let storeAutocheckpoint: Int32 = 20_000

    private let path: String
    /// Used only on ``thread``: opened by the first checkpoint, closed by ``finish()``.
    private var connection: Database?
    private let thread: WorkerThreads
    private let threshold: Int32
    /// Where the current checkpoint is: ``Phase``'s raw values.
    private let phase = Atomic(Phase.idle.rawValue)
    /// Checkpoints run so far, for tests.
    private let runs = Atomic(0)
    /// The log's size in pages when the last checkpoint was asked for.
    private let pagesAtLastRequest = Atomic<Int32>(0)

    /// A checkpoint's course. The log starts over from its beginning only when a write
    /// finds it all copied, which a background checkpoint never leaves it, since commits go
    /// on meanwhile: so once it is done, the writer copies what was added since itself (a
    /// few pages, one fsync) and the next transaction starts the log over.
    private enum Phase: Int {
        case idle, running, done
    }

    /// A checkpointer for the cache file at `path`, on a thread at `niceness` (see
    /// ``WorkerThreads``). Its connection is opened by the first checkpoint, on its thread,
    /// so a browser that starts refreshing at once draws its first screen without it. If it
    /// cannot be opened, the writer's own checkpoint after each request (see ``Phase``)
    /// copies the whole log, as SQLite's would have.
    package init(path: String, threshold: Int32 = defaultThreshold, niceness: Int32 = 0) {
        self.path = path
        self.threshold = max(1, threshold)
        self.thread = WorkerThreads(count: 1, name: "byline-wal", niceness: niceness)
    }

    deinit {
        thread.stop()
    }

    /// How many checkpoints have run.
    var checkpointsRun: Int { runs.load(ordering: .acquiring) }

    /// Takes over the checkpoints of `database`, the writer's connection; ``detach(from:)``
    /// must be called before this object goes away.
    func attach(to database: Database) {
        sqlite3_wal_hook(database.handle, walCommitted, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Gives `database` its own checkpoints back.
    func detach(from database: Database) {
        sqlite3_wal_autocheckpoint(database.handle, Self.storeAutocheckpoint)
    }

    /// Waits for a checkpoint under way, then closes this connection: the writer's own
    /// connection, when it is the last to close, can then copy the rest of the log and
    /// delete it, so the next start does not read it.
    package func finish() {
        let closed = DispatchSemaphore(value: 0)
        thread.submit { [self] in
            connection = nil
            closed.signal()
        }
        closed.wait()
    }

    /// Called by SQLite on the writer's thread after each commit, with `handle` the
    /// writer's connection and `logPages` the pages its log holds.
    fileprivate func committed(_ handle: OpaquePointer, logPages: Int32) {
        if phase.load(ordering: .acquiring) == Phase.done.rawValue {
            sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            pagesAtLastRequest.store(0, ordering: .relaxed)
            phase.store(Phase.idle.rawValue, ordering: .releasing)
            return
        }
        let last = pagesAtLastRequest.load(ordering: .relaxed)
        // A log shorter than at the last request has started over from its beginning.
        let added = logPages >= last ? logPages - last : logPages
        guard added >= threshold,
            phase.compareExchange(
                expected: Phase.idle.rawValue, desired: Phase.running.rawValue,
                ordering: .acquiringAndReleasing
            ).exchanged
        else { return }
        pagesAtLastRequest.store(logPages, ordering: .relaxed)
        thread.submit { [self] in
            // A failure (the file busy, or damaged) leaves the pages in the log, where they
            // are as safe as in the file, for the writer's own checkpoint to copy.
            if connection == nil { connection = try? Database(path: path, busyTimeout: 1) }
            try? connection?.execute("PRAGMA wal_checkpoint(PASSIVE)")
            runs.add(1, ordering: .releasing)
            phase.store(Phase.done.rawValue, ordering: .releasing)
        }
    }
}

/// SQLite's WAL hook: hands the commit to the checkpointer in `context`.
private func walCommitted(
    _ context: UnsafeMutableRawPointer?, _ handle: OpaquePointer?,
    _ name: UnsafePointer<CChar>?, _ pages: Int32
) -> Int32 {
    guard let context, let handle else { return SQLITE_OK }
    Unmanaged<WALCheckpointer>.fromOpaque(context).takeUnretainedValue().committed(handle, logPages: pages)
    return SQLITE_OK
}
