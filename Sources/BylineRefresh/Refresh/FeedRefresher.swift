import BylineCore
import BylineText
import Foundation

/// Refreshes many sources into the cache at once: bounded concurrency, conditional GET,
/// back-off after failures, and one result per source, so one failing source never stops
/// the others. ``SourceFetcher`` fetches one source; this decides when and how many.
public struct FeedRefresher: Sendable {
    /// Fetches each source.
    public let fetcher: SourceFetcher
    /// How many at once, and when a failing source may be asked again.
    public var policy: RefreshPolicy
    /// Whether the refresh runs behind an interactive interface (its threads at a lower priority).
    public var inBackground: Bool
    /// How many sources a refresh holds between download and writer at first (the
    /// transport's connections per host). Huge feeds are bounded by the window's byte budget
    /// instead (see ``RefreshWindow``): a start at 3 peaked no lower (bench/RESULTS.md §18).
    static let initialWindow = 6
    /// How many threads parse, on a machine with `cores` cores: one per core, at least two and
    /// at most four. Parsing is most of a refresh's CPU (libxml2, conversion, search text,
    /// packing bodies) and the writer about half as much, so on two cores two parsers keep
    /// both busy; each parser holds one feed's tree, so more than four would cost memory for
    /// little gain while one writer stores everything.
    static func parserCount(cores: Int) -> Int {
        min(4, max(2, cores))
    }
    /// The clock (injected by tests).
    public var now: @Sendable () -> Date
    /// The urls file to update when a feed moved for good (301/308); nil only notes it.
    public var urlsFile: String?

    /// A refresher over `fetcher` with `policy`.
    public init(
        fetcher: SourceFetcher, policy: RefreshPolicy = RefreshPolicy(), inBackground: Bool = false,
        urlsFile: String? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.urlsFile = urlsFile
        self.fetcher = fetcher
        self.policy = policy
        self.inBackground = inBackground
        self.now = now
    }

    /// Refreshes every source at once (at most `policy.maxConcurrentSources` in flight; the
    /// transport also limits connections per host) and stores what arrives.
    ///
    /// Each source is fetched conditionally with its stored validators, parsed and stored
    /// in its own transaction, so a failing, slow or hostile source never stops or delays
    /// the others beyond its own timeout, and everything that succeeded is kept.
    /// `progress` is called once per finished source, in completion order. Query feeds are
    /// left out (never fetched); articles the policy's killfile rules match are not stored.
    ///
    /// Parsing runs on ``parserCount(cores:)`` threads and storing on one more. A refresh
    /// `inBackground` (behind the browser) runs those threads at a lower priority, so keys
    /// are answered at once while it works.
    public func refresh(
        _ sources: [Source], into store: ArticleStore,
        progress: @escaping @Sendable (RefreshProgress) -> Void = { _ in }
    ) async -> [SourceRefreshResult] {
        let niceness = inBackground ? WorkerThreads.backgroundNiceness : 0
        // Query feeds are never fetched: their articles are the cache's own.
        let sources = sources.filter { !$0.isQuery }
        let writer = RefreshWriter(store: store, niceness: niceness, ignoreRules: policy.ignoreRules)
        let parserCount = Self.parserCount(cores: ProcessInfo.processInfo.activeProcessorCount)
        let parsers = WorkerThreads(count: parserCount, name: "byline-parse", niceness: niceness)
        defer { parsers.stop() }
        // Downloads wait for a place in the window, so only a few feeds are held at once. It
        // starts at the connections one host gets (so a refresh of one slow host is not held
        // back) and grows while the network is the slow part.
        let window = RefreshWindow(initial: max(parserCount + 1, Self.initialWindow), maximum: policy.maxConcurrentSources)
        let gate = RefreshGate(
            window: window, spoolFolder: (store.path as NSString).deletingLastPathComponent,
            hostTimeouts: HostTimeouts(full: fetcher.service.transport.configuration.timeout))
        var results: [SourceRefreshResult?] = Array(repeating: nil, count: sources.count)
        var done = 0
        let stagger = HostStagger(gap: policy.hostStagger)
        await withTaskGroup(of: (Int, SourceRefreshResult).self) { group in
            var next = 0
            func startNext() {
                guard next < sources.count else { return }
                let index = next
                let source = sources[index]
                next += 1
                group.addTask {
                    (index, await refreshOne(source, into: writer, parsers: parsers, gate: gate, stagger: stagger))
                }
            }
            for _ in 0..<min(policy.maxConcurrentSources, sources.count) { startNext() }
            while let (index, finished) = await group.next() {
                let result = await relocateIfMoved(finished, writer: writer)
                results[index] = result
                done += 1
                progress(RefreshProgress(done: done, total: sources.count, latest: result))
                startNext()
            }
        }
        return results.compactMap { $0 }
    }

