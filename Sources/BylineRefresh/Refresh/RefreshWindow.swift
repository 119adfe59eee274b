import BylineCore

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
///
/// The count alone does not bound memory when feeds are huge, so bodies are counted too: a
/// new download starts only while the bodies held, with each download still on its way
/// counted as the largest body seen so far, fit in ``byteBudget``. Ordinary feeds (tens or
/// hundreds of kilobytes) never reach it; feeds of a thousand items (4 MB each) are then
/// held three at a time, whatever the window's count (bench/RESULTS.md §18).
///
/// Bytes do not bound what a parsed feed holds: 31 MB of tiny items are 600,000 articles. So
/// articles are counted the same way: a new download starts only while the articles held
/// by parsed sources, with each source not yet parsed counted as the most articles one
/// source has brought so far, fit in ``itemBudget``. Ordinary refreshes never reach it (16
/// feeds of 1,000 items); feeds of 10,000 entries (what one refresh keeps of a feed) are
/// held two at a time (bench/RESULTS.md §26).
struct RefreshWindow: Sendable, Equatable {
    /// The bodies a refresh holds at most, in bytes of downloaded feed; one source is always let in.
    static let defaultByteBudget = 12 << 20
    /// The articles a refresh holds at most between parse and writer; one source is always let in.
    static let defaultItemBudget = 20_000

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
    /// Held sources whose download is on its way.
    private(set) var downloading = 0
    /// The bodies of held sources that have downloaded, in bytes.
    private(set) var heldBytes = 0
    /// The largest body this refresh has downloaded: what a download on its way may bring.
    private(set) var largestBody = 0
    /// The most bytes of bodies held (see the type's description).
    let byteBudget: Int
    /// The articles held by sources parsed and not yet taken by the writer.
    private(set) var heldItems = 0
    /// The most articles one source of this refresh has brought: what a source not yet parsed may bring.
    private(set) var largestItems = 0
    /// The most articles held (see the type's description).
    let itemBudget: Int

    /// A window of `initial` sources that may grow to `maximum` (both at least one), holding
    /// bodies of `byteBudget` bytes and `itemBudget` parsed articles at most.
    init(
        initial: Int, maximum: Int, byteBudget: Int = RefreshWindow.defaultByteBudget,
        itemBudget: Int = RefreshWindow.defaultItemBudget
    ) {
        self.maximum = max(1, maximum)
        self.size = min(max(1, initial), self.maximum)
        self.initial = size
        self.byteBudget = byteBudget
        self.itemBudget = itemBudget
    }

    /// Whether another source may start its download now: the count has room, and the bodies
    /// and articles held and expected fit their budgets (or nothing is held at all).
    var hasRoom: Bool {
        guard held < size else { return false }
        guard held > 0 else { return true }
        let unparsed = held - awaitingWriter
        return heldBytes + (downloading + 1) * largestBody <= byteBudget
            && heldItems + (unparsed + 1) * largestItems <= itemBudget
    }

    /// Takes a place for one more source if there is room (see ``hasRoom``).
    mutating func enter() -> Bool {
        guard hasRoom else { return false }
        held += 1
        downloading += 1
        peak = max(peak, held)
        return true
    }

    /// A held source's download ended with a body of `bytes` bytes, which it holds until it leaves.
    mutating func downloaded(bytes: Int) {
        heldBytes += max(0, bytes)
        largestBody = max(largestBody, bytes)
    }

    /// A held source finished parsing with `items` articles, which it holds until it leaves.
    mutating func parsed(items: Int) {
        heldItems += max(0, items)
        largestItems = max(largestItems, items)
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

    /// A held source leaves the window from `stage` (handed to the writer, or done), letting
    /// go of its body of `bytes` bytes and its `items` parsed articles.
    mutating func leave(from stage: Stage, bytes: Int = 0, items: Int = 0) {
        heldBytes = max(0, heldBytes - max(0, bytes))
        heldItems = max(0, heldItems - max(0, items))
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
        case .downloading: downloading = max(0, downloading + change)
        case .parsing: break
        }
    }
}
