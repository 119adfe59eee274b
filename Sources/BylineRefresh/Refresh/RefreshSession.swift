import BylineCore
import BylineText
import Foundation

/// One whole refresh, start to end, in one fixed order: fetch the sources and store what
/// they brought, expire what the policy lets go, run `notify-program`, queue the new
/// episodes of `download-new` sources, sync the accounts,
/// then fetch the pages of new teaser-only articles (each step waits for the one before). `byline refresh` and the browser (`r`,
/// `R`, the launch and timed reloads) both start one and only show its ``Event``s; what it
/// did comes back as one ``RefreshReport``.
public struct RefreshSession: Sendable {
    /// The steps, in the order a session takes them.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// Ask the sources (``FetchDecision`` says which) and store their articles.
        case fetch
        /// Drop the articles `max-items` and `keep-articles-days` let go.
        case expiry
        /// Run `notify-program` about the new articles.
        case notify
        /// Queue the enclosures of new articles (`download-new`).
        case downloadNew
        /// Sync every account.
        case sync
        /// Fetch the pages of new teaser-only articles (`full-text yes`).
        case fullText
    }

    /// What a session says while it runs, in order.
    public enum Event: Sendable {
        /// A step begins.
        case stepStarted(Step)
        /// A source finished.
        case sourceDone(RefreshProgress)
        /// An account finished.
        case accountDone(AccountSyncResult)
        /// The sources, the notice and the accounts are done (the browser's refresh ends
        /// here; the pages follow).
        case refreshed(RefreshReport)
        /// `notify-program` failed, in words.
        case notifyFailed(String)
        /// A page of the full-text step finished.
        case fullTextPage(FullTextHarvestProgress)
        /// The full-text step ended: its line, empty when it did nothing.
        case fullTextDone(String)
    }

    /// Fetches the sources.
    public var fetcher: SourceFetcher
    /// The cache the session writes.
    public var store: ArticleStore
    /// The sources to ask.
    public var sources: [Source]
    /// Why it runs (which decides what holds a source back) and the expiry.
    public var policy: RefreshPolicy
    /// Whether the browser runs it (parsers at background priority).
    public var inBackground = false
    /// The urls file, rewritten when a feed moved for good; nil leaves it alone.
    public var urlsFile: String?
    /// `notify-program`, when configured.
    public var notify: NotifyStep?
    /// The `download-new` sources, when some source has it.
    public var downloadNew: DownloadNewStep?
    /// The accounts, when this session syncs.
    public var sync: SyncStep?
    /// The full-text pages, when some source wants them.
    public var fullText: FullTextStep?
    /// The clock (injected by tests).
    public var now: @Sendable () -> Date

    /// A session that fetches `sources` into `store` with `policy` and takes no other step
    /// (add them with ``notify``, ``sync`` and ``fullText``); `now` is its clock.
    public init(
        fetcher: SourceFetcher, store: ArticleStore, sources: [Source], policy: RefreshPolicy = RefreshPolicy(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.fetcher = fetcher
        self.store = store
        self.sources = sources
        self.policy = policy
        self.now = now
    }

    /// The steps this session takes, in order.
    public var steps: [Step] {
        Step.allCases.filter { step in
            switch step {
            case .fetch, .expiry: true
            case .notify: notify != nil
            case .downloadNew: downloadNew != nil
            case .sync: sync != nil
            case .fullText: fullText != nil
            }
        }
    }

    /// Runs every step in order, telling `progress` as it goes.
    public func run(progress: @escaping @Sendable (Event) -> Void = { _ in }) async -> RefreshReport {
        var report = RefreshReport()
        progress(.stepStarted(.fetch))
        let start = now()
        let highestBefore = (try? store.highestArticleID()) ?? 0
        report.sources = await FeedRefresher(fetcher: fetcher, policy: policy, inBackground: inBackground, urlsFile: urlsFile, now: now)
            .refresh(sources, into: store) { progress(.sourceDone($0)) }
        progress(.stepStarted(.expiry))
        Self.expire(after: report.sources, in: store, policy: policy, since: start, now: now())
        // Before the sync, so the notice names only what the sources brought.
        if let notify {
            progress(.stepStarted(.notify))
            if let failure = await notify.run(after: report.sources, previousHighestID: highestBefore, store: store) {
                report.notifyFailure = failure
                progress(.notifyFailed(failure))
            }
        }
        if let downloadNew {
            progress(.stepStarted(.downloadNew))
            do throws(StoreError) {
                report.queuedDownloads = try downloadNew.run(after: report.sources, previousHighestID: highestBefore, store: store)
            } catch {
                report.downloadNewFailure = AutoDownloadText.failed(error.message)
            }
        }
        if let sync {
            progress(.stepStarted(.sync))
            report.accounts = await SyncRunner.syncAll(
                configDirectory: sync.accountsFolder, store: store, transport: sync.transport,
                limits: sync.limits, urlsFile: urlsFile
            ) { progress(.accountDone($0)) }
        }
        progress(.refreshed(report))
        if let fullText, !Task.isCancelled {
            report.fullText = await harvest(fullText, progress: progress)
        }
        return report
    }

    /// The full-text step, in its turn; its line.
    private func harvest(_ step: FullTextStep, progress: @escaping @Sendable (Event) -> Void) async -> String {
        let store = self.store
        let work: @Sendable () async -> String = {
            progress(.stepStarted(.fullText))
            let line: String
            do throws(StoreError) {
                let pages = try step.cachePath.map { path throws(StoreError) in try ArticleStore.open(at: path) } ?? store
                let summary = await step.harvester.run(step.sources, store: pages) { progress(.fullTextPage($0)) }
                line = summary.isEmpty ? "" : summary.line
            } catch {
                line = ReaderModeText.cacheNotOpened(error.message)
            }
            progress(.fullTextDone(line))
            return line
        }
        guard let turns = step.turns else { return await work() }
        return await turns.take(work)
    }

    /// The expiry step: the policy's expiry (see ``ArticleStore/expire(_:after:since:now:)``),
    /// then the pages it freed given back to the file system, a few at a time. Upkeep: a
    /// failure here (a busy or damaged cache) shows at the next use.
    static func expire(
        after results: [SourceRefreshResult], in store: ArticleStore, policy: RefreshPolicy,
        since start: Date, now: Date
    ) {
        if let expired = try? store.expire(policy.expiry, after: results, since: start, now: now), expired.removed > 0 {
            _ = try? store.reclaimFreePages()
        }
    }
}