    /// Refreshes one source: ask it or not (``FetchDecision``), fetch, store, and record the outcome.
    func refreshOne(
        _ source: Source, into writer: RefreshWriter, parsers: WorkerThreads, gate: RefreshGate,
        stagger: HostStagger
    ) async -> SourceRefreshResult {
        let state: FeedState?
        do {
            state = try await writer.feedState(for: source.key)
        } catch {
            return SourceRefreshResult(source: source, outcome: .failed(error.message))
        }
        // A feed with no title in the urls file is named by its own title once it is known.
        let name = source.title ?? state?.title ?? source.displayName
        if case .wait(let wait) = FetchDecision(state?.schedule, intent: policy.intent, now: now(), every: policy.reloadInterval(of: source)) {
            return SourceRefreshResult(source: source, name: name, outcome: .notAsked(wait))
        }
        let validators = Validators(etag: state?.etag, lastModified: state?.lastModified)
        if case .feed(let url) = source.kind { await stagger.wait(for: url) }
        let slot = await gate.enter()
        defer { slot.leave() }
        do {
            let (response, parsed) = try await fetchAndParse(source, validators: validators, slot: slot, gate: gate, parsers: parsers)
            let movedTo = Self.permanentMove(of: source, in: response)
            let fetchedAt = now()
            func freshUntil(feedInterval: TimeInterval?) -> Date? {
                response.flatMap { FetchFloor.interval(for: $0, feedInterval: feedInterval, now: fetchedAt) }
                    .map { Date(timeIntervalSince1970: fetchedAt.addingTimeInterval($0).timeIntervalSince1970.rounded(.up)) }
            }
            // Most feeds set no floor and were never gone: then there is nothing to write, and
            // the writer (which sets a refresh's pace) gets no extra trip.
            func needsFreshness(_ until: Date?) -> Bool {
                until != nil || state?.freshUntil != nil || state?.goneSince != nil
            }
            func recordFreshness(_ until: Date?) async throws(StoreError) {
                guard needsFreshness(until) else { return }
                try await writer.recordFreshness(key: source.key, until: until)
            }
            switch parsed {
            case .notModified:
                try await writer.recordNotModified(key: source.key, now: now())
                try await recordFreshness(freshUntil(feedInterval: nil))
                return SourceRefreshResult(source: source, name: name, outcome: .notModified, movedTo: movedTo)
            case .articles(let prepared, let feedTitle, let newValidators, let interval, let note):
                var item = RefreshedSource(
                    prepared: prepared, source: source, feedTitle: feedTitle,
                    etag: newValidators.etag, lastModified: newValidators.lastModified, note: note)
                // The floor is written in the articles' transaction: a second trip to the writer
                // kept each stored feed's articles alive until the writer came round again.
                let until = freshUntil(feedInterval: interval)
                item.writesFreshness = needsFreshness(until)
                item.freshUntil = until
                let received = prepared.articles.count
                let stored = try await writer.storeSuccess(item, now: now(), accepted: { slot.leave() })
                return SourceRefreshResult(
                    source: source, name: name, outcome: .updated(new: stored.inserted, received: received),
                    notes: note.map { [$0.words] } ?? [], movedTo: movedTo)
            }
        } catch let error as SourceError where error.isCancellation || Task.isCancelled {
            // Byline stopped it (the browser quit): the source did nothing wrong, so its error,
            // failure count, back-off and validators stay as they were.
            return SourceRefreshResult(source: source, name: name, outcome: .cancelled)
        } catch SourceError.network(.clientError(status: 410, _)) {
            let reason = RefreshText.goneMessage.value()
            do {
                try await writer.recordGone(key: source.key, reason: reason, now: now())
            } catch {
                return SourceRefreshResult(source: source, name: name, outcome: .failed(RefreshText.alsoError(reason.words, error.message)))
            }
            return SourceRefreshResult(source: source, name: name, outcome: .failed(reason.words))
        } catch let error as SourceError {
            return await recordFailure(source, name: name, error: error, previous: state, writer: writer, now: now())
        } catch let error as StoreError {
            return SourceRefreshResult(source: source, name: name, outcome: .failed(error.message))
        } catch {
            return SourceRefreshResult(source: source, name: name, outcome: .failed(error.localizedDescription))
        }
    }

    /// Downloads `source` and parses it on a parser thread, moving its `slot` along. The
    /// body is gone when this returns (only the answer's head comes back), so a source
    /// waiting for the writer holds its articles but not its XML as well. A large body waits
    /// on disk and is parsed when no other large one is (see ``RefreshGate``).
    private func fetchAndParse(
        _ source: Source, validators: Validators, slot: RefreshGate.Slot, gate: RefreshGate,
        parsers: WorkerThreads
    ) async throws(SourceError) -> (Response?, ParsedDownload) {
        let download = try await downloadMindingTimeouts(source, validators: validators, gate: gate)
        var head = download.response
        slot.downloaded(bytes: download.bodyCount)
        head?.body = Data()
        slot.move(to: .awaitingParse)
        let large = download.isLarge
        if large { await gate.beginLargeParse() }
        defer { if large { gate.endLargeParse() } }
        // Parsing, conversion, search-text preparation and packing are the CPU-bound part:
        // they run on the parser threads, not on the writer's.
        let parsed = try await parsers.run { () throws(SourceError) -> ParsedDownload in
            slot.move(to: .parsing)
            let outcome: FetchOutcome
            do throws(SourceError) {
                outcome = try download.outcome()
            } catch {
                slot.leave()
                throw error
            }
            switch outcome {
            case .notModified:
                slot.leave()
                return .notModified
            case .articles(let articles, let feedTitle, let newValidators, let interval, let note):
                // The killfile matches on summary and content, so it needs them kept.
                let prepared = PreparedArticles(articles, releasingText: policy.ignoreRules.isEmpty)
                slot.parsed(items: prepared.articles.count)
                slot.move(to: .awaitingWriter)
                return .articles(prepared, feedTitle: feedTitle, validators: newValidators, updateInterval: interval, note: note)
            }
        }
        return (head, parsed)
    }

