import BylineCore
import BylineText
import BylineUI
import Foundation

/// The cache's side of the effects that read or write it, one function per effect, each
/// returning the action that answers it. ``BrowserRuntime`` picks the function in its one
/// switch over ``Effect``.
enum StoreEffects {
    /// ``Effect/loadRows(query:offset:limit:)``: the rows and the list's counts.
    static func rows(_ query: ArticleQuery, offset: Int, limit: Int, in store: ArticleStore) throws(StoreError) -> Action {
        let rows = try store.summaries(query, offset: offset, limit: limit)
        return .rowsLoaded(
            query: query, offset: offset, rows: rows, total: try store.count(query),
            unread: try store.unreadCount(query))
    }

    /// ``Effect/locate(id:query:)``: where article `id` is in `query`'s list.
    static func locate(_ id: Int64, in query: ArticleQuery, store: ArticleStore) throws(StoreError) -> Action {
        .located(id: id, index: try store.index(of: id, in: query))
    }

    /// ``Effect/findUnread(query:from:forward:)``: the nearest unread article.
    static func unread(_ query: ArticleQuery, from: Int, forward: Bool, in store: ArticleStore) throws(StoreError) -> Action {
        .unreadFound(query: query, position: try findUnread(query, from: from, forward: forward, in: store))
    }

    /// ``Effect/loadSourceCounts(hidden:)``: the per-source counters and the starred tally.
    static func sourceCounts(hidden: Set<String>, in store: ArticleStore) throws(StoreError) -> Action {
        let starred = ArticleQuery(starredOnly: true, hiddenSourceKeys: hidden)
        return .sourceCountsLoaded(SourceCounts(feeds: try store.feeds(), starred: try tally(starred, in: store)))
    }

    /// ``Effect/setRead(ids:read:)``: nil when stored; a refusal is answered with
    /// ``Action/flagsNotSaved(_:reason:)``, so the screen takes it back.
    static func setRead(_ ids: [Int64], _ read: Bool, on store: ArticleStore) -> Action? {
        flagWrite(.read(ids: ids, read: read)) { () throws(StoreError) in
            _ = try store.setRead(ids, read)
            return nil
        }
    }

    /// ``Effect/setStarred(id:starred:)``, answered as ``setRead(_:_:on:)`` is.
    static func setStarred(_ id: Int64, _ starred: Bool, on store: ArticleStore) -> Action? {
        flagWrite(.starred(id: id, starred: starred)) { () throws(StoreError) in
            _ = try store.setStarred(id, starred)
            return nil
        }
    }

    /// ``Effect/markAllRead(query:name:)``: the ids marked, or the refusal.
    static func markAllRead(_ query: ArticleQuery, name: String?, on store: ArticleStore) -> Action? {
        flagWrite(.markAllRead) { () throws(StoreError) in
            .markedAllRead(ids: try store.markAllReadReturningIDs(query), name: name)
        }
    }

    /// Runs a flag change; what the cache refuses comes back naming the write, with its words.
    private static func flagWrite(_ write: FlagWrite, _ body: () throws(StoreError) -> Action?) -> Action? {
        do throws(StoreError) {
            return try body()
        } catch {
            return .flagsNotSaved(write, reason: error.localizedDescription)
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
    private static func tally(_ query: ArticleQuery, in store: ArticleStore) throws(StoreError) -> Tally {
        Tally(unread: try store.unreadCount(query), total: try store.count(query))
    }

    /// The nearest unread article strictly after (or before) list position `from`.
    private static func findUnread(_ query: ArticleQuery, from: Int, forward: Bool, in store: ArticleStore) throws(StoreError) -> ListPosition? {
        let all = query
        var unread = all
        unread.unreadOnly = true
        let found: ArticleSummary?
        if from < 0 {
            found = forward ? try store.summaries(unread, offset: 0, limit: 1).first : nil
        } else {
            guard let anchor = try store.summaries(all, offset: from, limit: 1).first else { return nil }
            found =
                forward
                ? try store.summaries(unread, after: anchor.cursor, limit: 1).first
                : try store.summaries(unread, before: anchor.cursor, limit: 1).first
        }
        guard let found, let index = try store.index(of: found.id, in: all) else { return nil }
        return ListPosition(index: index, id: found.id)
    }
}
