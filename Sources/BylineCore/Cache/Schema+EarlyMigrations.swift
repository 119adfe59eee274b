import Foundation

/// The cache's first migrations (versions 1–6): the tables, counters, tags, etiquette and titles.
extension Schema {
    /// Version 1: feeds, articles with their list-order indexes, and the full-text index.
    ///
    /// The list order is one generated integer, `list_key`: the sort time (published, else
    /// first seen; unix seconds clamped to 1970–2242, 33 bits) above the low 30 bits of the
    /// id, which breaks ties. Being generated, it can never drift from the data; being one
    /// integer, it can also be the search table's rowid, so FTS5 returns matches already in
    /// list order and a search page stops after `limit` rows instead of sorting every match.
    /// (Ids wrap in the key only past a billion articles.)
    ///
    /// The search table is contentless: the store writes plain text (see ``SearchText``)
    /// keyed by `list_key` and never needs to read it back.
    static let version1 = Migration(
        version: 1,
        sql: """
            CREATE TABLE feeds (
                key TEXT PRIMARY KEY NOT NULL,
                title TEXT,
                url TEXT,
                etag TEXT,
                last_modified TEXT,
                last_error TEXT,
                last_attempt INTEGER,
                last_success INTEGER,
                retry_after INTEGER,
                consecutive_failures INTEGER NOT NULL DEFAULT 0,
                tags TEXT NOT NULL DEFAULT '[]'
            ) STRICT;
            CREATE TABLE articles (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                source_key TEXT NOT NULL REFERENCES feeds(key) ON DELETE CASCADE,
                guid TEXT NOT NULL,
                source_name TEXT NOT NULL,
                title TEXT NOT NULL,
                author TEXT,
                summary TEXT,
                content TEXT,
                url TEXT,
                image_url TEXT,
                published INTEGER,
                first_seen INTEGER NOT NULL,
                read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
                starred INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
                list_key INTEGER NOT NULL AS (
                    MIN(MAX(COALESCE(published, first_seen), 0), 8589934591) * 1073741824 + (id & 1073741823)
                ) VIRTUAL,
                UNIQUE (source_key, guid)
            ) STRICT;
            CREATE INDEX articles_by_time ON articles(list_key);
            CREATE INDEX articles_by_source ON articles(source_key, list_key);
            CREATE INDEX articles_unread ON articles(list_key) WHERE read = 0;
            CREATE VIRTUAL TABLE article_search USING fts5(
                title, summary, content,
                content = '', columnsize = 0, tokenize = 'unicode61 remove_diacritics 2'
            );
            """)

    /// Version 2: per-feed article and unread counters kept by triggers (so counts cost the
    /// same at 100 or 100,000 articles), filled from the existing rows; and an index for
    /// the starred list.
    static let version2 = Migration(
        version: 2,
        sql: """
            ALTER TABLE feeds ADD COLUMN article_count INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE feeds ADD COLUMN unread_count INTEGER NOT NULL DEFAULT 0;
            UPDATE feeds SET
                article_count = (SELECT count(*) FROM articles WHERE source_key = feeds.key),
                unread_count = (SELECT count(*) FROM articles WHERE source_key = feeds.key AND read = 0);
            CREATE TRIGGER articles_counted_on_insert AFTER INSERT ON articles BEGIN
                UPDATE feeds SET article_count = article_count + 1, unread_count = unread_count + (NEW.read = 0)
                WHERE key = NEW.source_key;
            END;
            CREATE TRIGGER articles_counted_on_delete AFTER DELETE ON articles BEGIN
                UPDATE feeds SET article_count = article_count - 1, unread_count = unread_count - (OLD.read = 0)
                WHERE key = OLD.source_key;
            END;
            CREATE TRIGGER articles_counted_on_read AFTER UPDATE OF read ON articles
            WHEN OLD.read <> NEW.read BEGIN
                UPDATE feeds SET unread_count = unread_count + (NEW.read = 0) - (OLD.read = 0)
                WHERE key = NEW.source_key;
            END;
            CREATE INDEX articles_starred ON articles(list_key) WHERE starred = 1;
            """)

    /// Version 3: the per-feed article and unread counters are kept by the store, once per
    /// stored source, instead of by a trigger that ran an UPDATE for every inserted article
    /// (a measurable part of a 30,000-article refresh). Deletes and read changes keep
    /// their triggers: they are rare and come from many places.
    static let version3 = Migration(
        version: 3,
        sql: """
            DROP TRIGGER articles_counted_on_insert;
            """)

    /// Version 4: each source's tags from the urls file, one row per tag, for the filter
    /// language's `tags` (a source is known by its tags before it is ever fetched); filled
    /// from the tags the feeds table recorded at their last refresh.
    static let sourceTags = Migration(
        version: 4,
        sql: """
            CREATE TABLE source_tags (
                source_key TEXT NOT NULL,
                tag TEXT NOT NULL,
                PRIMARY KEY (source_key, tag)
            ) STRICT, WITHOUT ROWID;
            CREATE INDEX source_tags_by_tag ON source_tags(tag, source_key);
            INSERT OR IGNORE INTO source_tags (source_key, tag)
                SELECT feeds.key, tag.value FROM feeds, json_each(feeds.tags) AS tag
                WHERE json_valid(feeds.tags) AND tag.type = 'text';
            """)

    /// Version 5, feed etiquette: when a feed answered 410 Gone (it is then not asked again unless
    /// forced), and the time before which its server asked not to be fetched again
    /// (Cache-Control max-age, Expires, RSS ttl).
    static let feedEtiquette = Migration(
        version: 5,
        sql: """
            ALTER TABLE feeds ADD COLUMN gone_since INTEGER;
            ALTER TABLE feeds ADD COLUMN fresh_until INTEGER;
            """)

    /// Version 6: whether an article's title was made by Byline from its text or link because the feed
    /// gave none (so it is never mistaken for the feed's own title).
    static let titleDerived = Migration(
        version: 6,
        sql: """
            ALTER TABLE articles ADD COLUMN title_derived INTEGER NOT NULL DEFAULT 0 CHECK (title_derived IN (0, 1));
            """)
}
