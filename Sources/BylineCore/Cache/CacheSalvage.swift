import CSQLite
import Foundation

/// Copies what can still be read from a damaged cache into a new one: sources, articles
/// with their read and starred flags, reader pages, the memory of expired articles and
/// the offline sync journal. Row by row, skipping what fails.
///
/// Rows are read by rowid ranges through the table's b-tree: a damaged leaf loses only
/// its own rows; when a range fails part-way, the rest of it is read one rowid at a time,
/// so reading steps past the damage. A row whose values do not fit the new (STRICT)
/// table is skipped too. Feeds lose their validators (ETag, Last-Modified) so the next
/// refresh fetches them whole and brings back what the damage took, and the counters and
/// the search index are rebuilt from what was saved.
enum CacheSalvage {
    /// Rowids read in one range.
    static let chunk: Int64 = 256
    /// Ranges that found nothing, one after another, before a table with no known end is
    /// taken as read (when its largest rowid cannot be read).
    static let emptyRangesAtEnd = 4096
    /// Columns never copied: validators that would hide lost articles behind a 304, and
    /// counters that are recounted.
    static let leftOut: Set<String> = ["etag", "last_modified", "fresh_until", "article_count", "unread_count"]

    /// Copies from the damaged file at `damagedPath` into `database` (a new, migrated cache)
    /// and says how much was saved. Never throws: what cannot be read is left behind.
    static func copy(from damagedPath: String, into database: Database) -> SalvageReport {
        var report = SalvageReport()
        guard let damaged = try? Database(path: damagedPath, busyTimeout: 1, readOnly: true) else { return report }
        report.estimatedArticles = estimate(damaged)
        do throws(StoreError) {
            try database.execute("PRAGMA foreign_keys = OFF")
            defer { try? database.execute("PRAGMA foreign_keys = ON") }
            try database.transaction { () throws(StoreError) in
                report.sources = try copyTable("feeds", from: damaged, into: database, byRowID: true)
                report.articles = try copyTable("articles", from: damaged, into: database, byRowID: true)
                report.fullTexts = try copyTable("full_texts", from: damaged, into: database, byRowID: true)
                _ = try copyTable("expired_articles", from: damaged, into: database, byRowID: false)
                _ = try copyTable("sync_journal", from: damaged, into: database, byRowID: true)
                _ = try copyTable("imported_flags", from: damaged, into: database, byRowID: false)
                _ = try copyTable("downloads", from: damaged, into: database, byRowID: true)
                try rebuild(database)
            }
        } catch {
            // The new cache could not take them (a full disk): it stays empty and usable.
            var none = SalvageReport()
            none.estimatedArticles = report.estimatedArticles
            return none
        }
        report.flagged = Int((try? database.integer("SELECT count(*) FROM articles WHERE read = 1 OR starred = 1")) ?? 0)
        report.estimatedArticles = max(report.estimatedArticles, report.articles)
        return report
    }

    /// About how many articles the damaged file held: its per-feed counters, else its largest id.
    private static func estimate(_ damaged: Database) -> Int {
        if let counted = try? damaged.integer("SELECT sum(article_count) FROM feeds"), counted > 0 { return Int(counted) }
        return Int((try? damaged.integer("SELECT max(id) FROM articles")) ?? 0)
    }