    /// Downloads `source`, with the short timeout once its host timed out in this refresh,
    /// and notes a timeout for the host's later requests (see ``HostTimeouts``).
    private func downloadMindingTimeouts(
        _ source: Source, validators: Validators,
        gate: RefreshGate
    ) async throws(SourceError) -> SourceDownload {
        guard case .feed(let url) = source.kind else {
            return try await fetcher.download(source, validators: validators, spoolFolder: gate.spoolFolder)
        }
        let timeouts = gate.hostTimeouts
        let shortened = timeouts.timeout(for: url)
        do {
            return try await fetcher.download(source, validators: validators, spoolFolder: gate.spoolFolder, timeout: shortened)
        } catch .network(.transport(.timedOut(let seconds))) {
            timeouts.noteTimeout(url)
            let error = SourceError.network(.transport(.timedOut(seconds: seconds)))
            guard let shortened else { throw error }
            throw .other(
                BoundsText.hostTimedOutBefore(
                    error.message, HostTimeouts.shown(url), ByteCount.trimmed(shortened),
                    ByteCount.trimmed(timeouts.full)))
        }
    }

    /// Where a feed moved for good: the URL its 301/308 redirects led to, when it differs.
    static func permanentMove(of source: Source, in response: Response?) -> URL? {
        guard case .feed(let url) = source.kind, let moved = response?.permanentURL,
            BasicCredentials.strippingUserInfo(url) != moved
        else { return nil }
        // A login in the old address goes on with the new one (on the same host only).
        guard let login = BasicCredentials(userInfoOf: url), moved.host == url.host,
            var components = URLComponents(url: moved, resolvingAgainstBaseURL: false)
        else { return moved }
        components.user = login.user
        components.password = login.password
        return components.url ?? moved
    }

    /// After a permanent redirect: the urls file lists the new address and the cache moves
    /// the feed's state and articles to it, so nothing is fetched or stored twice (see
    /// ``FeedRelocation``). Without a urls file only a note says so.
    private func relocateIfMoved(_ result: SourceRefreshResult, writer: RefreshWriter) async -> SourceRefreshResult {
        guard let moved = result.movedTo else { return result }
        var result = result
        let shown = URLRedaction.redacted(moved.absoluteString)
        guard let urlsFile else {
            result.notes.append(RefreshText.movedUpdateFile(shown))
            return result
        }
        switch await writer.relocate(result.source.address, to: moved.absoluteString, urlsFile: urlsFile, now: now()) {
        case .moved, .joined: result.notes.append(RefreshText.movedFileUpdated(shown))
        case .bothListed: result.notes.append(UserFilesText.movedBothListed(shown))
        case .notListed: result.notes.append(RefreshText.movedUpdateFile(shown))
        case .fileFailed(let reason), .intentFailed(let reason): result.notes.append(RefreshText.movedFileNotUpdated(shown, reason))
        case .cacheFailed(let reason): result.notes.append(RefreshText.movedCacheKeptOld(shown, reason))
        }
        return result
    }

    /// Records that `source` failed with `error` (its reason as data, and when it may be asked
    /// again: the server's wait, else the back-off) and says so.
    private func recordFailure(
        _ source: Source, name: String, error: SourceError, previous: FeedState?,
        writer: RefreshWriter, now: Date
    ) async -> SourceRefreshResult {
        let failures = (previous?.consecutiveFailures ?? 0) + 1
        let retryAfter = error.retryAfter.flatMap { $0 > 0 ? $0 : nil }
        let until = policy.nextAttempt(afterFailures: failures, retryAfter: retryAfter, rateLimited: error.isRateLimited, now: now)
        let serverAsked = until != nil && (retryAfter != nil || error.isRateLimited)
        let message = error.message
        do {
            try await writer.recordFailure(
                key: source.key, reason: error.reason, retryAfter: until, serverAskedToWait: serverAsked,
                now: now)
        } catch {
            return SourceRefreshResult(source: source, name: name, outcome: .failed(RefreshText.alsoError(message, error.message)))
        }
        return SourceRefreshResult(source: source, name: name, outcome: .failed(message))
    }
}

/// A download after the CPU-bound work: the articles ready for the writer.
private enum ParsedDownload: Sendable {
    case notModified
    case articles(PreparedArticles, feedTitle: String?, validators: Validators, updateInterval: TimeInterval?, note: MessageValue?)
}
