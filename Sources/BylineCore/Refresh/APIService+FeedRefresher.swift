import Foundation

extension APIService {
    /// Refreshes `sources` into `store` with a ``FeedRefresher`` over this service; the entry
    /// point the browser and `byline refresh` call; `urlsFile` is rewritten when a feed moved for good (see ``FeedRefresher/refresh(_:into:progress:)``).
    ///
    /// Afterwards the policy's expiry runs (see ``ArticleStore/expire(_:after:since:now:)``)
    /// and the pages it freed are given back to the file system, a few at a time.
    public func refresh(
        _ sources: [Source], into store: ArticleStore, policy: RefreshPolicy = RefreshPolicy(),
        inBackground: Bool = false, urlsFile: String? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async -> [SourceRefreshResult] {
        let start = now()
        let results = await FeedRefresher(service: self, policy: policy, inBackground: inBackground, urlsFile: urlsFile, now: now)
            .refresh(sources, into: store, progress: progress)
        RefreshSession.expire(after: results, in: store, policy: policy, since: start, now: now())
        return results
    }
}
