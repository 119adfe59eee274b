import BylineCore
import Foundation

/// Expiry after a refresh, from the refresh's own results: the store knows only what
/// expiry reads of them (``ExpiryPolicy/Fetch``).
extension ArticleStore {
    /// Applies `policy` after a refresh whose `results` name the sources it fetched (see
    /// ``ArticleStore/expire(_:fetched:since:now:)`` for what is removed and remembered).
    @discardableResult
    public func expire(
        _ policy: ExpiryPolicy, after results: [SourceRefreshResult], since start: Date,
        now: Date = Date()
    ) throws(StoreError) -> ExpiryResult {
        try expire(policy, fetched: results.map(\.expiryFetch), since: start, now: now)
    }
}

extension SourceRefreshResult {
    /// What expiry reads of this result.
    var expiryFetch: ExpiryPolicy.Fetch {
        switch outcome {
        case .updated: ExpiryPolicy.Fetch(source: source, answer: .whole)
        case .notModified: ExpiryPolicy.Fetch(source: source, answer: .notModified)
        case .notAsked, .failed, .cancelled: ExpiryPolicy.Fetch(source: source, answer: .none)
        }
    }
}
