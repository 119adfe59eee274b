import BylineCore
import BylineText
import Foundation

/// The sources a refresh did not ask because they are to wait, summed up for the status bar
/// after `r`: "; 2 sources asked to wait until 16:10", "; 3 sources not due yet (r asks them
/// now)". Sources failing or backing off are named one by one elsewhere, as failures.
public struct RefreshWaitSummary: Sendable, Hashable {
    /// When each source whose server asked to wait may be asked again.
    public var serverAsked: [Date]
    /// How many sources the automatic refresh left for later because their feed said so.
    public var notDue: Int

    /// The waits among `results`.
    public init(_ results: [SourceRefreshResult]) {
        serverAsked = results.compactMap { result in
            if case .notAsked(.serverAsked(let until, _)) = result.outcome { return until }
            return nil
        }
        notDue =
            results.filter { result in
                if case .notAsked(.fresh) = result.outcome { return true }
                return false
            }.count
    }

    /// The words to append to the refresh's summary, each part starting with "; "; empty
    /// when no source waits. The latest end of the servers' waits is named: by then all may
    /// be asked again.
    public func words(now: Date, timeZone: TimeZone = .current) -> String {
        var words = ""
        if let latest = serverAsked.max() {
            let clock = WaitClock.text(latest, now: now, timeZone: timeZone)
            words += (serverAsked.count == 1 ? RefreshWaitText.summaryServerAsked1 : RefreshWaitText.summaryServerAskedN)(serverAsked.count, clock)
        }
        if notDue > 0 {
            words += (notDue == 1 ? RefreshWaitText.summaryNotDue1 : RefreshWaitText.summaryNotDueN)(notDue)
        }
        return words
    }
}
