import BylineCore
import BylineRefresh
import BylineText

/// The one place a ``RefreshSession`` is put together from the files, for `byline refresh`
/// and the browser alike: the same steps, the same transport, the same folders.
extension Workspace {
    /// A session that refreshes `sources` (all of them when nil) into `store` for `intent`
    /// through `service`; `syncs` adds the accounts (a refresh of everything does), `turns`
    /// keeps one browser's full-text runs from overlapping, `cachePath` gives those runs a
    /// connection of their own.
    func refreshSession(
        service: APIService, store: ArticleStore, sources: [Source]? = nil, intent: RefreshIntent,
        syncs: Bool, inBackground: Bool = false, turns: FullTextTurns? = nil,
        fullTextCache cachePath: String? = nil
    ) -> RefreshSession {
        var session = RefreshSession(
            fetcher: sourceFetcher(service: service), store: store, sources: sources ?? self.sources,
            policy: RefreshPolicy(configuration: configuration, intent: intent))
        session.inBackground = inBackground
        session.policy.defaultReloadInterval = configuration.defaultReloadInterval(for: self.sources)
        session.policy.expiry.sourceDays = Dictionary(
            self.sources.compactMap { source in source.settings.keepArticlesDays.map { (source.key, $0) } },
            uniquingKeysWith: { first, _ in first })
        session.urlsFile = isDemo ? nil : paths.urls
        session.notify = configuration.notifyProgram.map {
            NotifyStep(command: $0, timeout: configuration.downloadTimeoutInterval, environment: commandEnvironment)
        }
        if syncs {
            session.sync = SyncStep(accountsFolder: paths.accountsFolder, transport: transports.make(), limits: configuration.syncLimits)
        }
        let fullText = fullTextSources
        if !isDemo && !fullText.isEmpty {
            session.fullText = FullTextStep(
                sources: fullText, harvester: fullTextHarvester(service: service),
                cachePath: cachePath, turns: turns)
        }
        return session
    }
}
