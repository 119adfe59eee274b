import BylineCore
import BylineUI
import Foundation

/// Performs the effects that read or write the cache, turning answers into actions.
enum StoreEffects {
    /// The action that answers `effect`, if it has one. A flag change the cache refuses is
    /// answered with ``Action/flagsNotSaved(_:reason:)``, so the screen takes it back.
    static func perform(_ effect: Effect, on store: ArticleStore) throws -> Action? {
        guard let write = FlagWrite(effect) else { return try answer(effect, on: store) }
        do {
            return try answer(effect, on: store)
        } catch {
            return .flagsNotSaved(write, reason: error.localizedDescription)
        }
    }

    /// The action that answers `effect`, if it has one; throws what the cache throws.
    private static func answer(_ effect: Effect, on store: ArticleStore) throws -> Action? {
        switch effect {
        case .loadRows(let query, let offset, let limit):
            let rows = try store.summaries(query, offset: offset, limit: limit)
            return .rowsLoaded(query: query, offset: offset, rows: rows, total: try store.count(query),
                               unread: try store.unreadCount(query))
        case .locate(let id, let query):
            return .located(id: id, index: try store.index(of: id, in: query))
        case .findUnread(let query, let from, let forward):
            return .unreadFound(query: query, position: try findUnread(query, from: from, forward: forward, in: store))
        case .loadArticle(let id):
            guard let article = try store.article(id: id) else {
                return .articleUnavailable(id: id, reason: BrowserText.articleGone.text)
            }
            return .articleLoaded(article)
        case .setRead(let ids, let read):
            _ = try store.setRead(ids, read)
            return nil
        case .setStarred(let id, let starred):
            _ = try store.setStarred(id, starred)
            return nil
        case .markAllRead(let query, let name):
            return .markedAllRead(ids: try store.markAllReadReturningIDs(query), name: name)
        case .loadSourceCounts(let hidden):
            let starred = ArticleQuery(starredOnly: true, hiddenSourceKeys: hidden)
            return .sourceCountsLoaded(SourceCounts(feeds: try store.feeds(), starred: try tally(starred, in: store)))
        case .countQueryFeeds(let hidden, let queries):
            return .queryCountsLoaded(try queryTallies(queries, hidden: hidden, in: store))
        case .loadFullText(let id):
            return try store.fullText(forArticle: id).map { .fullTextLoaded(id: id, page: $0.page) }
        case .refresh, .openURL, .openURLWithBrowser, .redraw, .quit, .layOutArticle, .cancelArticleLayout, .fetchFullText, .cancelFullText,
             .pipeArticle, .bookmark:
            return nil
        }
    }

    /// Each query feed's matches, outside hidden sources (a filter may read every article).
    static func queryTallies(_ queries: [String: FilterExpression], hidden: Set<String>, in store: ArticleStore) throws -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        for (key, expression) in queries {
            tallies[key] = try tally(ArticleQuery(filter: expression, hiddenSourceKeys: hidden), in: store)
        }
        return tallies
    }

    /// Unread and total articles of `query`.
    private static func tally(_ query: ArticleQuery, in store: ArticleStore) throws -> Tally {
        Tally(unread: try store.unreadCount(query), total: try store.count(query))
    }

    /// The nearest unread article strictly after (or before) list position `from`.
    private static func findUnread(_ query: ArticleQuery, from: Int, forward: Bool, in store: ArticleStore) throws -> ListPosition? {
        let all = query
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
