import BylineCore
import BylineText
import BylineUI
import Foundation

/// Runs the browser's background full-text fetch (`full-text yes`) after a refresh: the
/// pages of new teaser-only articles, fetched and stored (so they are there offline and
/// next launch), with progress and each stored page posted to the run loop.
@MainActor
final class FullTextEffects {
    private let inbox: ActionInbox
    private let workspace: Workspace
    private let cache: CacheAccess
    private var task: Task<Void, Never>?

    /// Effects whose answers go to `inbox`, for the sources of `workspace`, storing through a
    /// connection `cache` hands out.
    init(inbox: ActionInbox, workspace: Workspace, cache: CacheAccess) {
        self.inbox = inbox
        self.workspace = workspace
        self.cache = cache
    }

    /// Starts run `generation` of ``Effect/fetchFullTexts(generation:)``; `service` is the
    /// transport to use (nil when it could not be made). Always answers with one
    /// ``Action/fullTextHarvestFinished(generation:summary:)``.
    func start(generation: Int, service: APIService?) {
        let sources = workspace.fullTextSources
        guard let service, !sources.isEmpty else {
            inbox.post(.fullTextHarvestFinished(generation: generation, summary: ""))
            return
        }
        let inbox = self.inbox
        let cache = self.cache
        let harvester = workspace.fullTextHarvester(service: service)
        task = Task.detached(priority: .utility) {
            let summary: String
            do throws(StoreError) {
                let store = try cache.connection()
                let result = await harvester.run(sources, store: store) { progress in
                    inbox.post(.fullTextHarvestProgress(generation: generation, done: progress.done, total: progress.total))
                    if case .stored(let id, let page) = progress.latest { inbox.post(.fullTextHarvested(id: id, page: page)) }
                }
                summary = result.isEmpty ? "" : result.line
            } catch {
                summary = ReaderModeText.cacheNotOpened(error.message)
            }
            inbox.post(.fullTextHarvestFinished(generation: generation, summary: summary))
        }
    }

    /// Stops a run (the browser is closing); pages already stored stay.
    func stop() {
        task?.cancel()
    }
}
