import BylineCore
import BylineUI
import Foundation

/// Performs the effects that read or write the cache, turning answers into actions.
enum StoreEffects {
    /// The action that answers `effect`, if it has one.
    static func perform(_ effect: Effect, on store: ArticleStore) throws -> Action? {
        switch effect {
        case .loadRows(let query, let offset, let limit):
            let articleQuery = articleQuery(query)
            let rows = try store.summaries(articleQuery, offset: offset, limit: limit).map(headline)
            return .rowsLoaded(query: query, offset: offset, rows: rows, total: try store.count(articleQuery),
                               unread: try store.unreadCount(articleQuery))
        case .locate(let id, let query):
            return .located(id: id, index: try store.index(of: id, in: articleQuery(query)))
        case .findUnread(let query, let from, let forward):
            return .unreadFound(query: query, position: try findUnread(query, from: from, forward: forward, in: store))
        case .loadArticle(let id):
            guard let article = try store.article(id: id) else {
                return .articleUnavailable(id: id, reason: "the article is no longer in the cache")
            }
            return .articleLoaded(article)
        case .setRead(let ids, let read):
            _ = try store.setRead(ids, read)
            return nil
        case .setStarred(let id, let starred):
            _ = try store.setStarred(id, starred)
            return nil
        case .markAllRead(let query):
            let count = try store.markAllRead(articleQuery(query))
            return .status("Marked \(count) article\(count == 1 ? "" : "s") read")
        case .loadFullText(let id):
            return try store.fullText(forArticle: id).map { .fullTextLoaded(id: id, page: $0.page) }
        case .refreshAll, .refreshSource, .openURL, .redraw, .quit, .fetchFullText, .cancelFullText:
            return nil
        }
    }

    /// The cache's query for the UI's.
    static func articleQuery(_ query: ListQuery) -> ArticleQuery {
        ArticleQuery(unreadOnly: query.unreadOnly, starredOnly: query.starredOnly, search: query.search,
                     sourceKey: query.sourceKey)
    }

    /// The UI's row for a cache summary.
    static func headline(_ summary: ArticleSummary) -> HeadlineRow {
        HeadlineRow(id: summary.id, sourceKey: summary.sourceKey, sourceName: summary.sourceName, title: summary.title,
                    published: summary.published, isRead: summary.isRead, isStarred: summary.isStarred, url: summary.url)
    }

    /// The nearest unread article strictly after (or before) list position `from`.
    private static func findUnread(_ query: ListQuery, from: Int, forward: Bool, in store: ArticleStore) throws -> ListPosition? {
        let all = articleQuery(query)
        var unread = all
        unread.unreadOnly = true
        let found: ArticleSummary?
        if from < 0 {
            found = forward ? try store.summaries(unread, offset: 0, limit: 1).first : nil
        } else {
            guard let anchor = try store.summaries(all, offset: from, limit: 1).first else { return nil }
            found = forward
                ? try store.summaries(unread, after: anchor.cursor, limit: 1).first
                : try store.summaries(unread, before: anchor.cursor, limit: 1).first
        }
        guard let found, let index = try store.index(of: found.id, in: all) else { return nil }
        return ListPosition(index: index, id: found.id)
    }
}
