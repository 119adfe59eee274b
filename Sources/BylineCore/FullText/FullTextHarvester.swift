import BylineText
import Foundation

/// The background half of reader mode (`full-text yes`): after a refresh, fetches the web
/// pages of the newest teaser-only articles of the given sources, extracts their stories
/// and stores them, so they read in full offline.
///
/// Bounded everywhere: at most ``FullTextPolicy/perSource`` pages per source per run, at
/// most ``FullTextPolicy/perHost`` requests at once to one host, their starts staggered per
/// host; every page goes through the service's transport (its size cap, timeout, per-host
/// and total limits). A page that fails, or is not an article, is remembered in the cache
/// (``ArticleStore/recordFullTextSkip(articleID:reason:retryAfter:now:)``) and not fetched
/// at the next run; nothing a failure does touches a stored page.
public struct FullTextHarvester: Sendable {
    /// Fetches through this service's transport.
    public let service: APIService
    /// How many, how fast.
    public var policy: FullTextPolicy
    /// The clock (injected by tests).
    public var now: @Sendable () -> Date

    /// A harvester over `service` with `policy`.
    public init(service: APIService, policy: FullTextPolicy = FullTextPolicy(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.service = service
        self.policy = policy
        self.now = now
    }

    /// Fetches and stores the pages `sources` still want; `progress` is called after each
    /// page, in completion order. A cancelled run stops starting pages and records nothing
    /// for the one it stopped.
    public func run(
        _ sources: [Source], store: ArticleStore,
        progress: @escaping @Sendable (FullTextHarvestProgress) -> Void = { _ in }
    ) async -> FullTextHarvestSummary {
        var summary = FullTextHarvestSummary()
        var work: [FullTextCandidate] = []
        for source in sources {
            do {
                let (wanted, notNeeded) = try pick(from: store, source: source)
                work += wanted
                summary.notNeeded += notNeeded
            } catch {
                summary.failures.append(error.message)
            }
        }
        var queue = HarvestQueue(work)
        let stagger = HostStagger(gap: policy.hostStagger)
        var done = 0
        await withTaskGroup(of: (host: String, outcome: FullTextHarvestProgress.Outcome?).self) { group in
            // One task per page; a host gets its next page only when one of its own ends.
            func start(_ host: String) {
                guard !Task.isCancelled, let candidate = queue.next(for: host) else { return }
                group.addTask { (host, await fetch(candidate, store: store, stagger: stagger)) }
            }
            for host in queue.hosts {
                for _ in 0..<policy.perHost { start(host) }
            }
            for await (host, outcome) in group {
                guard let outcome else { continue }
                done += 1
                switch outcome {
                case .stored: summary.fetched += 1
                case .failed(_, let reason): summary.failures.append(reason)
                }
                progress(FullTextHarvestProgress(done: done, total: work.count, latest: outcome))
                start(host)
            }
        }
        return summary
    }

    /// The source's newest articles that want a page (at most `perSource`), and how many
    /// were found not to (no web address, or the feed has the whole story), which are
    /// remembered so the next run looks further back.
    private func pick(from store: ArticleStore, source: Source) throws(StoreError) -> ([FullTextCandidate], Int) {
        var wanted: [FullTextCandidate] = []
        var notNeeded = 0
        for candidate in try store.fullTextCandidates(sourceKey: source.key, limit: policy.perSource * 3, now: now()) {
            guard wanted.count < policy.perSource else { break }
            let reason: String?
            if let url = candidate.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil {
                reason = FullTextPolicy.isTeaser(candidate.feedText) ? nil : ReaderModeText.feedHasWholeArticle.text
            } else {
                reason = ReaderModeText.noWebPage.text
            }
            if let reason {
                try store.recordFullTextSkip(articleID: candidate.articleID, reason: reason, retryAfter: nil, now: now())
                notNeeded += 1
            } else {
                wanted.append(candidate)
            }
        }
        return (wanted, notNeeded)
    }

    /// One page: fetched, extracted and stored, or its failure remembered; nil when the
    /// run was cancelled meanwhile (then nothing is recorded).
    private func fetch(_ candidate: FullTextCandidate, store: ArticleStore, stagger: HostStagger) async -> FullTextHarvestProgress.Outcome? {
        guard let url = candidate.url else { return nil }
        await stagger.wait(for: url)
        guard !Task.isCancelled else { return nil }
        let failure: PageFetcher.Failure
        do {
            let page = try await PageFetcher(service: service).fetch(url)
            guard !Task.isCancelled else { return nil }
            do throws(StoreError) {
                try store.saveFullText(page, forArticle: candidate.articleID, pageURL: url, now: now())
                return .stored(articleID: candidate.articleID, page: page)
            } catch {
                return .failed(articleID: candidate.articleID, reason: ReaderModeText.notStored(error.message))
            }
        } catch {
            if case .network(.transport(.cancelled)) = error { return nil }
            guard !Task.isCancelled else { return nil }
            failure = error
        }
        let reason = TextSanitizer.singleLine(failure.message)
        do throws(StoreError) {
            let attempts = (try store.fullTextSkip(forArticle: candidate.articleID)?.attempts ?? 0) + 1
            let retry = FullTextPolicy.retryAfter(failure, attempts: attempts, now: now())
            try store.recordFullTextSkip(articleID: candidate.articleID, reason: reason, retryAfter: retry, now: now())
        } catch {
            return .failed(articleID: candidate.articleID, reason: ReaderModeText.alsoFailed(reason, error.message))
        }
        return .failed(articleID: candidate.articleID, reason: reason)
    }
}

/// The pages of one run, by host.
private struct HarvestQueue {
    private var pages: [String: ArraySlice<FullTextCandidate>]
    /// The hosts, in the order their first page came.
    let hosts: [String]

    init(_ work: [FullTextCandidate]) {
        var byHost: [String: [FullTextCandidate]] = [:]
        var hosts: [String] = []
        for candidate in work {
            let host = candidate.url?.host?.lowercased() ?? ""
            if byHost[host] == nil { hosts.append(host) }
            byHost[host, default: []].append(candidate)
        }
        self.hosts = hosts
        pages = byHost.mapValues { ArraySlice($0) }
    }

    mutating func next(for host: String) -> FullTextCandidate? {
        pages[host]?.popFirst()
    }
}
