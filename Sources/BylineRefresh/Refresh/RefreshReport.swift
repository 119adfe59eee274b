import BylineCore
import BylineText
import Foundation

/// What one ``RefreshSession`` did, and its words: the browser's status bar and the last
/// line of `byline refresh` both read them from here.
public struct RefreshReport: Sendable {
    /// One result per source asked for, in completion order.
    public var sources: [SourceRefreshResult] = []
    /// One result per sync account (empty when the session did not sync, or has no account).
    public var accounts: [AccountSyncResult] = []
    /// Why `notify-program` failed, or nil.
    public var notifyFailure: String?
    /// How many enclosures `download-new` queued.
    public var queuedDownloads = 0
    /// Why `download-new` could not queue (a busy or damaged cache), or nil.
    public var downloadNewFailure: String?
    /// The full-text run's line ("Full text: 5 pages stored"), empty when it did nothing.
    public var fullText = ""

    /// An empty report.
    public init() {}

    /// New articles stored.
    public var newArticles: Int {
        sources.reduce(0) { total, result in
            if case .updated(let new, _) = result.outcome { return total + new }
            return total
        }
    }

    /// Sources and accounts that failed (a server's wait counts: `byline refresh` exits 1).
    public var failureCount: Int {
        sources.filter(\.isFailure).count + accounts.filter(\.isFailure).count
    }

    /// "queued 2 new episodes (download-new); …", or nil when it queued none.
    public var queuedLine: String? {
        guard queuedDownloads > 0 else { return nil }
        return (queuedDownloads == 1 ? AutoDownloadText.queued1 : AutoDownloadText.queuedN)(queuedDownloads)
    }

    /// The browser's status bar: "Refreshed 300 sources: 120 new, 2 failed; 2 sources asked
    /// to wait until 16:10; synced 1 of 1 account".
    public func statusSummary(now: Date = Date()) -> String {
        var summary = Self.summary(sources, now: now)
        if !accounts.isEmpty {
            let synced = accounts.count - accounts.filter(\.isFailure).count
            summary += accounts.count == 1 ? RefreshText.syncedOne(synced) : RefreshText.syncedMany(synced, accounts.count)
        }
        return summary
    }

    /// The failures the browser keeps naming (in the sources view and `?`): the sources'
    /// standing failures, then the accounts'.
    public var standingFailures: [String] {
        sources.filter(Self.isStandingFailure).map(Self.failureLine) + accounts.filter(\.isFailure).map(\.message)
    }

    /// The last line of `byline refresh`: "refreshed 3 sources: 5 new articles, 1 failed".
    public var commandLine: String {
        let sourceWords = (sources.count == 1 ? RefreshText.cliSource1 : RefreshText.cliSourceN)(sources.count)
        let articles = (newArticles == 1 ? RefreshText.cliNew1 : RefreshText.cliNewN)(newArticles)
        let failed = failureCount
        return RefreshText.cliRefreshed(sourceWords, articles) + (failed > 0 ? RefreshText.summaryFailed(failed) : "")
    }

    /// "Refreshed 300 sources: 120 new, 2 failed; 2 sources asked to wait until 16:10".
    public static func summary(_ results: [SourceRefreshResult], now: Date = Date()) -> String {
        let new = results.reduce(0) { total, result in
            if case .updated(let count, _) = result.outcome { return total + count }
            return total
        }
        let failed = results.filter(isStandingFailure).count
        return (results.count == 1 ? RefreshText.summary1 : RefreshText.summaryN)(results.count, new)
            + (failed > 0 ? RefreshText.summaryFailed(failed) : "") + RefreshWaitSummary(results).words(now: now)
    }

    /// Whether `result` is a failure the status bar keeps naming: one that failed, or is
    /// backing off after failing. A server's wait is said in the summary instead: the
    /// source is not broken, its server asked for time.
    public static func isStandingFailure(_ result: SourceRefreshResult) -> Bool {
        if case .notAsked(.serverAsked) = result.outcome { return false }
        return result.isFailure
    }

    /// "NewsAPI: 401 Unauthorized: your API key is invalid", or "Feed: skipped until 10:04:00:
    /// failed 2 times in a row (…)" — always named, whichever way it failed.
    public static func failureLine(_ result: SourceRefreshResult) -> String {
        guard case .failed(let message) = result.outcome else { return "\(result.name): \(result.summary)" }
        return "\(result.name): \(message)"
    }
}