    /// Copies the rows of `table` that can be read and stored, returning how many were.
    private static func copyTable(
        _ table: String, from damaged: Database, into database: Database,
        byRowID: Bool
    ) throws(StoreError) -> Int {
        let wanted = Set(columns(table, in: database))
        let columns = self.columns(table, in: damaged).filter { wanted.contains($0) && !leftOut.contains($0) }
        guard !columns.isEmpty else { return 0 }
        let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        let insert = "INSERT OR IGNORE INTO \(table) (\(list)) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
        var saved = 0
        let store = { (row: [SalvagedValue]) throws(StoreError) in
            do throws(StoreError) {
                saved += try database.run(insert, row)
            } catch .diskFull {
                throw .diskFull
            } catch {
                // A value that does not fit the table (damage read as data): leave the row.
            }
        }
        guard byRowID else {
            try readRows("SELECT \(list) FROM \(table)", [], width: columns.count, in: damaged, each: store)
            return saved
        }
        let select = "SELECT rowid, \(list) FROM \(table) WHERE rowid >= ? AND rowid < ? ORDER BY rowid"
        let last = try? damaged.integer("SELECT max(rowid) FROM \(table)")
        var low: Int64 = 1
        if let first = try? damaged.integer("SELECT min(rowid) FROM \(table)") { low = first }
        var emptyRanges = 0
        while last.map({ low <= $0 }) ?? (emptyRanges < emptyRangesAtEnd) {
            let high = low + chunk
            var next = low
            var found = false
            do throws(StoreError) {
                try readRows(select, [low, high], width: columns.count + 1, in: damaged) { row throws(StoreError) in
                    found = true
                    if case .integer(let rowid) = row[0] { next = rowid + 1 }
                    try store(Array(row.dropFirst()))
                }
            } catch .diskFull {
                throw .diskFull
            } catch {
                // Step past the damage one rowid at a time.
                for rowid in next..<high {
                    try? readRows("SELECT \(list) FROM \(table) WHERE rowid = ?", [rowid], width: columns.count, in: damaged) {
                        row throws(StoreError) in
                        found = true
                        try store(row)
                    }
                }
            }
            emptyRanges = found ? 0 : emptyRanges + 1
            low = high
        }
        return saved
    }

    /// The columns of `table` (none when it is missing or its schema cannot be read).
    private static func columns(_ table: String, in database: Database) -> [String] {
        (try? database.query("SELECT name FROM pragma_table_info(?)", [table]) { $0.string(0) ?? "" }) ?? []
    }

    /// Runs `sql` on the damaged file and hands each row's values to `each`.
    private static func readRows(
        _ sql: String, _ values: [any SQLBindable], width: Int, in database: Database,
        each: ([SalvagedValue]) throws(StoreError) -> Void
    ) throws(StoreError) {
        let statement = try database.statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {
            try each((0..<Int32(width)).map { SalvagedValue(statement, column: $0) })
        }
    }

    /// Makes the saved rows whole again: a feed row for every article, no page without its
    /// article, the counters recounted, and the search index rebuilt.
    private static func rebuild(_ database: Database) throws(StoreError) {
        try database.execute(
            """
            INSERT OR IGNORE INTO feeds (key, title) SELECT source_key, min(source_name) FROM articles GROUP BY source_key;
            DELETE FROM full_texts WHERE article_id NOT IN (SELECT id FROM articles);
            UPDATE feeds SET
                article_count = (SELECT count(*) FROM articles WHERE source_key = feeds.key),
                unread_count = (SELECT count(*) FROM articles WHERE source_key = feeds.key AND read = 0);
            """)
        var after = Int64.min
        while true {
            let rows = try database.query(
                """
                SELECT list_key, title, \(PackedBody.summarySQL), \(PackedBody.contentSQL), (SELECT indexed FROM full_texts WHERE article_id = articles.id)
                FROM articles WHERE list_key > ? ORDER BY list_key LIMIT 1000
                """, [after]
            ) { row in
                (
                    key: row.int64(0), text: IndexedText(title: row.string(1) ?? "", summary: row.string(2), content: row.string(3)),
                    fullText: row.string(4)
                )
            }
            guard let last = rows.last else { return }
            for row in rows {
                try ArticleStore.index(IndexableText(row.text).extended(with: row.fullText), key: row.key, delete: false, in: database)
            }
            after = last.key
        }
    }
}

/// How much of a damaged cache was saved.
public struct SalvageReport: Sendable, Hashable {
    /// Articles copied into the new cache.
    public var articles = 0
    /// About how many articles the damaged cache held (never fewer than were saved).
    public var estimatedArticles = 0
    /// Sources copied.
    public var sources = 0
    /// Saved articles that carried a read or starred flag.
    public var flagged = 0
    /// Reader-mode pages copied.
    public var fullTexts = 0

    /// A report of nothing saved.
    public init() {}
}
