import Foundation

extension APIService {
    /// Refreshes `sources` into `store` with a ``FeedRefresher`` over this service; the entry
    /// point the browser and `byline refresh` call; `urlsFile` is rewritten when a feed moved for good (see ``FeedRefresher/refresh(_:into:progress:)``).
    public func refresh(
        _ sources: [Source], into store: ArticleStore, policy: RefreshPolicy = RefreshPolicy(),
        inBackground: Bool = false, urlsFile: String? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async -> [SourceRefreshResult] {
        await FeedRefresher(service: self, policy: policy, inBackground: inBackground, urlsFile: urlsFile, now: now)
            .refresh(sources, into: store, progress: progress)
    }
}
