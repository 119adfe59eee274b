import BylineUI
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where background work (a refresh) leaves actions for the run loop, waking it through
/// a pipe so the loop can sleep in `poll()` and cost no CPU while idle.
final class ActionInbox: Sendable {
    private let pending = Mutex<[Action]>([])
    private let readEnd: Int32
    private let writeEnd: Int32

    /// An inbox with its own non-blocking wake-up pipe.
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// The descriptor the run loop polls.
    var fileDescriptor: Int32 { readEnd }

    /// Leaves an action for the run loop and wakes it; safe from any thread.
    func post(_ action: Action) {
        pending.withLock { $0.append(action) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Every action left so far, oldest first (see ``coalesced(_:)``), emptying the inbox and the pipe.
    func drain() -> [Action] {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        let actions = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        return Self.coalesced(actions)
    }

    /// `actions` with every `.storeChanged` but the last left out.
    ///
    /// The refresh writer commits up to 64 sources at once, and each posts "the cache
    /// changed"; each one reloads the visible rows, so answering them all in one turn of the
    /// run loop made a keypress wait for dozens of identical reloads. One reload, after the
    /// other actions of the batch, shows the same cache.
    static func coalesced(_ actions: [Action]) -> [Action] {
        guard let last = actions.lastIndex(where: { if case .storeChanged = $0 { true } else { false } }) else {
            return actions
        }
        return actions.enumerated().compactMap { index, action in
            if case .storeChanged = action, index != last { return nil }
            return action
        }
    }
}
