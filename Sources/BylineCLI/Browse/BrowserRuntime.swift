import BylineCore
import BylineRefresh
import BylineTerminal
import BylineText
import BylineUI
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The browser's run loop: it feeds keys, resizes and background results to `update`,
/// performs the effects `update` asks for, and draws `render`'s canvas.
///
/// It sleeps in `poll()` on the keyboard, the signal pipe and the inbox's wake-up pipe, so an
/// idle browser costs no CPU; refreshes run in background tasks and report back as actions.
@MainActor
final class BrowserRuntime {
    let terminal: Terminal
    /// Read again when the urls or config file changes (``WorldWatcher``).
    var workspace: Workspace
    /// The cache, and the connections the background work is handed.
    let cache: CacheAccess
    private let console: Console
    let inbox = ActionInbox()
    private(set) var state: AppState
    private var isRunning = true
    private var exitStatus = ExitStatus.success
    /// The refresh sessions started here (``RefreshSession``), stopped when the browser quits.
    private let refreshTasks = BackgroundTasks()
    /// The download queue the downloads view runs (`BrowserRuntime+Downloads.swift`).
    let downloads = BrowserDownloads()
    /// Keeps the sessions' full-text runs one at a time.
    private let fullTextTurns = FullTextTurns()
    /// A signal that arrived while a text browser had the terminal and still ends the browser.
    private var pendingSignal: Int32?
    private var service: APIService?
    private let frameLog: FrameLog
    private let articleWorker: ArticleLayoutWorker
    private lazy var reader = ReaderEffects(inbox: inbox, cache: cache)
    /// Notices what other processes change while the browser is open (`BrowserRuntime+World.swift`).
    lazy var watcher = WorldWatcher(paths: workspace.paths, store: store)

    /// A runtime over a started terminal and an open cache, with the config's keys.
    init(terminal: Terminal, workspace: Workspace, store: ArticleStore, console: Console, keyMap: KeyMap = .standard) {
        self.terminal = terminal
        self.workspace = workspace
        self.cache = CacheAccess(store: store)
        self.console = console
        self.frameLog = FrameLog(path: workspace.environmentValue("BYLINE_FRAME_LOG"))
        self.articleWorker = ArticleLayoutWorker(cache: cache, inbox: inbox)
        let configuration = workspace.configuration
        var query = ArticleQuery(unreadOnly: !configuration.showReadArticles, order: configuration.sortArticles)
        query.isReversed = configuration.sortArticlesReversed
        let settings = BrowserSettings(configuration, isDemo: workspace.isDemo, sources: workspace.sources)
        self.state = AppState(
            query: query, sourceName: workspace.isDemo ? BrowserText.demoArticles.text : nil, keyMap: keyMap,
            settings: settings,
            sources: workspace.sources.map(SourceEntry.init))
        state.plumbing = PlumbingSettings(configuration)
        state.theme = Theme(configuration.colors)
        state.downloads.maxDownloads = configuration.downloads.maxDownloads
    }

    /// The screen's connection to the cache.
    var store: ArticleStore { cache.store }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    func run(notices: [String]) -> Int32 {
        // The watcher starts from the files and the cache as they are before the first rows
        // are read, so a change made while they load is not missed.
        _ = watcher
        let size = terminal.size
        dispatch(.resize(width: size.width, height: size.height))
        draw()
        dispatch(.launched)
        // After the launch refresh has started (starting one clears the last error), so a
        // config or cache warning stays in the status bar rather than flashing away.
        state.warnings = notices
        if let notice = state.warningNotice { dispatch(.error(notice)) }
        while isRunning {
            var changed = waitForInput()
            if let signal = pendingSignal ?? terminal.takeSignal() {
                exitStatus = 128 + signal
                break
            }
            let keys = terminal.readKeys()
            frameLog.keysRead(keys.count)
            changed = changed || !keys.isEmpty
            for key in keys {
                if key == .resize {
                    let size = terminal.size
                    dispatch(.resize(width: size.width, height: size.height))
                } else {
                    dispatch(.key(key))
                }
                if !isRunning { break }
            }
            for action in inbox.drain() where isRunning {
                changed = true
                dispatch(action)
            }
            if isRunning, let deadline = state.nextDeadline, deadline <= Date() {
                changed = true
                dispatch(.tick(Date()))
            }
            if isRunning && watcher.isDue(at: Date()) { changed = lookAround() || changed }
            // A look that found nothing draws nothing: an idle browser only stats two files.
            if isRunning && changed { draw() }
        }
        refreshTasks.cancelAll()
        downloads.stop()
        articleWorker.stop()
        return exitStatus
    }

