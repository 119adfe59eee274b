import BylineText
import Foundation

/// One file to queue: its URL and what names it, from an article's enclosure or a bare URL.
public struct DownloadRequest: Sendable, Hashable {
    /// The file's address.
    public var url: URL
    /// The article it belongs to, if any.
    public var articleID: Int64?
    /// That article's source.
    public var sourceKey: String?
    /// The title shown in the queue and used by `%t`.
    public var title: String
    /// The feed's title, for `%n`.
    public var feedTitle: String?
    /// The date `%F` and the other date parts use.
    public var date: Date
    /// The size the feed declared, if any.
    public var bytesTotal: Int64?

    /// A request from its parts.
    public init(
        url: URL, articleID: Int64? = nil, sourceKey: String? = nil, title: String? = nil, feedTitle: String? = nil,
        date: Date = Date(), bytesTotal: Int64? = nil
    ) {
        self.url = url
        self.articleID = articleID
        self.sourceKey = sourceKey
        self.title = TextSanitizer.singleLine(title ?? DownloadFileName.basename(of: url))
        self.feedTitle = feedTitle
        self.date = date
        self.bytesTotal = bytesTotal
    }

    /// The enclosure of `article` newsboat's `e` takes: the first audio or video one, else the
    /// first of any kind; nil when it has none.
    public init?(article: Article, now: Date = Date()) {
        let enclosures = article.enclosures.filter { ["http", "https"].contains($0.url.scheme?.lowercased() ?? "") }
        guard let chosen = enclosures.first(where: { $0.kind == .audio || $0.kind == .video }) ?? enclosures.first else {
            return nil
        }
        self.init(
            url: chosen.url, articleID: article.id, sourceKey: article.sourceKey, title: article.title,
            feedTitle: article.sourceName, date: article.published ?? now, bytesTotal: chosen.byteCount)
    }

    /// Queues the file in `store`, named by `namer`; a name another job or file already has
    /// gets ` (2)`, ` (3)`… before its extension. Returns the job and whether it changed.
    @discardableResult
    public func enqueue(in store: ArticleStore, namer: DownloadFileName) throws(StoreError) -> (job: DownloadJob, changed: Bool) {
        if let existing = try store.download(url: url), existing.state != .deleted {
            return try store.enqueueDownload(
                url: url, articleID: articleID, sourceKey: sourceKey, title: title, targetPath: existing.targetPath,
                bytesTotal: bytesTotal)
        }
        let taken = Set(try store.downloads().filter { $0.url != url }.map(\.targetPath))
        let wanted = namer.path(for: url, title: title, feedTitle: feedTitle, date: date)
        var path = wanted
        var number = 2
        while taken.contains(path) || FileManager.default.fileExists(atPath: path) {
            let ext = (wanted as NSString).pathExtension
            let stem = ext.isEmpty ? wanted : String(wanted.dropLast(ext.count + 1))
            path = "\(stem) (\(number))" + (ext.isEmpty ? "" : ".\(ext)")
            number += 1
        }
        return try store.enqueueDownload(
            url: url, articleID: articleID, sourceKey: sourceKey, title: title, targetPath: path, bytesTotal: bytesTotal)
    }
}
