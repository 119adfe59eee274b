import BylineCore
import BylineRefresh
import Foundation

/// Something ``update(_:_:)`` asks the runtime to do. Effects from one update are to be run
/// in order (a write before the read that follows it); answers come back as ``Action``s.
public enum Effect: Hashable, Sendable {
    /// Load up to `limit` rows of `query` from list index `offset`; answer with
    /// ``Action/rowsLoaded(query:offset:rows:total:unread:)``.
    case loadRows(query: ArticleQuery, offset: Int, limit: Int)
    /// Find the list index of article `id` under `query`; answer with
    /// ``Action/located(id:index:)``.
    case locate(id: Int64, query: ArticleQuery)
    /// Find the nearest unread article of `query` strictly after list index `from` (before
    /// it when `forward` is false); answer with ``Action/unreadFound(query:position:)``.
    case findUnread(query: ArticleQuery, from: Int, forward: Bool)
    /// Parse and lay out an article off the main actor; answer with
    /// ``Action/articleLaidOut(_:generation:)`` (the first screen, then the whole article) or
    /// ``Action/articleUnavailable(id:reason:)``, then, for an article read from the cache,
    /// with ``Action/fullTextLoaded(id:page:)`` when a reader page is stored for it. A new
    /// job supersedes the one running.
    case layOutArticle(ArticleLayoutJob)
    /// Stop the running layout job: its answers are no longer wanted.
    case cancelArticleLayout
    /// Store the read flag of these articles.
    case setRead(ids: [Int64], read: Bool)
    /// Store the starred flag of an article.
    case setStarred(id: Int64, starred: Bool)
    /// Mark every article matching `query` read (`name` says what it is, for the status
    /// bar); answer with ``Action/markedAllRead(ids:name:)``.
    case markAllRead(query: ArticleQuery, name: String?)
    /// Read the sources view's counts from the per-source counters (leaving the `hidden`
    /// sources out of Starred); answer with ``Action/sourceCountsLoaded(_:)``. Quick at any
    /// cache size, so it may run before the next frame.
    case loadSourceCounts(hidden: Set<String>)
    /// Count each query feed's matches (outside the `hidden` sources); answer with
    /// ``Action/queryCountsLoaded(_:)``. A filter may read every article, so the runtime
    /// counts in the background and the view shows `…` until then.
    case countQueryFeeds(hidden: Set<String>, queries: [String: FilterExpression])
    /// Refresh the sources of `scope` for `intent` (which decides what holds a source back:
    /// ``FetchDecision``); report with ``Action/refreshStarted(generation:total:)``,
    /// ``Action/refreshProgress(generation:done:total:message:)`` and, always, exactly one
    /// ``Action/refreshFinished(generation:summary:failures:)`` carrying `generation`; the
    /// full-text run that ends the refresh (``RefreshSession``) reports with
    /// ``Action/fullTextHarvestProgress(generation:done:total:)``,
    /// ``Action/fullTextHarvested(id:page:)`` and one ``Action/fullTextHarvestFinished(generation:summary:)``.
    case refresh(RefreshScope, intent: RefreshIntent, generation: Int)
    /// Open an `http`/`https` address in `$BROWSER` (else `xdg-open`); `update` never asks
    /// for any other scheme.
    case openURL(URL)
    /// As ``openURL(_:)``, with the browser command a macro's `set browser` chose.
    case openURLWithBrowser(URL, browser: String)
    /// Fetch the web page at `url` for article `id` and extract its article (reader mode),
    /// storing it; answer with ``Action/fullTextLoaded(id:page:)`` or ``Action/fullTextFailed(id:reason:)``.
    case fetchFullText(id: Int64, url: URL)
    /// Stop the fetch for article `id`; its answer, if one still comes, is not stored.
    case cancelFullText(id: Int64)
    /// Pipe an article to a command the user typed (`|`); answer with ``Action/status(_:)``
    /// or ``Action/error(_:)``.
    case pipeArticle(PipeRequest)
    /// Run `bookmark-cmd` for an article (`^B`); answer with ``Action/status(_:)`` or
    /// ``Action/error(_:)``.
    case bookmark(BookmarkRequest)
    /// Save article `id` to a file under `save-path` (`w`); answer with ``Action/status(_:)``,
    /// ``Action/error(_:)``, or ``Action/saveExists(articleID:path:)`` when a file is there
    /// and `overwriting` is false.
    case saveArticle(id: Int64, overwriting: Bool)
    /// Load the settings and health of the source with `key` (`i`); answer with
    /// ``Action/sourceInfoLoaded(_:)``.
    case loadSourceInfo(key: String)
    /// Queue the enclosure of article `id` in the cache's download queue (as `byline
    /// downloads add ID` does); answer with ``Action/status(_:)`` or ``Action/error(_:)``.
    case enqueueDownload(articleID: Int64)
    /// Read the download queue; answer with ``Action/downloadsLoaded(_:)``.
    case loadDownloads
    /// Download every queued file, `limit` at once, in the background (a running queue
    /// takes `limit` as its new limit); report with ``Action/downloadsRunning(_:)`` and
    /// ``Action/downloadChanged(_:)``, then the queue again when it ends.
    case runDownloads(limit: Int)
    /// Stop the running queue: its files go back to the queue, their partial files kept.
    case stopDownloads
    /// Set job `id`'s state (`d` queues a failed or cancelled file again, `c` cancels), then
    /// answer with the queue.
    case setDownloadState(id: Int64, state: DownloadJob.State)
    /// Delete job `id`'s file and mark it deleted (`D`), then answer with the queue.
    case deleteDownloadFile(id: Int64)
    /// Take finished and deleted jobs off the queue (`P`), then answer with the queue.
    case purgeDownloads
    /// Open an article's image link with `image-viewer` (`%u` its URL), started detached, or
    /// in the browser when none is set; answer with ``Action/status(_:)`` or ``Action/error(_:)``.
    case openImage(URL)
    /// Play job `id` with `player` (its file, else its URL streamed): a terminal player gets
    /// the terminal until it exits (`player-terminal`), a graphical one is started detached;
    /// then mark it played and answer with the queue, and ``Action/status(_:)`` or ``Action/error(_:)``.
    case playDownload(id: Int64)
    /// Mark job `id` played or not (`m`), then answer with the queue.
    case setDownloadPlayed(id: Int64, played: Bool)
    /// Repaint the whole screen from scratch (Ctrl-L).
    case redraw
    /// Restore the terminal and exit.
    case quit
}
