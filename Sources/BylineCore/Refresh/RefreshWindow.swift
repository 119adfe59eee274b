/// The counts behind a refresh's back-pressure: how many sources it holds in memory at once,
/// from the start of their download until the writer's queue takes them (a pure value; see
/// ``RefreshGate`` for the waiting).
///
/// A downloaded feed is the largest thing a refresh holds (a 1,000-item feed is about 4 MB of
/// XML, then as much again as articles), so memory depends on how many are held, never on how
/// many sources there are in all. The window starts small and grows by one whenever a parser
/// finishes and finds no downloaded feed waiting while the writer has room: then the network
/// is what the refresh waits on, and one more download at a time pays. It shrinks by one
/// (never below where it started) whenever a download finishes while another already waits
/// for a parser, so a burst of slow downloads does not leave it wide once parsing is the
/// slower part again (loopback, a fast network).
struct RefreshWindow: Sendable, Equatable {
    /// Where a held source is.
    enum Stage: Sendable, Equatable {
        /// Its request is on its way.
        case downloading
        /// Downloaded, waiting for a parser thread.
        case awaitingParse
        /// Being parsed.
        case parsing
        /// Parsed, waiting for room in the writer's queue.
        case awaitingWriter
    }

    /// How many sources may be held now.
    private(set) var size: Int
    /// The size it started at, and never goes below.
    let initial: Int
    /// The most the window grows to (the policy's concurrent sources).
    let maximum: Int
    /// Sources held: entered and not yet left.
    private(set) var held = 0
    /// The most sources held at once so far.
    private(set) var peak = 0
    /// Held sources downloaded and not yet being parsed.
    private(set) var awaitingParse = 0
    /// Held sources parsed and waiting for the writer's queue to take them.
    private(set) var awaitingWriter = 0

    /// A window of `initial` sources that may grow to `maximum` (both at least one).
    init(initial: Int, maximum: Int) {
        self.maximum = max(1, maximum)
        self.size = min(max(1, initial), self.maximum)
        self.initial = size
    }

    /// Whether another source may start its download now.
    var hasRoom: Bool { held < size }

    /// Takes a place for one more source if there is room (see ``hasRoom``).
    mutating func enter() -> Bool {
        guard hasRoom else { return false }
        held += 1
        peak = max(peak, held)
        return true
    }

    /// A held source moves from `old` to `new`.
    mutating func move(from old: Stage, to new: Stage) {
        count(old, by: -1)
        if old == .parsing { parseEnded() }
        if old == .downloading && new == .awaitingParse && awaitingParse > 0 && size > initial {
            // Downloads are outrunning the parsers: hold fewer feeds.
            size -= 1
        }
        count(new, by: 1)
    }

    /// A held source leaves the window from `stage` (handed to the writer, or done).
    mutating func leave(from stage: Stage) {
        count(stage, by: -1)
        if stage == .parsing { parseEnded() }
        held = max(0, held - 1)
    }

    /// A parse ended: if its parser has nothing to do next and the writer is not what holds
    /// the others up, the network is the slow part and the window grows by one.
    private mutating func parseEnded() {
        if awaitingParse == 0 && awaitingWriter == 0 && size < maximum { size += 1 }
    }

    private mutating func count(_ stage: Stage, by change: Int) {
        switch stage {
        case .awaitingParse: awaitingParse = max(0, awaitingParse + change)
        case .awaitingWriter: awaitingWriter = max(0, awaitingWriter + change)
        case .downloading, .parsing: break
        }
    }
}
