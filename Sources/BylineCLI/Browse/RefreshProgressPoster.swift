import BylineCore
import BylineRefresh
import BylineText
import BylineUI
import Foundation

/// Shows a ``RefreshSession`` the browser started: each of its events becomes the action
/// `update` knows (progress, the refresh's end, a failed notice, the full-text run's
/// progress and pages), posted to the run loop's inbox.
struct RefreshProgressPoster: Sendable {
    /// Where the actions go.
    let inbox: ActionInbox
    /// The refresh (and its full-text run) the actions belong to.
    let generation: Int

    /// Runs `session`, posting as it goes.
    func run(_ session: RefreshSession) -> @Sendable () async -> Void {
        { _ = await session.run(progress: post) }
    }

    /// The action(s) for one event.
    @Sendable func post(_ event: RefreshSession.Event) {
        switch event {
        case .sourceDone(let progress):
            let result = progress.latest
            let message = result.isFailure ? RefreshReport.failureLine(result) : nil
            inbox.post(.refreshProgress(generation: generation, done: progress.done, total: progress.total, message: message))
            if case .updated(let new, _) = result.outcome, new > 0 { inbox.post(.storeChanged) }
        case .refreshed(let report):
            if !report.accounts.isEmpty { inbox.post(.storeChanged) }
            inbox.post(.refreshFinished(generation: generation, summary: report.statusSummary(), failures: report.standingFailures))
            // After the refresh's own words, so the failure is what the status bar keeps.
            if let failure = report.notifyFailure { inbox.post(.error(failure)) }
        case .stepStarted(.fullText):
            inbox.post(.fullTextHarvestProgress(generation: generation, done: 0, total: 0))
        case .fullTextPage(let progress):
            inbox.post(.fullTextHarvestProgress(generation: generation, done: progress.done, total: progress.total))
            if case .stored(let id, let page) = progress.latest { inbox.post(.fullTextHarvested(id: id, page: page)) }
        case .fullTextDone(let line):
            inbox.post(.fullTextHarvestFinished(generation: generation, summary: line))
        case .stepStarted, .accountDone, .notifyFailed:
            break
        }
    }
}
