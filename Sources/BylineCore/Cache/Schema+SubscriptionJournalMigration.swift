import Foundation

extension Schema {
    /// Version 19, subscriptions on a sync server (see `ArticleStore+SubscriptionSync.swift`):
    /// the journal of subscribe and unsubscribe requests made here that the server has not
    /// yet confirmed (kept across an outage and a crash, removed only once the server has
    /// them), and each account's subscriptions as the last sync left them (the base a change
    /// on either side is measured from: a title or a folder that differs from it was changed
    /// on that side since).
    static let subscriptionJournal = Migration(
        version: 19,
        sql: """
            CREATE TABLE sync_subscription_journal (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                account TEXT NOT NULL,
                action TEXT NOT NULL CHECK (action IN ('subscribe', 'unsubscribe')),
                url TEXT NOT NULL,
                feed_id TEXT,
                title TEXT,
                tags TEXT NOT NULL DEFAULT '[]',
                made INTEGER NOT NULL
            ) STRICT;
            CREATE INDEX sync_subscription_journal_by_account ON sync_subscription_journal(account, id);
            CREATE TABLE sync_subscriptions (
                account TEXT NOT NULL,
                feed_id TEXT NOT NULL,
                url TEXT NOT NULL,
                line_key TEXT,
                title TEXT NOT NULL,
                folders TEXT NOT NULL DEFAULT '[]',
                PRIMARY KEY (account, feed_id)
            ) STRICT, WITHOUT ROWID;
            """)
}
