import Foundation

/// The cache's later migrations (versions 7 on): sync, reader pages, expiry, packing and intents.
extension Schema {
    /// Version 7, sync accounts: the journal of local flag changes to synced articles, written by
    /// triggers in the same transaction as the change itself (so no code path that sets a
    /// flag can forget it, and a crash keeps both or neither), a switch the sync sets while
    /// it applies the server's state (so that state is not journalled back), and each
    /// account's sync bookmark; and an index to find a synced article by the server's item id.
    /// See `ArticleStore+Sync.swift`.
    static let syncJournal = Migration(
        version: 7,
        sql: """
            CREATE TABLE sync_journal (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                source_key TEXT NOT NULL,
                guid TEXT NOT NULL,
                field TEXT NOT NULL CHECK (field IN ('read', 'starred')),
                value INTEGER NOT NULL CHECK (value IN (0, 1)),
                made INTEGER NOT NULL
            ) STRICT;
            CREATE INDEX sync_journal_by_article ON sync_journal(source_key, guid, field);
            CREATE INDEX articles_synced_by_guid ON articles(guid)
            WHERE source_key >= 'account:' AND source_key < 'account;';
            CREATE TABLE sync_control (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                applying INTEGER NOT NULL DEFAULT 0
            ) STRICT;
            INSERT INTO sync_control (id, applying) VALUES (1, 0);
            CREATE TABLE sync_accounts (
                name TEXT PRIMARY KEY NOT NULL,
                watermark INTEGER,
                last_success INTEGER
            ) STRICT;
            CREATE TRIGGER sync_journal_read AFTER UPDATE OF read ON articles
            WHEN OLD.read <> NEW.read AND NEW.source_key >= 'account:' AND NEW.source_key < 'account;'
                AND (SELECT applying FROM sync_control WHERE id = 1) = 0 BEGIN
                INSERT INTO sync_journal (source_key, guid, field, value, made)
                VALUES (NEW.source_key, NEW.guid, 'read', NEW.read, CAST(strftime('%s', 'now') AS INTEGER));
            END;
            CREATE TRIGGER sync_journal_starred AFTER UPDATE OF starred ON articles
            WHEN OLD.starred <> NEW.starred AND NEW.source_key >= 'account:' AND NEW.source_key < 'account;'
                AND (SELECT applying FROM sync_control WHERE id = 1) = 0 BEGIN
                INSERT INTO sync_journal (source_key, guid, field, value, made)
                VALUES (NEW.source_key, NEW.guid, 'starred', NEW.starred, CAST(strftime('%s', 'now') AS INTEGER));
            END;
            """)

    /// Version 8: the reader-mode page of an article (``ArticleStore/saveFullText(_:forArticle:pageURL:now:)``),
    /// one row per article. `indexed` is exactly the text added to the article's search
    /// entry (the contentless index can only remove what it is given again).
    static let readerFullTexts = Migration(
        version: 8,
        sql: """
            CREATE TABLE full_texts (
                article_id INTEGER PRIMARY KEY NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
                page_url TEXT,
                title TEXT NOT NULL,
                byline TEXT,
                site_name TEXT,
                published TEXT,
                language TEXT,
                direction TEXT,
                excerpt TEXT,
                html TEXT NOT NULL,
                text TEXT NOT NULL,
                indexed TEXT NOT NULL,
                fetched INTEGER NOT NULL
            ) STRICT;
            """)

    /// The next version: articles the background full-text fetch will not fetch again by
    /// itself, one row per article: a page that failed or is not an article, or a feed that
    /// already carries the whole story. `retry_after` NULL means never (`f` still can); a
    /// network failure may be retried after it. Nothing here touches `full_texts`: a
    /// failure never harms a stored page.
    static let readerFetchSkips = Migration(
        version: 9,
        sql: """
            CREATE TABLE full_text_skips (
                article_id INTEGER PRIMARY KEY NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
                reason TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 1,
                recorded INTEGER NOT NULL,
                retry_after INTEGER
            ) STRICT;
            """)

    /// Version 10, expiry: the articles that `max-items` or `keep-articles-days` removed, per
    /// source and guid, so a feed that still carries one does not bring it back. A trigger
    /// (so no insert path can forget it) drops such an insert silently and notes when the
    /// feed last carried the article; ``ArticleStore/expire(_:refreshed:since:now:)``
    /// forgets an entry once the feed no longer carries it.
    static let expiredArticles = Migration(
        version: 10,
        sql: """
            CREATE TABLE expired_articles (
                source_key TEXT NOT NULL,
                guid TEXT NOT NULL,
                expired INTEGER NOT NULL,
                last_seen INTEGER NOT NULL,
                PRIMARY KEY (source_key, guid)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX expired_articles_by_seen ON expired_articles(last_seen);
            CREATE TRIGGER articles_expired_stay_out BEFORE INSERT ON articles
            WHEN EXISTS (SELECT 1 FROM expired_articles WHERE source_key = NEW.source_key AND guid = NEW.guid) BEGIN
                UPDATE expired_articles SET last_seen = NEW.first_seen WHERE source_key = NEW.source_key AND guid = NEW.guid;
                SELECT RAISE(IGNORE);
            END;
            """)

