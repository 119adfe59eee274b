import BylineCore
import BylineText
import Foundation

/// `download-new` after a refresh: the ``RefreshSession`` step that queues the enclosures of
/// the new articles of the sources that ask for it, at most `download-new-max` of each
/// source's newest, each once.
///
/// It only queues, as newsboat does (podboat downloads, and `podboat -a` is a separate
/// choice): a refresh stays as quick and bounded as it was, and `byline downloads start`
/// (or the browser's downloads view) fetches the queue.
public struct DownloadNewStep: Sendable {
    /// The sources with `download-new yes`, by key, with their `download-new-max`.
    public var limits: [String: Int]
    /// Names the queued files (`download-path`, `download-filename-format`).
    public var namer: DownloadFileName

    /// A step over the sources in `limits`, naming files with `namer`.
    public init(limits: [String: Int], namer: DownloadFileName) {
        self.limits = limits
        self.namer = namer
    }

    /// Queues the episodes `results` brought (the articles stored above `previousHighestID`);
    /// how many jobs it added. An enclosure the queue already knows, in whatever state
    /// (finished, removed by the user, failed), is never queued again by this step: the
    /// user decided about it. The newest `limit` count toward the cap either way.
    public func run(after results: [SourceRefreshResult], previousHighestID: Int64, store: ArticleStore) throws(StoreError) -> Int {
        var queued = 0
        for result in results {
            guard case .updated(let new, _) = result.outcome, new > 0, let limit = limits[result.source.key] else { continue }
            var taken = 0
            for id in try store.idsOfArticlesWithEnclosures(after: previousHighestID, sourceKey: result.source.key) {
                guard taken < limit else { break }
                guard let article = try store.article(id: id), let request = DownloadRequest(article: article) else { continue }
                taken += 1
                guard try store.download(url: request.url) == nil else { continue }
                if try request.enqueue(in: store, namer: namer).changed { queued += 1 }
            }
        }
        return queued
    }
}
