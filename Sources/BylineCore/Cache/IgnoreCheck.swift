import Foundation

/// Decides, before an article is stored, whether a download-mode killfile rule ignores it.
///
/// The rules are compiled to the same SQL that lists use and evaluated over a one-row
/// subquery named `articles` that holds the incoming article's values, so every attribute
/// means exactly what it means in a list: `feedtitle` and `tags` come from the feeds and
/// source_tags tables (the source's row is written first), `age` and `date` from the
/// published date (else now), and a new article is unread and not starred.
struct IgnoreCheck {
    private let sql: String
    private let values: [any SQLBindable]

    /// The check for `rules`, or nil when there are none (nothing to check).
    init?(_ rules: [IgnoreRule], now: Date) {
        guard let keep = rules.keepCondition(now: now) else { return nil }
        sql = """
            SELECT 1 FROM (SELECT ? AS source_key, ? AS source_name, ? AS title, ? AS author, ? AS summary,
                                  ? AS content, NULL AS packed_body, ? AS url, 0 AS read, 0 AS starred, ? AS list_key) AS articles
            WHERE NOT \(keep.sql)
            """
        values = keep.values
    }

    /// Whether a rule ignores `article` of the source `sourceKey`.
    func ignores(_ article: Article, sourceKey: String, now: Date, in database: Database) throws(StoreError) -> Bool {
        let time = min(max((article.published ?? now).unixSeconds, 0), 8_589_934_591)
        let row: [any SQLBindable] = [
            sourceKey, article.sourceName, article.title, article.author, article.summary,
            article.content, article.url?.absoluteString, time << 30
        ]
        return try database.first(sql, row + values) { _ in true } ?? false
    }
}
