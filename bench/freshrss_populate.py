#!/usr/bin/env python3
"""Fills a FreshRSS user's SQLite database (made by Tests/Servers/freshrss_up.sh) straight
through SQL, the fast path for bench/freshrss-sync.sh: FreshRSS's own refresh would have to
fetch 500 feeds.

  freshrss_populate.py DB full FEEDS ITEMS STARRED
      replaces every feed and entry with FEEDS feeds (10 categories) of ITEMS entries in
      all, every one unread, STARRED of them starred; entry ids (FreshRSS's fetch time in
      microseconds) a day or more ago
  freshrss_populate.py DB change NEW STAR READ
      the server-side changes an incremental sync must pick up: NEW entries now (spread
      over the feeds), STAR more entries starred, READ more entries read
Prints one line of what it did.
"""
import sqlite3
import sys
import time

BODY = ("<p>" + "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. " * 10
        + "</p>")


def full(db, feeds, items, starred):
    now_us = int(time.time() * 1_000_000)
    base = now_us - 86_400_000_000 - items * 1000  # a day and more ago, one ms apart
    with db:
        db.execute("DELETE FROM entry")
        db.execute("DELETE FROM entrytmp")
        db.execute("DELETE FROM feed")
        for c in range(2, 12):
            db.execute("INSERT OR IGNORE INTO category (id, name) VALUES (?, ?)", (c, f"Folder {c - 1}"))
        for f in range(1, feeds + 1):
            db.execute(
                "INSERT INTO feed (id, url, category, name, website, description, lastUpdate, ttl, attributes)"
                " VALUES (?, ?, ?, ?, ?, '', ?, -1, '{}')",
                (f, f"http://127.0.0.1:9/bench/feed{f}.xml", 2 + f % 10, f"Bench Feed {f}",
                 f"http://127.0.0.1:9/bench/site{f}/", now_us // 1_000_000))
        star_every = max(1, items // starred) if starred else 0
        rows = []
        for i in range(items):
            feed = 1 + i % feeds
            entry_id = base + i * 1000
            rows.append((entry_id, f"bench-{feed}-{i}", f"Bench item {i} of feed {feed}", "Bench Author",
                         BODY, f"http://127.0.0.1:9/bench/site{feed}/{i}.html", entry_id // 1_000_000,
                         entry_id // 1_000_000, 0, 1 if star_every and i % star_every == 0 else 0, feed))
            if len(rows) == 5000:
                insert(db, rows)
                rows = []
        insert(db, rows)
        counts(db)
    print(f"populated feeds={feeds} items={items} starred={db.execute('SELECT count(*) FROM entry WHERE is_favorite').fetchone()[0]}")


def insert(db, rows):
    db.executemany(
        "INSERT INTO entry (id, guid, title, author, content, link, date, lastSeen, is_read, is_favorite, id_feed)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


def counts(db):
    db.execute("UPDATE feed SET cache_nbEntries = (SELECT count(*) FROM entry WHERE id_feed = feed.id),"
               " cache_nbUnreads = (SELECT count(*) FROM entry WHERE id_feed = feed.id AND NOT is_read)")


def change(db, new, star, read):
    now_us = int(time.time() * 1_000_000)
    feeds = [row[0] for row in db.execute("SELECT id FROM feed ORDER BY id")]
    with db:
        insert(db, [(now_us + i * 1000, f"bench-new-{now_us}-{i}", f"New bench item {i}", "Bench Author", BODY,
                     f"http://127.0.0.1:9/bench/new/{now_us}-{i}.html", now_us // 1_000_000, now_us // 1_000_000,
                     0, 0, feeds[i % len(feeds)]) for i in range(new)])
        db.execute("UPDATE entry SET is_favorite = 1 WHERE id IN (SELECT id FROM entry WHERE NOT is_favorite"
                   " ORDER BY id LIMIT ? OFFSET 7)", (star,))
        db.execute("UPDATE entry SET is_read = 1 WHERE id IN (SELECT id FROM entry WHERE NOT is_read AND NOT is_favorite"
                   " ORDER BY id DESC LIMIT ? OFFSET ?)", (read, new))
        counts(db)
    print(f"changed new={new} starred+={star} read+={read}")


if __name__ == "__main__":
    db = sqlite3.connect(sys.argv[1])
    if sys.argv[2] == "full":
        full(db, *map(int, sys.argv[3:6]))
    else:
        change(db, *map(int, sys.argv[3:6]))
