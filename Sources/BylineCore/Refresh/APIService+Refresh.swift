import Foundation

extension APIService {
    /// Refreshes every source at once (at most `policy.maxConcurrentSources` in flight; the
    /// transport also limits connections per host) and stores what arrives.
    ///
    /// Each source is fetched conditionally with its stored validators, parsed and stored
    /// in its own transaction, so a failing, slow or hostile source never stops or delays
    /// the others beyond its own timeout, and everything that succeeded is kept.
    /// `progress` is called once per finished source, in completion order.
    public func refresh(
        _ sources: [Source], into store: ArticleStore, policy: RefreshPolicy = RefreshPolicy(),
        now: @escaping @Sendable () -> Date = { Date() },
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async -> [SourceRefreshResult] {
        var results: [SourceRefreshResult?] = Array(repeating: nil, count: sources.count)
        var done = 0
        await withTaskGroup(of: (Int, SourceRefreshResult).self) { group in
            var next = 0
            func startNext() {
                guard next < sources.count else { return }
                let index = next
                let source = sources[index]
                next += 1
                group.addTask { (index, await refreshOne(source, into: store, policy: policy, now: now)) }
            }
            for _ in 0..<min(policy.maxConcurrentSources, sources.count) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                done += 1
                progress(RefreshProgress(done: done, total: sources.count, latest: result))
                startNext()
            }
        }
        return results.compactMap { $0 }
    }

    /// Refreshes one source: honour its back-off, fetch, store, and record the outcome.
    func refreshOne(_ source: Source, into store: ArticleStore, policy: RefreshPolicy,
                    now: @Sendable () -> Date) async -> SourceRefreshResult {
        let state: FeedState?
        do {
            state = try store.feedState(for: source.key)
        } catch {
            return SourceRefreshResult(source: source, outcome: .failed(error.message))
        }
        if !policy.ignoresBackoff, let state, let until = state.retryAfter, until > now() {
            let reason = state.consecutiveFailures > 0
                ? "failed \(state.consecutiveFailures) time\(state.consecutiveFailures == 1 ? "" : "s") in a row"
                    + (state.lastError.map { " (\($0))" } ?? "")
                : "the server asked to wait"
            return SourceRefreshResult(source: source, outcome: .skipped(until: until, reason: reason))
        }
        let validators = Validators(etag: state?.etag, lastModified: state?.lastModified)
        do {
            switch try await loadArticles(from: source, validators: validators) {
            case .notModified:
                try store.recordNotModified(key: source.key, now: now())
                return SourceRefreshResult(source: source, outcome: .notModified)
            case .articles(let articles, let feedTitle, let newValidators):
                let stored = try store.store(articles, for: source, now: now())
                try store.recordSuccess(key: source.key, etag: newValidators.etag, lastModified: newValidators.lastModified,
                                        title: source.title ?? feedTitle, now: now())
                return SourceRefreshResult(source: source, outcome: .updated(new: stored.inserted, received: articles.count))
            }
        } catch let error as SourceError {
            return recordFailure(source, message: error.message, retryAfter: error.retryAfter,
                                 previous: state, store: store, policy: policy, now: now())
        } catch let error as StoreError {
            return SourceRefreshResult(source: source, outcome: .failed(error.message))
        } catch {
            return SourceRefreshResult(source: source, outcome: .failed(error.localizedDescription))
        }
    }

    private func recordFailure(_ source: Source, message: String, retryAfter: TimeInterval?, previous: FeedState?,
                               store: ArticleStore, policy: RefreshPolicy, now: Date) -> SourceRefreshResult {
        let failures = (previous?.consecutiveFailures ?? 0) + 1
        let until = policy.nextAttempt(afterFailures: failures, retryAfter: retryAfter, now: now)
        do {
            try store.recordFailure(key: source.key, message: message, retryAfter: until, now: now)
        } catch {
            return SourceRefreshResult(source: source, outcome: .failed("\(message); also \(error.message)"))
        }
        return SourceRefreshResult(source: source, outcome: .failed(message))
    }
}
