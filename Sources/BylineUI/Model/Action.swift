import BylineCore
import Foundation

/// Something that happened, fed to ``update(_:_:)``: a key, a new screen size, or the
/// answer to an ``Effect`` the runtime ran.
public enum Action: Sendable {
    /// A key or mouse event.
    case key(Key)
    /// The answer to ``Effect/loadDownloads``: the whole download queue.
    case downloadsLoaded([DownloadJob])
    /// The running queue's news: a job started or ended, or its progress.
    case downloadChanged(DownloadChange)
    /// The queue started (true) or stopped running (false).
    case downloadsRunning(Bool)
    /// The screen is now `width` × `height` cells (send one before the first frame: it also
    /// asks for the first rows).
    case resize(width: Int, height: Int)
    /// The answer to ``Effect/loadRows(query:offset:limit:)``: the rows from list index
    /// `offset`, and how many articles (and how many unread ones) match `query` now.
    /// Answers for a query that is no longer shown are ignored.
    case rowsLoaded(query: ArticleQuery, offset: Int, rows: [ArticleSummary], total: Int, unread: Int)
    /// The answer to ``Effect/locate(id:query:)``: the article's list index, nil when it is
    /// no longer in the list.
    case located(id: Int64, index: Int?)
    /// The answer to ``Effect/findUnread(query:from:forward:)``: the nearest unread
    /// article in that direction, nil when there is none.
    case unreadFound(query: ArticleQuery, position: ListPosition?)
    /// An answer to ``Effect/layOutArticle(_:)``: the article laid out (only its first screen
    /// when not ``OpenArticle/isComplete``). Answers of a superseded job are ignored.
    case articleLaidOut(OpenArticle, generation: Int)
    /// ``Effect/layOutArticle(_:)`` failed: the article is gone or the cache failed (`reason`
    /// in words).
    case articleUnavailable(id: Int64, reason: String)
    /// The browser has drawn its first frame: it refreshes now when `refresh-on-start` says
    /// so, and schedules the timed reload.
    case launched
    /// Something other than a key wants a refresh (the sources view, a script): handled
    /// exactly like `r`.
    case refreshRequested(RefreshScope)
    /// The refresh `generation` asked for has begun on `total` sources.
    case refreshStarted(generation: Int, total: Int)
    /// `done` of `total` sources of refresh `generation` are finished; `message` says what
    /// is happening, if anything.
    case refreshProgress(generation: Int, done: Int, total: Int, message: String?)
    /// Refresh `generation` ended: `summary` in words ("12 new articles from 30 sources")
    /// and one line per failed source ("NewsAPI: your API key is invalid"). Also the answer
    /// when it could not start at all (an empty summary and the reason as the failure).
    case refreshFinished(generation: Int, summary: String, failures: [String])
    /// The answer to ``Effect/markAllRead(query:name:)``: the articles that were unread and
    /// are read now (undo makes them unread again).
    case markedAllRead(ids: [Int64], name: String?)
    /// The answer to ``Effect/loadSourceCounts(hidden:)``.
    case sourceCountsLoaded(SourceCounts)
    /// The answer to ``Effect/countQueryFeeds(hidden:queries:)``: each query feed's tally.
    case queryCountsLoaded([String: Tally])
    /// Reader mode found the article in the page of article `id`.
    case fullTextLoaded(id: Int64, page: ExtractedArticle)
    /// Reader mode could not fetch or read the page of article `id` (`reason` in one line).
    case fullTextFailed(id: Int64, reason: String)
    /// `done` of `total` pages of the background full-text run `generation` are finished
    /// (the run that follows refresh `generation`; its first progress starts it).
    case fullTextHarvestProgress(generation: Int, done: Int, total: Int)
    /// The background full-text run stored the page of article `id`.
    case fullTextHarvested(id: Int64, page: ExtractedArticle)
    /// The background full-text run `generation` ended (`summary` in words, empty when it
    /// had nothing to do).
    case fullTextHarvestFinished(generation: Int, summary: String)
    /// The cache changed behind the list (articles stored during a refresh, or by another
    /// process): reload the visible rows and counts.
    case storeChanged
    /// The urls file changed while the browser was open: the configured sources now.
    case sourcesChanged([SourceEntry])
    /// The config file changed while the browser was open: what the state takes from it now.
    case configurationChanged(BrowserConfiguration)
    /// Show the articles of a row of the sources view (as Enter on it does).
    case showSource(SourceTarget, name: String)
    /// The cache refused a flag change (`reason` in words): the screen takes it back.
    case flagsNotSaved(FlagWrite, reason: String)
    /// Something failed; `message` is shown in the status bar until the next refresh.
    case error(String)
    /// A short note for the status bar (e.g. "Opened in the browser").
    case status(String)
    /// `w` found a file at `path` already: ask before overwriting it.
    case saveExists(articleID: Int64, path: String)
    /// A source's info, as `byline show-source` prints it (its first line the name).
    case sourceInfoLoaded([String])
    /// The clock moved on: relative dates and expiring notes use this time.
    case tick(Date)
}
