import BylineTestSupport
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineXML

/// The back-pressure window that bounds how many feeds a refresh holds in memory.
@Suite("refresh window")
struct RefreshWindowTests {
    /// Walks one source through every stage to the writer.
    private func pass(_ window: inout RefreshWindow) {
        let entered1 = window.enter()
        #expect(entered1)
        window.move(from: .downloading, to: .awaitingParse)
        window.move(from: .awaitingParse, to: .parsing)
        window.move(from: .parsing, to: .awaitingWriter)
        window.leave(from: .awaitingWriter)
    }

    @Test("no more sources enter than the window holds, and one leaving lets the next in")
    func boundedUntilOneLeaves() {
        var window = RefreshWindow(initial: 2, maximum: 16)
        let entered2 = window.enter()
        #expect(entered2)
        let entered3 = window.enter()
        #expect(entered3)
        let entered4 = window.enter()
        #expect(!entered4)
        #expect(window.held == 2)
        window.leave(from: .downloading)
        let entered5 = window.enter()
        #expect(entered5)
        let entered6 = window.enter()
        #expect(!entered6)
        #expect(window.peak == 2)
    }

    @Test("a parser with nothing to do next grows the window, up to the maximum")
    func growsWhileTheNetworkIsSlow() {
        var window = RefreshWindow(initial: 2, maximum: 3)
        for round in 1...2 {
            pass(&window)
            #expect(window.size == min(3, 2 + round))
        }
        #expect(window.size == 3)
    }

    @Test("a download that finds another waiting for a parser shrinks a grown window, never below its start")
    func shrinksWhenDownloadsOutrunParsers() {
        var window = RefreshWindow(initial: 2, maximum: 8)
        for _ in 1...3 { pass(&window) }
        #expect(window.size == 5)
        for _ in 0..<4 {
            let entered = window.enter()
            #expect(entered)
        }
        for _ in 0..<4 { window.move(from: .downloading, to: .awaitingParse) }
        #expect(window.size == 2)
        #expect(window.awaitingParse == 4)
    }

    @Test("the window stays when feeds wait for a parser or for the writer")
    func staysWhileParsingOrStoringIsSlow() {
        var window = RefreshWindow(initial: 2, maximum: 16)
        // One downloaded feed waits for the parser while another is parsed.
        let entered7 = window.enter()
        #expect(entered7)
        let entered8 = window.enter()
        #expect(entered8)
        window.move(from: .downloading, to: .awaitingParse)
        window.move(from: .awaitingParse, to: .parsing)
        window.move(from: .downloading, to: .awaitingParse)
        window.move(from: .parsing, to: .awaitingWriter)
        #expect(window.size == 2)
        // The writer's queue is full: the next parse ends with a feed still waiting for it.
        window.move(from: .awaitingParse, to: .parsing)
        window.move(from: .parsing, to: .awaitingWriter)
        #expect(window.size == 2)
        #expect(window.awaitingWriter == 2)
        window.leave(from: .awaitingWriter)
        window.leave(from: .awaitingWriter)
        #expect(window.held == 0)
        #expect(window.size == 2)
    }

    @Test("sources through the gate never exceed the window, and every one gets through, twice")
    func gateBoundsConcurrentSources() async {
        for _ in 1...2 {
            let gate = RefreshGate(initial: 2, maximum: 4)
            let through = LockedValue(0)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<40 {
                    group.addTask {
                        let slot = await gate.enter()
                        #expect(gate.window.held <= 4)
                        slot.move(to: .awaitingParse)
                        await Task.yield()
                        slot.move(to: .parsing)
                        slot.move(to: .awaitingWriter)
                        slot.leave()
                        slot.leave()
                        through.update { $0 += 1 }
                    }
                }
            }
            #expect(through.current == 40)
            #expect(gate.window.held == 0)
            #expect(gate.window.peak <= 4)
        }
    }
}

@Suite("parser threads")
struct ParserThreadCountTests {
    @Test func twoCoresGetTwoParsersAndBigMachinesNoMoreThanFour() {
        #expect(FeedRefresher.parserCount(cores: 1) == 2)
        #expect(FeedRefresher.parserCount(cores: 2) == 2)
        #expect(FeedRefresher.parserCount(cores: 3) == 3)
        #expect(FeedRefresher.parserCount(cores: 64) == 4)
    }
}

/// The window's byte budget: huge feeds are held a few at a time, ordinary ones by count alone.
@Suite("refresh window's byte budget")
struct RefreshWindowBudgetTests {
    private static let megabyte = 1 << 20

    /// Whether one more source got in.
    private static func enter(_ window: inout RefreshWindow) -> Bool {
        window.enter()
    }

