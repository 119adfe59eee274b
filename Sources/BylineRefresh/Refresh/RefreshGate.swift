import BylineCore
import Synchronization

/// Makes a refresh's sources wait for a place in its ``RefreshWindow`` before they download,
/// so a refresh of any number of sources holds only a few feeds in memory at once; lets one
/// large feed (spooled to disk, see ``BodySpool``) be parsed at a time; and remembers the
/// hosts that timed out (``HostTimeouts``).
final class RefreshGate: Sendable {
    private struct State: ~Copyable {
        var window: RefreshWindow
        var waiters: [CheckedContinuation<Void, Never>] = []
        var largeParse = false
        var largeWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>
    /// Where large downloads wait for their parser (the cache's folder); nil keeps them in memory.
    let spoolFolder: String?
    /// The hosts that timed out in this refresh.
    let hostTimeouts: HostTimeouts

    /// A gate over `window`, spooling large bodies into `spoolFolder`.
    init(window: RefreshWindow, spoolFolder: String? = nil, hostTimeouts: HostTimeouts = HostTimeouts(full: 0)) {
        state = Mutex(State(window: window))
        self.spoolFolder = spoolFolder
        self.hostTimeouts = hostTimeouts
    }

    /// A gate over a window of `initial` sources that may grow to `maximum`.
    convenience init(initial: Int, maximum: Int) {
        self.init(window: RefreshWindow(initial: initial, maximum: maximum))
    }

    /// Waits, suspended, until no other large feed is being parsed; ``endLargeParse()`` lets the next one in.
    ///
    /// A large feed is read back whole from disk to be parsed, and libxml2 copies it once
    /// more: two of them at once on two parser threads held 130 MB.
    func beginLargeParse() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let mayStart = state.withLock { state -> Bool in
                guard state.largeParse else {
                    state.largeParse = true
                    return true
                }
                state.largeWaiters.append(continuation)
                return false
            }
            if mayStart { continuation.resume() }
        }
    }

    /// How many large feeds wait for their turn to be parsed (for tests).
    var largeParsesWaiting: Int { state.withLock { $0.largeWaiters.count } }

    /// A large feed's parse ended: the next waiting one starts.
    func endLargeParse() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.largeWaiters.isEmpty else {
                state.largeParse = false
                return nil
            }
            return state.largeWaiters.removeFirst()
        }
        next?.resume()
    }

    /// The window as it is now (for tests and measurements).
    var window: RefreshWindow { state.withLock { $0.window } }

    /// Waits, suspended, for a place in the window; the slot returned holds it until ``Slot/leave()``.
    func enter() async -> Slot {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let entered = state.withLock { state -> Bool in
                if state.window.enter() { return true }
                state.waiters.append(continuation)
                return false
            }
            if entered { continuation.resume() }
        }
        return Slot(gate: self)
    }

    /// Applies `change` to the window, then lets in as many waiting sources as it now has room for.
    fileprivate func update(_ change: (inout RefreshWindow) -> Void) {
        let admitted = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            change(&state.window)
            var admitted: [CheckedContinuation<Void, Never>] = []
            while !state.waiters.isEmpty && state.window.enter() {
                admitted.append(state.waiters.removeFirst())
            }
            return admitted
        }
        for waiter in admitted { waiter.resume() }
    }

    /// One source's place in the window, moved along as the source goes from download to writer.
    final class Slot: Sendable {
        private let gate: RefreshGate
        /// The stage, or nil once the slot has left the window.
        private let stage = Mutex<RefreshWindow.Stage?>(.downloading)
        /// The bytes of the body it holds.
        private let bytes = Mutex(0)
        /// The articles it holds once parsed.
        private let items = Mutex(0)

        fileprivate init(gate: RefreshGate) {
            self.gate = gate
        }

        /// The source moves to `next`; nothing happens once it has left.
        func move(to next: RefreshWindow.Stage) {
            let old = stage.withLock { stage -> RefreshWindow.Stage? in
                defer { if stage != nil { stage = next } }
                return stage
            }
            guard let old else { return }
            gate.update { $0.move(from: old, to: next) }
        }

        /// The download ended with a body of `count` bytes, which the slot holds until it leaves.
        func downloaded(bytes count: Int) {
            guard count > 0, stage.withLock({ $0 != nil }) else { return }
            let isFirst = bytes.withLock { held -> Bool in
                guard held == 0 else { return false }
                held = count
                return true
            }
            guard isFirst else { return }
            gate.update { $0.downloaded(bytes: count) }
        }

        /// The parse ended with `count` articles, which the slot holds until it leaves.
        func parsed(items count: Int) {
            guard stage.withLock({ $0 != nil }) else { return }
            items.withLock { $0 = count }
            gate.update { $0.parsed(items: count) }
        }

        /// The source leaves the window: its feed is with the writer, or it is done. Only the
        /// first call counts, so every way out of a refresh may call it.
        func leave() {
            let old = stage.withLock { stage -> RefreshWindow.Stage? in
                defer { stage = nil }
                return stage
            }
            guard let old else { return }
            let held = bytes.withLock { $0 }
            let articles = items.withLock { $0 }
            gate.update { $0.leave(from: old, bytes: held, items: articles) }
        }
    }
}
