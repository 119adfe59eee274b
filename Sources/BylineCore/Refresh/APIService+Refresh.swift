import Foundation

extension APIService {
    /// Refreshes every source at once (at most `policy.maxConcurrentSources` in flight; the
    /// transport also limits connections per host) and stores what arrives.
    ///
    /// Each source is fetched conditionally with its stored validators, parsed and stored
    /// in its own transaction, so a failing, slow or hostile source never stops or delays
    /// the others beyond its own timeout, and everything that succeeded is kept.
    /// `progress` is called once per finished source, in completion order.
    ///
    /// Parsing runs on one thread fewer than the machine has cores, and storing on one
    /// more, so the writer always has a core. A refresh `inBackground` (behind the browser)
    /// runs those threads at a lower priority, so keys are answered at once while it works.
    public func refresh(
        _ sources: [Source], into store: ArticleStore, policy: RefreshPolicy = RefreshPolicy(),
        inBackground: Bool = false,
        now: @escaping @Sendable () -> Date = { Date() },
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async -> [SourceRefreshResult] {
        let niceness = inBackground ? WorkerThreads.backgroundNiceness : 0
        let writer = RefreshWriter(store: store, niceness: niceness)
        let parsers = WorkerThreads(count: ProcessInfo.processInfo.activeProcessorCount - 1, name: "byline-parse",
                                    niceness: niceness)
        defer { parsers.stop() }
        var results: [SourceRefreshResult?] = Array(repeating: nil, count: sources.count)
        var done = 0
        await withTaskGroup(of: (Int, SourceRefreshResult).self) { group in
            var next = 0
            func startNext() {
                guard next < sources.count else { return }
                let index = next
                let source = sources[index]
                next += 1
                group.addTask { (index, await refreshOne(source, into: writer, parsers: parsers, policy: policy, now: now)) }
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
    func refreshOne(_ source: Source, into writer: RefreshWriter, parsers: WorkerThreads, policy: RefreshPolicy,
                    now: @Sendable () -> Date) async -> SourceRefreshResult {
        let state: FeedState?
        do {
            state = try await writer.feedState(for: source.key)
        } catch {
            return SourceRefreshResult(source: source, outcome: .failed(error.message))
        }
        // A feed with no title in the urls file is named by its own title once it is known.
        let name = source.title ?? state?.title ?? source.displayName
        if !policy.ignoresBackoff, let state, let until = state.retryAfter, until > now() {
            let reason: String
            if let lastError = state.lastError, lastError.hasPrefix("429") {
                reason = "the server asked to wait (\(lastError))"
            } else if state.consecutiveFailures > 0 {
                reason = "failed \(state.consecutiveFailures) time\(state.consecutiveFailures == 1 ? "" : "s") in a row"
                    + (state.lastError.map { " (\($0))" } ?? "")
            } else {
                reason = "the server asked to wait"
            }
            return SourceRefreshResult(source: source, name: name, outcome: .skipped(until: until, reason: reason))
        }
        let validators = Validators(etag: state?.etag, lastModified: state?.lastModified)
        do {
            let download = try await self.download(source, validators: validators)
            // Parsing, conversion and search-text preparation are the CPU-bound part: they
            // run on the parser threads, so the writer keeps a core of its own.
            let parsed = try await parsers.run { () throws(SourceError) -> ParsedDownload in
                switch try download.outcome() {
                case .notModified:
                    return .notModified
                case .articles(let articles, let feedTitle, let newValidators, let note):
                    return .articles(PreparedArticles(articles), feedTitle: feedTitle, validators: newValidators, note: note)
                }
            }
            switch parsed {
            case .notModified:
                try await writer.recordNotModified(key: source.key, now: now())
                return SourceRefreshResult(source: source, name: name, outcome: .notModified)
            case .articles(let prepared, let feedTitle, let newValidators, let note):
                let item = RefreshedSource(prepared: prepared, source: source, feedTitle: feedTitle,
                                           etag: newValidators.etag, lastModified: newValidators.lastModified, note: note)
                let stored = try await writer.storeSuccess(item, now: now())
                return SourceRefreshResult(source: source, name: name, outcome: .updated(new: stored.inserted, received: prepared.articles.count),
                                           note: note)
            }
        } catch let error as SourceError {
            return await recordFailure(source, name: name, message: error.message, retryAfter: error.retryAfter,
                                       rateLimited: error.isRateLimited,
                                       previous: state, writer: writer, policy: policy, now: now())
        } catch let error as StoreError {
            return SourceRefreshResult(source: source, name: name, outcome: .failed(error.message))
        } catch {
            return SourceRefreshResult(source: source, name: name, outcome: .failed(error.localizedDescription))
        }
    }

    private func recordFailure(_ source: Source, name: String, message: String, retryAfter: TimeInterval?, rateLimited: Bool,
                               previous: FeedState?,
                               writer: RefreshWriter, policy: RefreshPolicy, now: Date) async -> SourceRefreshResult {
        let failures = (previous?.consecutiveFailures ?? 0) + 1
        let until = policy.nextAttempt(afterFailures: failures, retryAfter: retryAfter, rateLimited: rateLimited, now: now)
        do {
            try await writer.recordFailure(key: source.key, message: message, retryAfter: until, now: now)
        } catch {
            return SourceRefreshResult(source: source, name: name, outcome: .failed("\(message); also \(error.message)"))
        }
        return SourceRefreshResult(source: source, name: name, outcome: .failed(message))
    }
}

/// A download after the CPU-bound work: the articles ready for the writer.
private enum ParsedDownload: Sendable {
    case notModified
    case articles(PreparedArticles, feedTitle: String?, validators: Validators, note: String?)
}
