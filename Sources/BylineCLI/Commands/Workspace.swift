import BylineCore
import BylineRefresh
import BylineText
import Foundation

/// Where a command's files are and what they say: paths from the options and the
/// environment, the config file, the urls file, and the cache.
///
/// Problems in the config and urls files are warnings (one line each, with the line
/// number); the rest of the file still applies.
struct Workspace {
    /// The resolved file locations.
    var paths: BylinePaths
    /// Settings from the config file (defaults where it is silent).
    var configuration: Configuration
    /// The configured sources, or the demo when none is configured.
    var sources: [Source]
    /// The urls lines that stand for a sync account's subscriptions (`"account=NAME"`): their
    /// articles come through the sync, so they are not among ``sources`` (not fetched, not
    /// shown twice); `remove` and the sync read them.
    var accountLines: [Source] = []
    /// Whether no source is configured, so the demo stands in.
    var isDemo: Bool
    /// The lines of the urls file that could not be used.
    var sourceErrors: [SourceLineError]
    /// The lines of the config that could not be used (all of them, whatever was printed).
    var configErrors: [SourceLineError] = []
    /// When the urls file was read (a source removed after that is not stored by this run's refreshes).
    var sourcesRead: Date
    private let environment: [String: String]
    /// The sources as the urls file gives them, before the config's `source` blocks.
    private(set) var fileSources: [Source] = []
    /// The settings as the config gives them, before the sources' own killfile rules.
    private(set) var fileConfiguration = Configuration()

    /// Reads paths, config and urls; nil (after printing why) when even the paths cannot be
    /// known. Of the config's warnings, those about the `settings` the command uses are printed.
    static func load(_ global: OptionValues<GlobalOption>, context: CommandContext, settings: SettingsUse = .all) -> Workspace? {
        let console = context.console
        let paths: BylinePaths
        do {
            paths = try BylinePaths(
                environment: context.environment, urls: global.value(.urls),
                config: global.value(.config), cache: global.value(.cache))
        } catch {
            console.error(error.message)
            return nil
        }
        var configuration = Configuration(environment: context.environment)
        var configErrors: [SourceLineError] = []
        do {
            let parsed = try Configuration.load(path: paths.config, environment: context.environment)
            configuration = parsed.configuration
            configErrors = parsed.errors
            for error in parsed.errors where settings.reports(error.line.flatMap { parsed.settingsOfErrors[$0] }) {
                console.error(CommandOutputText.warning(error.description))
            }
        } catch {
            console.error(CommandOutputText.defaultSettings(error.localizedDescription))
        }
        var sources: [Source] = []
        var accountLines: [Source] = []
        var sourceErrors: [SourceLineError] = []
        let sourcesRead = Date()
        do {
            // The user's own file: the one place exec:, filter: and file:// sources come from.
            let parsed = try URLsFile.load(path: paths.urls, allowingCommands: true)
            sources = parsed.sources.filter { $0.syncAccount == nil }
            accountLines = parsed.sources.filter { $0.syncAccount != nil }
            sourceErrors = parsed.errors
        } catch {
            console.error(CommandOutputText.warning(error.localizedDescription))
        }
        // Sync accounts are sources too: with any, the demo does not stand in.
        let hasAccounts = (try? AccountsFile.load(path: AccountsFile.path(inConfigDirectory: paths.accountsFolder)))?.file.accounts.isEmpty == false
        let isDemo = sources.isEmpty && accountLines.isEmpty && !hasAccounts
        var workspace = Workspace(
            paths: paths, configuration: configuration, sources: isDemo ? [.demo] : sources,
            accountLines: accountLines, isDemo: isDemo, sourceErrors: sourceErrors, configErrors: configErrors, sourcesRead: sourcesRead,
            environment: context.environment)
        workspace.settle(sources: workspace.sources, configuration: configuration)
        return workspace
    }

    /// Takes `sources` and `configuration` as the files give them, and keeps them with each
    /// source's settings resolved (its line over the config's `source` blocks) and its own
    /// killfile rules in the configuration's killfile.
    mutating func settle(sources: [Source], configuration: Configuration) {
        fileSources = sources
        fileConfiguration = configuration
        (self.sources, self.configuration) = configuration.applyingSourceSettings(to: sources)
    }

