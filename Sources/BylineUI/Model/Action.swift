import BylineCore
import Foundation

/// Something that happened, fed to ``update(_:_:)``: a key, a new screen size, or the
/// answer to an ``Effect`` the runtime ran.
public enum Action: Sendable {
    /// A key or mouse event.
    case key(Key)
    /// The screen is now `width` × `height` cells (send one before the first frame: it also
    /// asks for the first rows).
    case resize(width: Int, height: Int)
    /// The answer to ``Effect/loadRows(query:offset:limit:)``: the rows from list index
    /// `offset`, and how many articles (and how many unread ones) match `query` now.
    /// Answers for a query that is no longer shown are ignored.
    case rowsLoaded(query: ListQuery, offset: Int, rows: [HeadlineRow], total: Int, unread: Int)
    /// The answer to ``Effect/locate(id:query:)``: the article's list index, nil when it is
    /// no longer in the list.
    case located(id: Int64, index: Int?)
    /// The answer to ``Effect/findUnread(query:from:forward:)``: the nearest unread
    /// article in that direction, nil when there is none.
    case unreadFound(query: ListQuery, position: ListPosition?)
    /// The answer to ``Effect/loadArticle(id:)``.
    case articleLoaded(Article)
    /// ``Effect/loadArticle(id:)`` failed: the article is gone or the cache failed (`reason`
    /// in words).
    case articleUnavailable(id: Int64, reason: String)
    /// Reader mode found the article in the page of article `id`.
    case fullTextLoaded(id: Int64, page: ExtractedArticle)
    /// Reader mode could not fetch or read the page of article `id` (`reason` in one line).
    case fullTextFailed(id: Int64, reason: String)
    /// A refresh of `total` sources began.
    case refreshStarted(total: Int)
    /// `done` of `total` sources are finished; `message` says what is happening, if anything.
    case refreshProgress(done: Int, total: Int, message: String?)
    /// The refresh ended: `summary` in words ("12 new articles from 30 sources") and one
    /// line per failed source ("NewsAPI: your API key is invalid").
    case refreshFinished(summary: String, failures: [String])
    /// The cache changed behind the list (articles stored during a refresh): reload the
    /// visible rows and counts.
    case storeChanged
    /// Show one source's articles (`key` and the name for the top bar), or all with nil.
    case showSource(key: String?, name: String?)
    /// Something failed; `message` is shown in the status bar until the next refresh.
    case error(String)
    /// A short note for the status bar (e.g. "Opened in the browser").
    case status(String)
    /// The clock moved on: relative dates and expiring notes use this time.
    case tick(Date)
}
