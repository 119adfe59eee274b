import BylineCore
import Foundation
@testable import BylineUI

/// A runtime stand-in: answers effects from an array of headlines the way the cache would,
/// and feeds the answers back through `update`, recording every effect on the way.
struct FakeStore {
    /// The articles, in list order.
    var articles: [HeadlineRow]
    /// Every effect seen, in order.
    var effects: [Effect] = []
    /// Full articles to give for these ids instead of the generated ones.
    var fullArticles: [Int64: Article] = [:]
    /// Reader pages stored per article id.
    var fullTexts: [Int64: ExtractedArticle] = [:]
    /// What fetching each web page gives: a page, or a failure's reason.
    var webPages: [URL: Result<ExtractedArticle, FetchFailure>] = [:]
    /// Effects the store does not answer (to test what happens while they are in flight).
    var holdBack: (Effect) -> Bool = { _ in false }

    /// A store of `articles`.
    init(_ articles: [HeadlineRow]) {
        self.articles = articles
    }

    /// The articles a query matches, in order.
    func matching(_ query: ListQuery) -> [HeadlineRow] {
        articles.filter { row in
            if let search = query.search, !row.title.localizedCaseInsensitiveContains(search) { return false }
            if let key = query.sourceKey, row.sourceKey != key { return false }
            if query.unreadOnly && row.isRead { return false }
            if query.starredOnly && !row.isStarred { return false }
            return true
        }
    }

    /// Applies `action`, then answers every effect until none are left; returns the
    /// effects of this whole exchange.
    @discardableResult
    mutating func drive(_ state: inout AppState, _ action: Action) -> [Effect] {
        let start = effects.count
        var queue = [action]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for effect in update(&state, next) {
                effects.append(effect)
                if holdBack(effect) { continue }
                queue += answer(effect)
            }
        }
        return Array(effects[start...])
    }

    /// What the runtime would send back for one effect.
    mutating func answer(_ effect: Effect) -> [Action] {
        switch effect {
        case .loadRows(let query, let offset, let limit):
            let all = matching(query)
            let rows = Array(all.dropFirst(offset).prefix(limit))
            return [.rowsLoaded(query: query, offset: offset, rows: rows, total: all.count, unread: all.filter { !$0.isRead }.count)]
        case .locate(let id, let query):
            return [.located(id: id, index: matching(query).firstIndex { $0.id == id })]
        case .findUnread(let query, let from, let forward):
            let all = matching(query)
            let indices = forward ? Array((from + 1)..<max(from + 1, all.count)) : Array((0..<max(0, from)).reversed())
            let found = indices.first { !all[$0].isRead }
            return [.unreadFound(query: query, position: found.map { ListPosition(index: $0, id: all[$0].id) })]
        case .loadArticle(let id):
            guard let row = articles.first(where: { $0.id == id }) else {
                return [.articleUnavailable(id: id, reason: "Article \(id) is no longer in the cache")]
            }
            let stored = fullTexts[id].map { [Action.fullTextLoaded(id: id, page: $0)] } ?? []
            return [.articleLoaded(fullArticles[id] ?? Self.article(for: row))] + stored
        case .setRead(let ids, let read):
            for index in articles.indices where ids.contains(articles[index].id) { articles[index].isRead = read }
            return []
        case .setStarred(let id, let starred):
            for index in articles.indices where articles[index].id == id { articles[index].isStarred = starred }
            return []
        case .markAllRead(let query):
            let ids = Set(matching(query).map(\.id))
            for index in articles.indices where ids.contains(articles[index].id) { articles[index].isRead = true }
            return []
        case .fetchFullText(let id, let url):
            switch webPages[url] {
            case .success(let page)?:
                fullTexts[id] = page
                return [.fullTextLoaded(id: id, page: page)]
            case .failure(let failure)?:
                return [.fullTextFailed(id: id, reason: failure.reason)]
            case nil:
                return [.fullTextFailed(id: id, reason: "could not connect")]
            }
        case .loadFullText(let id):
            return fullTexts[id].map { [.fullTextLoaded(id: id, page: $0)] } ?? []
        case .refreshAll, .refreshSource, .openURL, .redraw, .quit, .cancelFullText:
            return []
        }
    }

    /// Why a fake page fetch failed.
    struct FetchFailure: Error {
        /// The reason in words.
        var reason: String
    }

    /// A full article for a row, with three links in its body.
    static func article(for row: HeadlineRow) -> Article {
        Article(
            id: row.id, sourceKey: row.sourceKey, sourceName: row.sourceName, guid: "g\(row.id)", title: row.title,
            content: """
                <p>Body of \(row.title) with <a href="https://one.example/a">one</a>, \
                <a href="mailto:editor@example.com">mail</a> and <a href="/relative">two</a>.</p>
                """,
            url: row.url, published: row.published, isRead: row.isRead, isStarred: row.isStarred)
    }
}