    /// Opens the cache, printing a notice when a damaged one was moved aside, and finishes
    /// what an interrupted `remove` or move left undone (``SubscriptionRecovery``). With no
    /// source configured and an empty cache, the demo articles are stored first (unless
    /// `seedingDemo` is false) so there is something to see; once a source is configured,
    /// they leave the cache. The store learns the sources' tags and the killfile's display rules.
    func openStore(console: Console, seedingDemo: Bool = true) -> ArticleStore? {
        let store: ArticleStore
        do {
            store = try ArticleStore.open(at: paths.cache)
        } catch {
            console.error(error.message)
            return nil
        }
        if let recovery = store.recovery {
            console.error(recovery.message)
        }
        store.setSourcesRead(at: sourcesRead)
        let listed = isDemo ? [] : sources
        for problem in SubscriptionRecovery.finish(in: store, urlsFile: paths.urls, listed: listed) {
            console.error(CommandOutputText.warning(problem))
        }
        if !isDemo {
            do {
                try store.removeDemoArticles()
            } catch {
                console.error(UserFilesText.demoNotRemoved(error.message))
            }
        } else if seedingDemo {
            seedDemo(into: store, console: console)
        }
        // The filter language's `tags` and the killfile's display rules read these.
        store.setIgnoreRules(configuration.killfile)
        do {
            try store.setSourceTags(Dictionary(sources.map { ($0.key, $0.tags) }, uniquingKeysWith: { first, _ in first }))
        } catch {
            console.error(CommandOutputText.tagsNotRecorded(error.message))
        }
        return store
    }

    private func seedDemo(into store: ArticleStore, console: Console) {
        do {
            guard try store.count(.all) == 0 else { return }
            _ = try store.store(try DemoArticles.articles(), for: .demo)
        } catch {
            console.error(CommandOutputText.demoNotStored(error.localizedDescription))
        }
    }

    /// The service that sends requests, with the environment's NewsAPI address and key;
    /// nil (after printing why) when `BYLINE_NEWSAPI_URL` is unusable.
    func apiService(console: Console) -> APIService? {
        guard newsAPI(console: console) != nil else { return nil }
        return APIService(transport: transports.make(), netrc: Netrc.load(environment: environment))
    }

    /// Where NewsAPI is and its key, from the environment; nil (after printing why) when
    /// `BYLINE_NEWSAPI_URL` is unusable.
    func newsAPI(console: Console) -> NewsAPIConfiguration? {
        do {
            return try NewsAPIConfiguration.fromEnvironment(environment)
        } catch {
            console.error(error.message)
            return nil
        }
    }

    /// What fetches sources through `service`, with the config's limits on the user's own
    /// commands and files.
    func sourceFetcher(service: APIService) -> SourceFetcher {
        let localLimits = LocalSourceLimits(
            timeout: configuration.downloadTimeoutInterval,
            maxBytes: configuration.maxResponseBytes, environment: commandEnvironment)
        return SourceFetcher(
            service: service, newsAPI: try? NewsAPIConfiguration.fromEnvironment(environment), localLimits: localLimits)
    }

    /// The environment the user's own commands (`notify-program`, `pipe-to`…) run in:
    /// Byline's own, without its secrets.
    var commandEnvironment: [String: String] { SecretEnvironment.scrubbed(environment) }

    /// A variable of the environment the command runs in.
    func environmentValue(_ name: String) -> String? {
        environment[name]
    }

    /// The transports every request of a command or the browser goes through (the one
    /// `BYLINE_TRANSPORT` names), with the config's limits.
    var transports: TransportFactory {
        TransportFactory(environment: environment, configuration: transportConfiguration)
    }

    /// The transport limits the config file asks for.
    var transportConfiguration: TransportConfiguration {
        TransportConfiguration(
            timeout: configuration.downloadTimeoutInterval,
            maxResponseBytes: configuration.maxResponseBytes,
            userAgent: configuration.userAgent ?? BylineVersion.userAgent,
            maxConnectionsPerHost: configuration.maxConnectionsPerHost,
            maxConnections: configuration.maxConnections,
            proxy: configuration.proxy)
    }
}
