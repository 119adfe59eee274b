import Foundation
import Testing

@testable import BylineCore
@testable import BylineFilter
@testable import BylineHTTP
@testable import BylineReader
@testable import BylineRefresh
@testable import BylineSystem
@testable import BylineText
@testable import BylineXML

/// Whether a refresh asks a source now: one pure function of its stored state, why the
/// refresh runs and the time, checked as a table.
@Suite("asking a source or not, by why the refresh runs")
struct FetchDecisionTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private static let later = now.addingTimeInterval(600)
    private static let earlier = now.addingTimeInterval(-600)

    /// One row: a source's state, and what each kind of refresh decides for it.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let schedule: FetchSchedule?
        let automatic: FetchDecision
        let userAsked: FetchDecision
        let oneSource: FetchDecision
        var testDescription: String { name }
    }

    static let rows: [Row] = {
        let ttl = FetchSchedule(freshUntil: later)
        let limited = FetchSchedule(retryAfter: later, serverAskedToWait: true, consecutiveFailures: 1, lastError: "429 Too Many Requests")
        let failing = FetchSchedule(retryAfter: later, consecutiveFailures: 3, lastError: "503 Service Unavailable")
        let gone = FetchSchedule(goneSince: earlier, consecutiveFailures: 1, lastError: "410 Gone")
        let waitOver = FetchSchedule(freshUntil: earlier, retryAfter: earlier, serverAskedToWait: true, consecutiveFailures: 1)
        let failedOnce = FetchSchedule(consecutiveFailures: 1, lastError: "timed out")
        let limitedAndFresh = FetchSchedule(
            freshUntil: later.addingTimeInterval(600), retryAfter: later, serverAskedToWait: true,
            consecutiveFailures: 1, lastError: "429 Too Many Requests")
        let serverWait = FetchDecision.wait(.serverAsked(until: later, lastError: "429 Too Many Requests"))
        let backOff = FetchDecision.wait(.backingOff(until: later, failures: 3, lastError: "503 Service Unavailable"))
        let goneWait = FetchDecision.wait(.gone(since: earlier))
        return [
            Row(name: "never fetched", schedule: nil, automatic: .ask, userAsked: .ask, oneSource: .ask),
            Row(
                name: "a feed's <ttl> or max-age paces only the automatic refreshes", schedule: ttl,
                automatic: .wait(.fresh(until: later)), userAsked: .ask, oneSource: .ask),
            Row(
                name: "a server's 429 or Retry-After holds every refresh but --force", schedule: limited,
                automatic: serverWait, userAsked: serverWait, oneSource: serverWait),
            Row(
                name: "the back-off after failures holds r and the automatic ones; R asks", schedule: failing,
                automatic: backOff, userAsked: backOff, oneSource: .ask),
            Row(
                name: "a 410 Gone is not asked again unless pointed at", schedule: gone,
                automatic: goneWait, userAsked: goneWait, oneSource: .ask),
            Row(name: "waits that are over hold nothing", schedule: waitOver, automatic: .ask, userAsked: .ask, oneSource: .ask),
            Row(name: "one failure without a wait holds nothing", schedule: failedOnce, automatic: .ask, userAsked: .ask, oneSource: .ask),
            Row(
                name: "the server's wait is said before the feed's pacing", schedule: limitedAndFresh,
                automatic: serverWait, userAsked: serverWait, oneSource: serverWait)
        ]
    }()

    @Test("each kind of refresh decides as the table says", arguments: rows)
    func decides(row: Row) {
        #expect(FetchDecision(row.schedule, intent: .automatic, now: Self.now) == row.automatic)
        #expect(FetchDecision(row.schedule, intent: .userAsked, now: Self.now) == row.userAsked)
        #expect(FetchDecision(row.schedule, intent: .oneSource, now: Self.now) == row.oneSource)
        #expect(FetchDecision(row.schedule, intent: .forced, now: Self.now) == .ask, "--force asks everything")
    }

    @Test("a wait ends at its time, to the second")
    func waitEndsOnTime() {
        let limited = FetchSchedule(retryAfter: Self.later, serverAskedToWait: true, consecutiveFailures: 1)
        #expect(FetchDecision(limited, intent: .userAsked, now: Self.later.addingTimeInterval(-1)) != .ask)
        #expect(FetchDecision(limited, intent: .userAsked, now: Self.later) == .ask)
    }

    @Test("the words name the wait's end on a clock, rounded up to the minute, and why")
    func words() {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
        let until = now.addingTimeInterval(30 * 60 + 5)
        Localization.$override.withValue(.english) {
            #expect(
                FetchWait.serverAsked(until: until, lastError: "429 Too Many Requests").words(now: now, timeZone: utc)
                    == "the server asked to wait until 08:31 (429 Too Many Requests); --force asks anyway")
            #expect(
                FetchWait.backingOff(until: until, failures: 2, lastError: nil).words(now: now, timeZone: utc)
                    == "not asked until 08:31: failed 2 times in a row")
            #expect(
                FetchWait.fresh(until: now.addingTimeInterval(86_400)).words(now: now, timeZone: utc)
                    == "not due until 2027-01-16 08:00 (the feed asked not to be fetched sooner; r asks now)")
        }
        Localization.$override.withValue(.korean) {
            #expect(FetchWait.serverAsked(until: until, lastError: nil).words(now: now, timeZone: utc).contains("08:31까지"))
        }
    }
}