    @Test("once a 4 MB body is seen, downloads start only while the bodies held and expected fit")
    func hugeBodiesAreHeldAFewAtATime() {
        var window = RefreshWindow(initial: 6, maximum: 16, byteBudget: 12 * Self.megabyte)
        // Nothing seen yet: the count decides.
        for _ in 0..<3 { #expect(Self.enter(&window)) }
        window.downloaded(bytes: 4 * Self.megabyte)
        window.move(from: .downloading, to: .awaitingParse)
        // 4 MB held, two downloads on their way that may bring 4 MB each: 12 MB, full.
        #expect(!Self.enter(&window))
        #expect(window.held == 3)
        // The body leaves with its source (to the writer): room for one more download.
        window.move(from: .awaitingParse, to: .parsing)
        window.move(from: .parsing, to: .awaitingWriter)
        window.leave(from: .awaitingWriter, bytes: 4 * Self.megabyte)
        #expect(window.heldBytes == 0)
        #expect(Self.enter(&window))
        #expect(!Self.enter(&window))
    }

    @Test("one source always gets in, however large the bodies seen")
    func oneSourceAlwaysEnters() {
        var window = RefreshWindow(initial: 4, maximum: 4, byteBudget: Self.megabyte)
        #expect(Self.enter(&window))
        window.downloaded(bytes: 40 * Self.megabyte)
        window.move(from: .downloading, to: .awaitingParse)
        #expect(!Self.enter(&window))
        window.leave(from: .awaitingParse, bytes: 40 * Self.megabyte)
        #expect(window.held == 0)
        #expect(Self.enter(&window))
    }

    @Test("ordinary feeds never reach the budget: the count alone bounds them")
    func smallBodiesAreBoundedByCount() {
        var window = RefreshWindow(initial: 6, maximum: 6)
        for _ in 0..<6 {
            #expect(Self.enter(&window))
            window.downloaded(bytes: 200 << 10)
            window.move(from: .downloading, to: .awaitingParse)
        }
        #expect(window.held == 6)
        #expect(!Self.enter(&window))
    }
}

/// The window's article budget: 31 MB of tiny items are 600,000 articles, which bytes alone do not bound.
@Suite("refresh window's article budget")
struct RefreshWindowItemBudgetTests {
    /// Whether one more source got in.
    private static func enter(_ window: inout RefreshWindow) -> Bool {
        window.enter()
    }

    /// Takes one held source from its download to the writer's door with `items` articles.
    private static func parse(_ window: inout RefreshWindow, items: Int) {
        window.move(from: .downloading, to: .awaitingParse)
        window.move(from: .awaitingParse, to: .parsing)
        window.parsed(items: items)
        window.move(from: .parsing, to: .awaitingWriter)
    }

    @Test("once a source of 10,000 articles is parsed, no more are held than the budget allows")
    func bigFeedsAreHeldTwoAtATime() {
        var window = RefreshWindow(initial: 6, maximum: 16, itemBudget: 20_000)
        // Nothing parsed yet: the count decides, as for bytes.
        for _ in 0..<3 { #expect(Self.enter(&window)) }
        Self.parse(&window, items: 10_000)
        // 10,000 held and two sources still to parse, each counted as 10,000: over the budget.
        #expect(!Self.enter(&window))
        #expect(window.heldItems == 10_000)
        window.leave(from: .awaitingWriter, items: 10_000)
        // Two unparsed sources at 10,000 each: exactly the budget, so the third waits.
        #expect(window.heldItems == 0)
        #expect(!Self.enter(&window))
        window.leave(from: .downloading)
        #expect(Self.enter(&window))
        #expect(window.held == 2)
    }

    @Test("after the first big feed, sources of 10,000 articles are held two at a time, however many come")
    func articlesHeldStayBounded() {
        var window = RefreshWindow(initial: 6, maximum: 16, itemBudget: 20_000)
        var unparsed = 0
        var mostHeldLater = 0
        for round in 0..<200 {
            while window.enter() { unparsed += 1 }
            // Six entered before any size was known; once they are through, the budget binds.
            if round >= 6 { mostHeldLater = max(mostHeldLater, window.held) }
            Self.parse(&window, items: 10_000)
            unparsed -= 1
            #expect(window.heldItems <= 20_000)
            window.leave(from: .awaitingWriter, items: 10_000)
        }
        #expect(mostHeldLater == 2)
        #expect(unparsed == window.held)
    }

    @Test("feeds of 1,000 articles never reach the budget: the count alone bounds them")
    func ordinaryFeedsAreBoundedByCount() {
        var window = RefreshWindow(initial: 16, maximum: 16)
        for _ in 0..<16 {
            #expect(Self.enter(&window))
            Self.parse(&window, items: 1_000)
        }
        #expect(window.held == 16)
        #expect(!Self.enter(&window))
    }

    @Test("a large feed's parse waits until no other large one is parsed")
    func largeParsesTakeTurns() async {
        let gate = RefreshGate(initial: 2, maximum: 2)
        await gate.beginLargeParse()
        let second = Task { await gate.beginLargeParse() }
        while gate.largeParsesWaiting == 0 { await Task.yield() }
        #expect(gate.largeParsesWaiting == 1)
        gate.endLargeParse()
        await second.value
        #expect(gate.largeParsesWaiting == 0)
        gate.endLargeParse()
        await gate.beginLargeParse()
        gate.endLargeParse()
    }
}
