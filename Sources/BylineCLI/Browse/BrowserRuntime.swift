import BylineCore
import BylineTerminal
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
    private let terminal: Terminal
    private let workspace: Workspace
    private let store: ArticleStore
    private let console: Console
    private let inbox = ActionInbox()
    private var state: AppState
    private var isRunning = true
    private var exitStatus = ExitStatus.success
    private var refreshTask: Task<Void, Never>?
    private var service: APIService?
    private var writer: ArticleStore?
    private let frameLog: FrameLog
    private lazy var reader = ReaderEffects(inbox: inbox, cachePath: workspace.paths.cache)

    /// A runtime over a started terminal and an open cache.
    init(terminal: Terminal, workspace: Workspace, store: ArticleStore, console: Console) {
        self.terminal = terminal
        self.workspace = workspace
        self.store = store
        self.console = console
        self.frameLog = FrameLog(path: workspace.environmentValue("BYLINE_FRAME_LOG"))
        let query = ListQuery(unreadOnly: !workspace.configuration.showReadArticles)
        self.state = AppState(query: query, sourceName: workspace.isDemo ? "Demo articles" : nil)
    }

    /// Runs until the user quits or a signal arrives; returns the exit status.
    func run(notices: [String]) -> Int32 {
        let size = terminal.size
        dispatch(.resize(width: size.width, height: size.height))
        if let notice = notices.first { dispatch(.error(notice)) }
        draw()
        if workspace.configuration.refreshOnStart && !workspace.isDemo {
            perform(.refreshAll)
        }
        while isRunning {
            waitForInput()
            if let signal = terminal.takeSignal() {
                exitStatus = 128 + signal
                break
            }
            let keys = terminal.readKeys()
            frameLog.keysRead(keys.count)
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
                dispatch(action)
            }
            if let deadline = state.nextDeadline, deadline <= Date() { dispatch(.tick(Date())) }
            if isRunning { draw() }
        }
        refreshTask?.cancel()
        return exitStatus
    }

    private func draw() {
        terminal.draw(render(state, size: state.size))
        frameLog.frameDrawn()
    }

    /// Sleeps until a key, a signal, a background result, the next status deadline, or a
    /// minute (so relative dates like "5m" stay true).
    private func waitForInput() {
        var descriptors = [
            pollfd(fd: terminal.inputFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.signalFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: inbox.fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        var timeout: Int32 = 60_000
        if let deadline = state.nextDeadline {
            timeout = Int32(max(0, min(60_000, deadline.timeIntervalSinceNow * 1000)))
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready == 0 { dispatch(.tick(Date())) }
    }

    /// Runs `update` and then every effect it returned, in order.
    func dispatch(_ action: Action) {
        for effect in update(&state, action) {
            perform(effect)
        }
    }

    private func perform(_ effect: Effect) {
        switch effect {
        case .quit:
            isRunning = false
        case .redraw:
            terminal.redrawAll()
        case .openURL(let url):
            do {
                try BrowserLauncher.open(url, configuration: workspace.configuration)
                dispatch(.status("Opened \(URLRedaction.redacted(url.absoluteString))"))
            } catch {
                dispatch(.error(error.message))
            }
        case .refreshAll:
            startRefresh(workspace.sources)
        case .refreshSource(let key):
            let sources = workspace.sources.filter { $0.key == key }
            startRefresh(sources.isEmpty ? workspace.sources : sources, force: true)
        case .fetchFullText, .cancelFullText:
            reader.perform(effect, service: service ?? workspace.apiService(console: console))
        default:
            performStoreEffect(effect)
        }
    }

    private func performStoreEffect(_ effect: Effect) {
        do {
            if let action = try StoreEffects.perform(effect, on: store) {
                dispatch(action)
            }
            // A stored reader page follows its article (see Effect.loadArticle).
            if case .loadArticle(let id) = effect { performStoreEffect(.loadFullText(id: id)) }
        } catch {
            dispatch(.error(error.localizedDescription))
        }
    }

    // MARK: - Refreshing in the background

    private func startRefresh(_ sources: [Source], force: Bool = false) {
        guard refreshTask == nil else {
            dispatch(.status("A refresh is already running"))
            return
        }
        guard let service = service ?? workspace.apiService(console: console) else {
            dispatch(.error("cannot refresh: the NewsAPI settings are invalid"))
            return
        }
        self.service = service
        let writer: ArticleStore
        if let existing = self.writer {
            writer = existing
        } else {
            do throws(StoreError) {
                writer = try ArticleStore.open(at: workspace.paths.cache)
            } catch {
                dispatch(.error(error.message))
                return
            }
        }
        self.writer = writer
        let inbox = self.inbox
        let policy = RefreshPolicy(configuration: workspace.configuration, ignoresBackoff: force)
        dispatch(.refreshStarted(total: sources.count))
        refreshTask = Task.detached {
            let results = await service.refresh(sources, into: writer, policy: policy, inBackground: true, progress: { progress in
                let result = progress.latest
                let message = result.isFailure ? RefreshReport.failureLine(result) : nil
                inbox.post(.refreshProgress(done: progress.done, total: progress.total, message: message))
                if case .updated(let new, _) = result.outcome, new > 0 { inbox.post(.storeChanged) }
            })
            inbox.post(.refreshFinished(summary: RefreshReport.summary(results), failures: results.filter(\.isFailure).map(RefreshReport.failureLine)))
            await MainActor.run { [weak self] in self?.refreshTask = nil }
        }
    }
}

/// Words for a finished refresh, shared by the browser's status bar.
enum RefreshReport {
    /// "Refreshed 300 sources: 120 new, 2 failed".
    static func summary(_ results: [SourceRefreshResult]) -> String {
        let new = results.reduce(0) { total, result in
            if case .updated(let count, _) = result.outcome { return total + count }
            return total
        }
        let failed = results.filter(\.isFailure).count
        return "Refreshed \(results.count) source\(results.count == 1 ? "" : "s"): \(new) new" + (failed > 0 ? ", \(failed) failed" : "")
    }

    /// "NewsAPI: 401 Unauthorized: your API key is invalid".
    static func failureLine(_ result: SourceRefreshResult) -> String {
        guard case .failed(let message) = result.outcome else { return result.summary }
        return "\(result.name): \(message)"
    }
}