    private func draw() {
        terminal.draw(render(state, size: state.size))
        frameLog.frameDrawn()
    }

    /// Sleeps until a key, a signal, a background result, the next status deadline, a
    /// minute (so relative dates like "5m" stay true), or the watcher's next look; returns
    /// whether anything but the watcher's look woke it.
    private func waitForInput() -> Bool {
        var descriptors = [
            pollfd(fd: terminal.inputFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.signalFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: inbox.fileDescriptor, events: Int16(POLLIN), revents: 0)
        ]
        var timeout: Int32 = 60_000
        if let deadline = state.nextDeadline {
            timeout = Int32(max(0, min(60_000, deadline.timeIntervalSinceNow * 1000)))
        }
        let look = Int32(max(0, min(60_000, watcher.nextLook.timeIntervalSinceNow * 1000)))
        let forTheWatcher = look < timeout
        let ready = poll(&descriptors, nfds_t(descriptors.count), min(timeout, look))
        guard ready == 0 else { return true }
        guard !forTheWatcher else { return false }
        dispatch(.tick(Date()))
        return true
    }

    /// Runs `update` and then every effect it returned, in order.
    ///
    /// The state's clock is set from the wall clock before every action, so a note given
    /// now lasts its whole lifetime from now: when the clock moved only with ticks, a note
    /// given after more than its lifetime of idling had expired before it was drawn.
    func dispatch(_ action: Action) {
        if case .tick = action {} else { apply(.tick(Date())) }
        apply(action)
    }

    private func apply(_ action: Action) {
        for effect in update(&state, action) {
            perform(effect)
        }
    }

    /// Performs one effect: the one switch over ``Effect``, with no default, so a new effect
    /// does not compile until it is given its place here.
    private func perform(_ effect: Effect) {
        switch effect {
        case .loadRows(let query, let offset, let limit):
            answer { store throws(StoreError) in try StoreEffects.rows(query, offset: offset, limit: limit, in: store) }
        case .locate(let id, let query):
            answer { store throws(StoreError) in try StoreEffects.locate(id, in: query, store: store) }
        case .findUnread(let query, let from, let forward):
            answer { store throws(StoreError) in try StoreEffects.unread(query, from: from, forward: forward, in: store) }
        case .loadSourceCounts(let hidden):
            answer { store throws(StoreError) in try StoreEffects.sourceCounts(hidden: hidden, in: store) }
        case .setRead(let ids, let read):
            answer { StoreEffects.setRead(ids, read, on: $0) }
        case .setStarred(let id, let starred):
            answer { StoreEffects.setStarred(id, starred, on: $0) }
        case .markAllRead(let query, let name):
            answer { StoreEffects.markAllRead(query, name: name, on: $0) }
        case .quit:
            isRunning = false
        case .redraw:
            terminal.redrawAll()
        case .openURL(let url):
            open(url)
        case .openURLWithBrowser(let url, let browser):
            open(url, browser: browser)
        case .refresh(let scope, let intent, let generation):
            // A source added in another terminal a moment ago is refreshed too.
            _ = lookAround()
            startRefresh(scope, intent: intent, generation: generation)
        case .countQueryFeeds(let hidden, let queries):
            countInBackground(queries, hidden: hidden)
        case .layOutArticle(let job):
            articleWorker.layOut(job)
        case .cancelArticleLayout:
            articleWorker.stop()
        case .pipeArticle(let request):
            pipeArticle(request)
        case .bookmark(let request):
            bookmark(request)
        case .saveArticle(let id, let overwriting):
            saveArticle(id, overwriting: overwriting)
        case .loadSourceInfo(let key):
            loadSourceInfo(key)
        case .enqueueDownload(let id):
            enqueueDownload(id)
        case .loadDownloads, .runDownloads, .stopDownloads, .setDownloadState, .deleteDownloadFile, .purgeDownloads, .setDownloadPlayed,
            .playDownload, .openImage:
            performDownloads(effect)
        case .fetchFullText(let id, let url):
            reader.fetch(url, id: id, service: service ?? workspace.apiService(console: console))
        case .cancelFullText(let id):
            reader.cancel(id: id)
        }
    }

