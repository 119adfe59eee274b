import BylineText
import Foundation

/// Articles together with the text the search index will hold for them, computed before
/// the write lock is taken so that concurrent refresh tasks prepare in parallel and the
/// writer only runs SQL.
public struct PreparedArticles: Sendable {
    /// The articles, in order.
    public let articles: [Article]
    /// The search text of each article, in the same order.
    let indexable: [IndexableText]
    /// Each article's summary and content packed for storage, when packing pays.
    let packed: [PackedBody?]
    /// A fingerprint of each article's title, summary and content, for telling whether the
    /// cache's copy changed once the text itself is gone.
    let digests: [TextDigest]

    /// Prepares `articles` (pure; safe on any thread).
    ///
    /// `releasingText` drops the summary and content of every article whose body was packed,
    /// which halves what a parsed feed holds while it waits for the writer; only the packed
    /// body is stored then anyway. A refresh whose killfile reads those fields keeps them.
    public init(_ articles: [Article], releasingText: Bool = false) {
        let indexed = articles.map { IndexedText(title: $0.title, summary: $0.summary, content: $0.content) }
        self.indexable = indexed.map(IndexableText.init)
        self.digests = indexed.map(TextDigest.init)
        let packed = articles.map { PackedBody(summary: $0.summary, content: $0.content) }
        self.packed = packed
        guard releasingText else {
            self.articles = articles
            return
        }
        var kept = articles
        for index in kept.indices where packed[index] != nil {
            kept[index].summary = nil
            kept[index].content = nil
        }
        self.articles = kept
    }
}

/// The fields of an article that go into the search index, as stored.
struct IndexedText: Equatable, Sendable {
    var title: String
    var summary: String?
    var content: String?
}

/// What the search index holds for one article: title and summary in full, the start of
/// the body, all as plain text (see ``SearchText``).
struct IndexableText: Sendable {
    var title: String
    var summary: String?
    var content: String?

    /// The index text for `text`; a pure function, so removing an entry recomputes exactly what was added.
    ///
    /// Feeds often send the same text twice (an RSS description that is the start of its
    /// content:encoded); then only the body is indexed, which finds the same articles for
    /// a fraction of the index work.
    init(_ text: IndexedText) {
        title = SearchText.indexable(text.title, html: false)
        let summary = text.summary.map { SearchText.indexable($0, html: true, limit: SearchText.contentLimit) }
        let content = text.content.map { SearchText.indexable($0, html: true, limit: SearchText.contentLimit) }
        if let summary, let content, Self.repeats(summary, content) {
            self.summary = nil
        } else {
            self.summary = summary
        }
        self.content = content
    }

    /// This text with an article's reader-mode text (already indexable) added to its body,
    /// so a search finds words of the whole page.
    func extended(with fullText: String?) -> IndexableText {
        guard let fullText, !fullText.isEmpty else { return self }
        var result = self
        result.content = (content.map { $0 + " " } ?? "") + fullText
        return result
    }

    /// Whether one text is the start of the other.
    private static func repeats(_ first: String, _ second: String) -> Bool {
        first.utf8.count <= second.utf8.count ? second.utf8.starts(with: first.utf8) : first.utf8.starts(with: second.utf8)
    }
}

/// One refreshed source ready to store: its prepared articles and what to record about the fetch.
public struct RefreshedSource: Sendable {
    /// The articles, with their search text.
    public var prepared: PreparedArticles
    /// The source they came from.
    public var source: Source
    /// The feed's own title, kept unless the urls file names the source.
    public var feedTitle: String?
    /// The ETag for the next conditional GET.
    public var etag: String?
    /// The Last-Modified for the next conditional GET.
    public var lastModified: String?
    /// What was wrong with the feed though it was read, kept as the source's status.
    public var note: MessageValue?
    /// Whether to record ``freshUntil`` (the feed's fetch floor) with the articles.
    public var writesFreshness = false
    /// The time before which the feed need not be fetched again, when ``writesFreshness``.
    public var freshUntil: Date?

    /// A refreshed source from its parts.
    public init(
        prepared: PreparedArticles, source: Source, feedTitle: String?, etag: String?, lastModified: String?,
        note: MessageValue? = nil
    ) {
        self.note = note
        self.prepared = prepared
        self.source = source
        self.feedTitle = feedTitle
        self.etag = etag
        self.lastModified = lastModified
    }
}