    /// Version 11: an article's summary and content deflated together (``PackedBody``); a
    /// row that has it keeps NULL in `summary` and `content`. Rows stored before stay text.
    static let packedBodies = Migration(
        version: 11,
        sql: """
            ALTER TABLE articles ADD COLUMN packed_body BLOB;
            """)

    /// Version 12: the search index merges its segments sixteen at a time instead of four.
    /// Every commit adds a segment, and merging four at a time rewrote each entry about
    /// twice as often: it was a third of the writer's time in a refresh of 30,000 articles,
    /// and 22 s of CPU at a million. Searches at a million articles measured the same
    /// (bench/RESULTS.md §19).
    static let searchMerging = Migration(
        version: 12,
        sql: """
            INSERT INTO article_search (article_search, rank) VALUES ('automerge', \(searchMergeWidth));
            """)
    /// How many segments of the search index merge at a time (FTS5's `automerge`).
    static let searchMergeWidth = 16

    /// Version 13: the read and starred state another reader (newsboat) had for each article
    /// when it was last imported, so importing again takes only what changed there since,
    /// and never undoes a flag changed here (see ``ArticleStore/importArticles(_:for:now:)``).
    static let importedFlags = Migration(
        version: 13,
        sql: """
            CREATE TABLE imported_flags (
                source_key TEXT NOT NULL,
                guid TEXT NOT NULL,
                read INTEGER NOT NULL,
                starred INTEGER NOT NULL,
                PRIMARY KEY (source_key, guid)
            ) STRICT, WITHOUT ROWID;
            """)

    /// Version 14: a feed's last error as data (``MessageValue``: a catalogue entry and its
    /// arguments), so it is written in the language of whoever reads it rather than of the
    /// process that refreshed; `last_error` keeps a sentence for a cache read by an older
    /// build, and rows stored before keep showing theirs. `server_wait` says that
    /// `retry_after` is the server's own (a 429, or a Retry-After), which even `r` honours,
    /// rather than the back-off after failures; rows from before are told by their words.
    static let feedErrorsAsData = Migration(
        version: 14,
        sql: """
            ALTER TABLE feeds ADD COLUMN last_error_reason TEXT;
            ALTER TABLE feeds ADD COLUMN server_wait INTEGER NOT NULL DEFAULT 0 CHECK (server_wait IN (0, 1));
            UPDATE feeds SET server_wait = 1 WHERE retry_after IS NOT NULL AND last_error LIKE '429%';
            """)

    /// Version 15: what a command meant to do to a source, written before it changes the
    /// urls file, so a command interrupted half-way is finished by the next start (see
    /// ``SourceIntent`` and ``SubscriptionRecovery``): `remove` (the line is going; the
    /// articles are to be deleted), `removed` (done; a refresh that read the urls file
    /// before then does not store the source again) and `move` (a permanent redirect: the
    /// line becomes `moved_to`, and the cache follows). `urls_file` is the file the change
    /// was made in (``LocalFile/identity(of:)``): a run with another `--urls` leaves it
    /// alone. `recorded` is in unix milliseconds, to order it against a refresh's start.
    static let sourceIntents = Migration(
        version: 15,
        sql: """
            CREATE TABLE source_intents (
                source_key TEXT PRIMARY KEY NOT NULL,
                urls_file TEXT NOT NULL,
                action TEXT NOT NULL CHECK (action IN ('remove', 'removed', 'move')),
                moved_to TEXT,
                recorded INTEGER NOT NULL
            ) STRICT;
            """)

    /// Version 16: reader pages are packed as article bodies are (``PackedBody``: the page's
    /// text as the summary, its HTML as the content), since a page is stored twice over (HTML
    /// and text) and twenty full-text pages added 281 MB in one refresh. A packed row keeps
    /// `html` and `text` empty (they are NOT NULL); rows written before stay as text and read
    /// the same, through `byline_body`.
    static let packedReaderPages = Migration(
        version: 16,
        sql: """
            ALTER TABLE full_texts ADD COLUMN packed_page BLOB;
            """)
}
