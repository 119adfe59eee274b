import BylineCore
import BylineText
import Foundation

/// Reader mode in the article pane: `f` fetches the article's web page and shows the
/// article found in it; Esc cancels a fetch; a stored page comes back with the article.
extension AppState {
    /// `f`: fetches the open article's page (again, if one is shown already).
    mutating func fetchFullText() -> [Effect] {
        guard let shown = shownArticle else {
            note((listPane.selectedID == nil ? BrowserText.noArticleSelected : BrowserText.openFirstForFullText).text)
            return []
        }
        let document = shown.document
        guard let url = document.article.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else {
            note(BrowserText.noWebPage.text)
            return []
        }
        if case .fetching = document.reader {
            note(BrowserText.alreadyFetching.text)
            return []
        }
        showReader(.fetching(host: host, previous: document.reader), for: shown.id)
        return [.fetchFullText(id: shown.id, url: url)]
    }

    /// Esc while a fetch runs: stops it and shows what was there before; nil when no fetch runs.
    mutating func cancelFullTextFetch() -> [Effect]? {
        guard let open = articlePane.article, case .fetching(_, let previous) = open.document.reader else { return nil }
        showReader(previous, for: open.id)
        note(BrowserText.stoppedFetching.text)
        return [.cancelFullText(id: open.id)]
    }

    /// A page arrived (fetched, or read from the cache): shown when its article is open.
    mutating func fullTextLoaded(id: Int64, page: ExtractedArticle) -> [Effect] {
        guard let open = articlePane.article, open.id == id else { return [] }
        let wasFetching: Bool
        if case .fetching = open.document.reader { wasFetching = true } else { wasFetching = false }
        showReader(.page(page), for: id)
        if wasFetching {
            articlePane.scroll = 0
            note(BrowserText.fullArticleShown.text)
        }
        return []
    }

    /// A fetch failed: the reason goes above the feed's text, and in the status bar.
    mutating func fullTextFailed(id: Int64, reason: String) -> [Effect] {
        guard let open = articlePane.article, open.id == id else { return [] }
        guard case .fetching(_, let previous) = open.document.reader else { return [] }
        // A page shown before stays; the failure is said in the status bar.
        if case .page = previous {
            showReader(previous, for: id)
        } else {
            showReader(.failed(reason), for: id)
        }
        note(BrowserText.fullArticleFailed(reason))
        return []
    }

    /// Replaces the open article's reader state and lays it out again.
    private mutating func showReader(_ state: ReaderState?, for id: Int64) {
        guard let open = articlePane.article, open.id == id else { return }
        let document = ArticleDocument(article: open.document.article, reader: state, timeZone: timeZone)
        let opened = OpenArticle(document: document, width: layout.detailText.width)
        articlePane.article = opened
        // Kept like any layout, so going back shows the page at once.
        if case .page = state { articlePane.layouts.cache.insert(opened) }
        clampDetailScroll()
    }
}
