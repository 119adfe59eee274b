import Foundation

extension Schema {
    /// Version 18: the download queue (``DownloadJob``), kept in the cache so a queue and its
    /// progress outlive a crash or a SIGKILL. `owner` is the process id running a job (a job
    /// whose owner is gone is taken over and resumed); `article_id` is cleared, not the row
    /// removed, when the article expires, so a downloaded file stays listed.
    static let downloadQueue = Migration(
        version: 18,
        sql: """
            CREATE TABLE downloads (
                id INTEGER PRIMARY KEY,
                url TEXT NOT NULL UNIQUE,
                article_id INTEGER REFERENCES articles(id) ON DELETE SET NULL,
                source_key TEXT,
                title TEXT NOT NULL DEFAULT '',
                target_path TEXT NOT NULL,
                state TEXT NOT NULL DEFAULT 'queued',
                bytes_done INTEGER NOT NULL DEFAULT 0,
                bytes_total INTEGER,
                error TEXT,
                owner INTEGER,
                played INTEGER NOT NULL DEFAULT 0,
                added_at REAL NOT NULL,
                started_at REAL,
                finished_at REAL,
                played_at REAL
            );
            CREATE INDEX downloads_article ON downloads(article_id);
            """)
}
