import BylineText
import Foundation

/// newsboat's `cache.db`, opened read-only: its feeds and each feed's articles as newsboat
/// stored them (newsboat 2.x schema: `rss_feed` and `rss_item`).
///
/// The file is opened with `SQLITE_OPEN_READONLY` (SQLite's `mode=ro`): nothing is ever
/// written, no journal or WAL file is created beside it, and the only lock is the shared
/// one each read takes while it runs.
public final class NewsboatCache {
    /// One feed newsboat keeps articles for.
    public struct Feed: Sendable, Equatable {
        /// The feed's address as newsboat's urls file writes it (`rssurl`).
        public var url: String
        /// The title newsboat learned from the feed.
        public var title: String
    }

    /// The cache file.
    public let path: String
    private let database: Database

    /// Opens the cache at `path` read-only, or says why it is not a newsboat cache.
    public init(path: String) throws(StoreError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .cannotOpen(path: path, reason: NewsboatText.noSuchFile.text)
        }
        database = try Database(path: path, busyTimeout: ArticleStore.defaultBusyTimeout, readOnly: true)
        let tables = try database.integer(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('rss_feed', 'rss_item')")
        guard tables == 2 else { throw .cannotOpen(path: path, reason: NewsboatText.notANewsboatCache.text) }
    }

    /// Every feed in the cache, in address order.
    public func feeds() throws(StoreError) -> [Feed] {
        try database.query("SELECT rssurl, title FROM rss_feed ORDER BY rssurl") { row in
            Feed(url: row.string(0) ?? "", title: row.string(1) ?? "")
        }
    }

    /// The articles newsboat keeps for `feedURL` (those it deleted left out), oldest first.
    public func items(ofFeed feedURL: String) throws(StoreError) -> [NewsboatItem] {
        try database.query(
            """
            SELECT guid, title, author, url, pubDate, content, unread, flags, base, enclosure_url, enclosure_type
            FROM rss_item WHERE feedurl = ? AND deleted = 0 ORDER BY id
            """, [feedURL]
        ) { row in
            var item = NewsboatItem(
                guid: row.string(0) ?? "", title: row.string(1) ?? "", author: row.string(2) ?? "",
                url: row.string(3) ?? "", published: row.int64(4), content: row.string(5) ?? "",
                isUnread: row.bool(6), flags: row.string(7) ?? "", base: row.string(8) ?? "")
            item.enclosureURL = row.string(9) ?? ""
            item.enclosureType = row.string(10) ?? ""
            return item
        }
    }

    /// How many articles newsboat keeps for feeds not in `feedURLs` (feeds no longer in its urls file).
    public func itemCount(outside feedURLs: Set<String>) throws(StoreError) -> Int {
        let counts = try database.query("SELECT feedurl, count(*) FROM rss_item WHERE deleted = 0 GROUP BY feedurl") { row in
            (row.string(0) ?? "", row.int(1))
        }
        return counts.filter { !feedURLs.contains($0.0) }.reduce(0) { $0 + $1.1 }
    }
}
