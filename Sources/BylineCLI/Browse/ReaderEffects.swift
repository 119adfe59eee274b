import BylineCore
import BylineUI
import Foundation

/// Runs the browser's reader-mode fetches in the background: one task per article, the
/// page extracted and stored in the cache (so it is there offline and next launch), the
/// answer posted to the run loop. A cancelled fetch stores nothing and answers nothing.
@MainActor
final class ReaderEffects {
    private let inbox: ActionInbox
    private let cache: CacheAccess
    private var tasks: [Int64: Task<Void, Never>] = [:]

    /// Effects whose answers go to `inbox`, pages stored through a connection `cache` hands out.
    init(inbox: ActionInbox, cache: CacheAccess) {
        self.inbox = inbox
        self.cache = cache
    }

    /// ``Effect/fetchFullText(id:url:)``: starts a fetch; `service` is the transport to use
    /// (nil when it could not be made).
    func fetch(_ url: URL, id: Int64, service: APIService?) {
        tasks[id]?.cancel()
        guard let service else {
            inbox.post(.fullTextFailed(id: id, reason: LauncherText.networkSettingsInvalid.text))
            return
        }
        let inbox = self.inbox
        let cache = self.cache
        tasks[id] = Task.detached {
            let actions = await Self.fetch(url, id: id, service: service, cache: cache)
            guard !Task.isCancelled else { return }
            actions.forEach(inbox.post)
        }
    }

    /// ``Effect/cancelFullText(id:)``: stops the fetch for article `id`.
    func cancel(id: Int64) {
        tasks.removeValue(forKey: id)?.cancel()
    }

    /// Fetches, extracts and stores one page; the actions that report it.
    private nonisolated static func fetch(_ url: URL, id: Int64, service: APIService, cache: CacheAccess) async -> [Action] {
        let page: ExtractedArticle
        do {
            page = try await PageFetcher(service: service).fetch(url)
        } catch {
            return [.fullTextFailed(id: id, reason: error.message)]
        }
        guard !Task.isCancelled else { return [] }
        do throws(StoreError) {
            let store = try cache.connection()
            try store.saveFullText(page, forArticle: id, pageURL: url)
        } catch {
            // The page is still shown; only keeping it for later failed.
            return [.fullTextLoaded(id: id, page: page), .error(LauncherText.fullTextNotStored(error.message))]
        }
        return [.fullTextLoaded(id: id, page: page)]
    }
}
