import BylineText
import Foundation

extension NewsboatMigration {
    /// Imports every article of newsboat's cache whose feed Byline's urls file lists, with
    /// its read and starred state, one transaction per feed.
    static func importCache(
        _ cache: NewsboatCache, sources: [Source], into cachePath: String, now: Date,
        report: inout NewsboatImportReport
    ) throws(NewsboatImportError) {
        let path = cache.path
        let feeds: [NewsboatCache.Feed]
        do throws(StoreError) {
            feeds = try cache.feeds()
        } catch {
            throw .newsboatCache(path: path, error)
        }
        let byIdentity = Dictionary(sources.map { (Source.duplicateIdentity(of: $0.key), $0) }) { first, _ in first }
        var accounted = Set<String>()
        var store: ArticleStore?
        for feed in feeds {
            guard let listed = byIdentity[Source.duplicateIdentity(of: feed.url)] else {
                if isPassedThrough(feed.url) {
                    // Its line is in the urls file, but this Byline cannot store articles for it.
                    accounted.insert(feed.url)
                    report.skip(NewsboatText.skipSourceNotRead(SourceLineError.quote(feed.url, limit: 40)))
                }
                continue
            }
            let items: [NewsboatItem]
            do throws(StoreError) {
                items = try cache.items(ofFeed: feed.url)
            } catch {
                throw .newsboatCache(path: path, error)
            }
            accounted.insert(feed.url)
            guard !items.isEmpty else { continue }
            var source = listed
            // newsboat's title for the feed until a refresh brings the feed's own.
            if source.title?.isEmpty ?? true, let title = ArticleText.line(feed.title) { source.title = title }
            let articles = items.map { Article(newsboat: $0, source: listed, sourceName: source.title ?? listed.shortName) }
            do throws(StoreError) {
                let opened: ArticleStore
                if let store { opened = store } else { opened = try ArticleStore.open(at: cachePath, now: now) }
                store = opened
                try opened.importArticles(articles, for: source, now: now)
            } catch {
                throw .bylineCache(error)
            }
            report.feeds += 1
            report.articles += articles.count
            report.unread += articles.filter { !$0.isRead }.count
            report.starred += articles.filter(\.isStarred).count
        }
        do throws(StoreError) {
            let orphans = try cache.itemCount(outside: accounted)
            if orphans > 0 { report.skip(orphans == 1 ? NewsboatText.skipOrphan.text : NewsboatText.skipOrphans(orphans)) }
        } catch {
            throw .newsboatCache(path: path, error)
        }
    }

    private static func isPassedThrough(_ key: String) -> Bool {
        NewsboatURLs.passedThroughForms.contains { key.lowercased().hasPrefix($0) }
    }
}
