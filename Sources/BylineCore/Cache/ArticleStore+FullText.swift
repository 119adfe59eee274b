import Foundation

/// Reader-mode pages in the cache: saved per article, read back offline, and searched
/// with the article (the page's text joins the article's search entry).
extension ArticleStore {
    /// How many bytes of a page's text go into the search index.
    static let fullTextIndexLimit = 16 << 10
    /// A stored page's HTML, packed or not (`full_texts` columns; see ``Schema/packedReaderPages``).
    static let pageHTMLSQL = "byline_body(NULLIF(html, ''), packed_page, 1)"
    /// A stored page's text, packed or not.
    static let pageTextSQL = "byline_body(NULLIF(text, ''), packed_page, 0)"

    /// Saves `page` as the full text of the article `id`, replacing any earlier one;
    /// returns false when there is no such article.
    @discardableResult
    public func saveFullText(
        _ page: ExtractedArticle, forArticle id: Int64, pageURL: URL?,
        now: Date = Date()
    ) throws(StoreError) -> Bool {
        let indexed = SearchText.indexable(page.title + " " + page.text, html: false, limit: Self.fullTextIndexLimit)
        // Packed as a body is, off the write lock; a page too small to gain is stored as text.
        let packed = PackedBody(summary: page.text, content: page.html)
        return try write { database throws(StoreError) in
            let row = try database.first(
                """
                SELECT list_key, title, \(PackedBody.summarySQL), \(PackedBody.contentSQL), (SELECT indexed FROM full_texts WHERE article_id = articles.id)
                FROM articles WHERE id = ?
                """, [id]
            ) { row in
                (
                    key: row.int64(0), text: IndexedText(title: row.string(1) ?? "", summary: row.string(2), content: row.string(3)),
                    previous: row.string(4)
                )
            }
            guard let row else { return false }
            let base = IndexableText(row.text)
            try Self.index(base.extended(with: row.previous), key: row.key, delete: true, in: database)
            try Self.index(base.extended(with: indexed), key: row.key, delete: false, in: database)
            try database.run(
                """
                INSERT OR REPLACE INTO full_texts (article_id, page_url, title, byline, site_name, published, language,
                                                   direction, excerpt, html, text, packed_page, indexed, fetched)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    id, pageURL?.absoluteString, page.title, page.byline, page.siteName, page.published, page.language,
                    page.direction, page.excerpt, packed == nil ? page.html : "", packed == nil ? page.text : "", packed,
                    indexed, now
                ])
            return true
        }
    }

    /// The saved full text of the article `id`, or nil when none was saved.
    public func fullText(forArticle id: Int64) throws(StoreError) -> StoredFullText? {
        try withDatabase { database throws(StoreError) in
            try database.first(
                """
                SELECT page_url, title, byline, site_name, published, language, direction, excerpt,
                       \(Self.pageHTMLSQL), \(Self.pageTextSQL), fetched
                FROM full_texts WHERE article_id = ?
                """, [id]
            ) { row in
                StoredFullText(
                    page: ExtractedArticle(
                        title: row.string(1) ?? "", byline: row.string(2), siteName: row.string(3),
                        published: row.string(4), language: row.string(5), direction: row.string(6),
                        excerpt: row.string(7), html: row.string(8) ?? "", text: row.string(9) ?? ""),
                    pageURL: row.url(0), fetched: row.date(10) ?? Date(timeIntervalSince1970: 0))
            }
        }
    }
}

/// A reader-mode page as the cache keeps it.
public struct StoredFullText: Sendable, Hashable {
    /// The extracted article.
    public var page: ExtractedArticle
    /// The address it was fetched from.
    public var pageURL: URL?
    /// When it was fetched.
    public var fetched: Date
}
