import BylineCore
import Foundation

@testable import BylineUI

/// A runtime stand-in: answers effects from an array of headlines the way the cache would,
/// and feeds the answers back through `update`, recording every effect on the way.
struct FakeStore {
    /// The articles, in list order.
    var articles: [ArticleSummary]
    /// Every effect seen, in order.
    var effects: [Effect] = []
    /// Full articles to give for these ids instead of the generated ones.
    var fullArticles: [Int64: Article] = [:]
    /// Each source's last error, as the cache's feed table would hold it.
    var feedErrors: [String: String] = [:]
    /// When every working source last refreshed.
    var lastSuccess: Date? = Sample.now.addingTimeInterval(-300)
    /// Reader pages stored per article id.
    var fullTexts: [Int64: ExtractedArticle] = [:]
    /// What fetching each web page gives: a page, or a failure's reason.
    var webPages: [URL: Result<ExtractedArticle, FetchFailure>] = [:]
    /// Effects the store does not answer (to test what happens while they are in flight).
    var holdBack: (Effect) -> Bool = { _ in false }
    /// Why flag changes are refused (a read-only cache), when they are; nil stores them.
    var refusesFlags: String?
    /// The articles whose enclosures `e` queued, once each, in order.
    var enqueued: [Int64] = []
    /// The download queue `D` shows.
    var downloadJobs: [DownloadJob] = []

    /// A store of `articles`.
    init(_ articles: [ArticleSummary]) {
        self.articles = articles
    }

    /// The articles a query matches, in order.
    func matching(_ query: ArticleQuery) -> [ArticleSummary] {
        let found = articles.filter { row in
            if let search = query.search, !row.title.localizedCaseInsensitiveContains(search) { return false }
            if let key = query.sourceKey, row.sourceKey != key { return false }
            if let keys = query.sourceKeys, !keys.contains(row.sourceKey) { return false }
            if query.hiddenSourceKeys.contains(row.sourceKey) { return false }
            if query.unreadOnly && row.isRead { return false }
            if query.starredOnly && !row.isStarred { return false }
            return true
        }
        switch query.order {
        case .date: return found
        case .title:
            return found.enumerated().sorted { ($0.element.title.lowercased(), $0.offset) < ($1.element.title.lowercased(), $1.offset) }.map(
                \.element)
        case .source:
            return found.enumerated().sorted { ($0.element.sourceName.lowercased(), $0.offset) < ($1.element.sourceName.lowercased(), $1.offset) }
                .map(\.element)
        }
    }

    /// The per-source counters the cache would keep, for the sources view.
    func feedSummaries() -> [FeedSummary] {
        var grouped = Dictionary(grouping: articles, by: \.sourceKey)
        for key in feedErrors.keys where grouped[key] == nil { grouped[key] = [] }
        return grouped.map { key, rows in
            FeedSummary(
                key: key, title: rows.first?.sourceName, unread: rows.filter { !$0.isRead }.count, total: rows.count,
                lastError: feedErrors[key], lastSuccess: feedErrors[key] == nil ? lastSuccess : nil)
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
        if let refusesFlags, let write = FlagWrite(effect) { return [.flagsNotSaved(write, reason: refusesFlags)] }
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
        case .layOutArticle(let job):
            // The browser's worker runs the same job on a thread; here it runs at once.
            var answers: [Action] = []
            let articles = self.articles
            let fullArticles = self.fullArticles
            job.run(
                load: { id in articles.first { $0.id == id }.map { fullArticles[id] ?? Self.article(for: $0) } },
                isCurrent: { true }, post: { answers.append($0) })
            // As the browser's worker does: a stored reader page follows its article.
            if case .stored = job.source, let page = fullTexts[job.id] { answers.append(.fullTextLoaded(id: job.id, page: page)) }
            return answers
        case .setRead(let ids, let read):
            for index in articles.indices where ids.contains(articles[index].id) { articles[index].isRead = read }
            return []
        case .setStarred(let id, let starred):
            for index in articles.indices where articles[index].id == id { articles[index].isStarred = starred }
            return []
        case .markAllRead(let query, let name):
            let ids = matching(query).filter { !$0.isRead }.map(\.id)
            for index in articles.indices where ids.contains(articles[index].id) { articles[index].isRead = true }
            return [.markedAllRead(ids: ids, name: name)]
        case .countQueryFeeds(_, let queries):
            return [.queryCountsLoaded(queries.mapValues { _ in Tally() })]
        case .loadSourceCounts(let hidden):
            let starred = matching(ArticleQuery(starredOnly: true, hiddenSourceKeys: hidden))
            return [
                .sourceCountsLoaded(
                    SourceCounts(
                        feeds: feedSummaries(),
                        starred: Tally(unread: starred.filter { !$0.isRead }.count, total: starred.count)))
            ]
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
        case .enqueueDownload(let id):
            // As the cache's queue: one job per file, a second `e` finds it there.
            guard !enqueued.contains(id) else { return [.status(MediaKeysText.alreadyQueued("#\(id)"))] }
            enqueued.append(id)
            return [.status(MediaKeysText.queued("#\(id)", "/downloads/\(id).mp3"))]
        case .loadDownloads, .setDownloadState, .deleteDownloadFile, .purgeDownloads, .setDownloadPlayed, .playDownload:
            return [.downloadsLoaded(downloadJobs)]
        case .openImage:
            return [.downloadsLoaded(downloadJobs)]
        case .runDownloads, .stopDownloads:
            return []
        case .cancelArticleLayout, .refresh, .openURL, .openURLWithBrowser, .redraw, .quit, .cancelFullText, .pipeArticle, .bookmark,
            .saveArticle, .loadSourceInfo:
            return []
        }
    }

    /// Why a fake page fetch failed.
    struct FetchFailure: Error {
        /// The reason in words.
        var reason: String
    }

    /// A full article for a row, with three links in its body.
    static func article(for row: ArticleSummary) -> Article {
        Article(
            id: row.id, sourceKey: row.sourceKey, sourceName: row.sourceName, guid: "g\(row.id)", title: row.title,
            content: """
                <p>Body of \(row.title) with <a href="https://one.example/a">one</a>, \
                <a href="mailto:editor@example.com">mail</a> and <a href="/relative">two</a>.</p>
                """,
            url: row.url, published: row.published, isRead: row.isRead, isStarred: row.isStarred)
    }
}