    /// Counts the query feeds on a connection of their own, off the main actor: a filter can
    /// read every article, and the sources view must not wait for it.
    private func countInBackground(_ queries: [String: FilterExpression], hidden: Set<String>) {
        let cache = self.cache
        let inbox = self.inbox
        Task.detached(priority: .utility) {
            do {
                let reader = try cache.connection()
                inbox.post(.queryCountsLoaded(try StoreEffects.queryTallies(queries, hidden: hidden, in: reader)))
            } catch {
                inbox.post(.queryCountsLoaded([:]))
                inbox.post(.error(LauncherText.cannotCountQueries(error.localizedDescription)))
            }
        }
    }

    /// Drops a Ctrl-C that arrived while a child had the terminal (it was the child's); a
    /// signal that ends the browser (SIGTERM, SIGHUP) still does, after the child.
    func keepSignalsAfterChild() {
        guard let signal = terminal.takeSignal() else { return }
        if signal == SIGINT {
            terminal.forgetSignal()
        } else {
            pendingSignal = signal
        }
    }

    /// Builds the service again at the next refresh (the config file changed).
    func forgetService() {
        service = nil
    }

    /// Runs a cache read or write on the browser's own connection and dispatches its answer;
    /// a failure goes to the status bar.
    func answer(_ body: (ArticleStore) throws(StoreError) -> Action?) {
        do throws(StoreError) {
            if let action = try body(store) { dispatch(action) }
        } catch {
            dispatch(.error(error.localizedDescription))
        }
    }

    // MARK: - Refreshing in the background

    /// Runs the refresh `update` asked for. Every way this ends, it reports
    /// `.refreshFinished` with the same generation, which is what ends the refresh in the
    /// state; the runtime keeps no flag of its own.
    private func startRefresh(_ scope: RefreshScope, intent: RefreshIntent, generation: Int) {
        let sources: [Source]
        switch scope {
        case .all:
            sources = workspace.sources
        case .sources(let keys, _):
            let wanted = Set(keys)
            sources = workspace.sources.filter { wanted.contains($0.key) }
        }
        guard let service = service ?? workspace.apiService(console: console) else {
            dispatch(
                .refreshFinished(
                    generation: generation, summary: "",
                    failures: [LauncherText.newsAPIInvalid.text]))
            return
        }
        self.service = service
        let writer: ArticleStore
        do throws(StoreError) {
            writer = try cache.writer()
        } catch {
            dispatch(.refreshFinished(generation: generation, summary: "", failures: [error.message]))
            return
        }
        // A source another Byline removes after the urls file was read is not stored again.
        writer.setSourcesRead(at: workspace.sourcesRead)
        // `r` also syncs every account, as `byline refresh` does (nothing when there is none).
        let session = workspace.refreshSession(
            service: service, store: writer, sources: sources, intent: intent,
            syncs: scope == .all, inBackground: true, turns: fullTextTurns,
            fullTextCache: workspace.paths.cache)
        dispatch(.refreshStarted(generation: generation, total: sources.count))
        refreshTasks.start(RefreshProgressPoster(inbox: inbox, generation: generation).run(session))
    }
}
