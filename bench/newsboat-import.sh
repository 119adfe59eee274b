#!/usr/bin/env bash
# byline import --from-newsboat on a large newsboat cache (issue 11 item 4): a synthetic
# cache.db in newsboat 2.21's schema (FEEDS feeds × ITEMS articles, ~2 KB of HTML each, half
# read, one in twenty flagged), imported twice. Measured: wall time and peak memory of each run
# (the second finds everything already there and must change nothing).
#   bench/newsboat-import.sh
# Env: FEEDS=100, ITEMS=500, BYLINE=PATH (another build)
. "$(dirname "$0")/common.sh"
need sqlite3
FEEDS="${FEEDS:-100}"; ITEMS="${ITEMS:-500}"
if [ "$BYLINE" = "$ROOT/.build/release/byline" ]; then build_byline; fi
WORK="$(mktemp -d /tmp/byline-bench-newsboat.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/newsboat" "$WORK/home"
python3 - "$WORK/newsboat" "$FEEDS" "$ITEMS" <<'PY'
import sqlite3, sys
folder, feeds, items = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
db = sqlite3.connect(folder + "/cache.db")
db.executescript("""
CREATE TABLE rss_feed (rssurl VARCHAR(1024) PRIMARY KEY NOT NULL, url VARCHAR(1024) NOT NULL, title VARCHAR(1024) NOT NULL,
  lastmodified INTEGER(11) NOT NULL DEFAULT 0, is_rtl INTEGER(1) NOT NULL DEFAULT 0, etag VARCHAR(128) NOT NULL DEFAULT "");
CREATE TABLE rss_item (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, guid VARCHAR(64) NOT NULL, title VARCHAR(1024) NOT NULL,
  author VARCHAR(1024) NOT NULL, url VARCHAR(1024) NOT NULL, feedurl VARCHAR(1024) NOT NULL, pubDate INTEGER NOT NULL,
  content VARCHAR(65535) NOT NULL, unread INTEGER(1) NOT NULL, enclosure_url VARCHAR(1024), enclosure_type VARCHAR(1024),
  enqueued INTEGER(1) NOT NULL DEFAULT 0, flags VARCHAR(52), deleted INTEGER(1) NOT NULL DEFAULT 0, base VARCHAR(128) NOT NULL DEFAULT "");
CREATE INDEX idx_feedurl ON rss_item(feedurl);
""")
body = "<p>" + " ".join("word%d" % i for i in range(300)) + "</p>"
with open(folder + "/urls", "w") as urls:
    for f in range(feeds):
        url = "http://127.0.0.1:9/feed%d.xml" % f
        urls.write('%s tag%d "~Feed %d"\n' % (url, f % 10, f))
        db.execute("INSERT INTO rss_feed (rssurl, url, title) VALUES (?, ?, ?)", (url, url, "Feed %d" % f))
        db.executemany("INSERT INTO rss_item (guid, title, author, url, feedurl, pubDate, content, unread, flags) VALUES (?,?,?,?,?,?,?,?,?)",
            [("f%d-%d" % (f, i), "Story %d of feed %d" % (i, f), "Author", "http://example.org/%d/%d" % (f, i), url,
              1750000000 - i * 3600, body, i % 2, "s" if i % 20 == 0 else "") for i in range(items)])
db.commit()
PY
run() {
  /usr/bin/time -f "%e %M" -o "$WORK/time" env HOME="$WORK/home" "$BYLINE" import --from-newsboat "$WORK/newsboat" \
    --urls "$WORK/urls" --cache "$WORK/cache.db" --config "$WORK/config" > "$WORK/out"
  read -r seconds kilobytes < "$WORK/time"
  echo "$seconds $kilobytes"
}
read -r first_s first_kb < <(run)
read -r second_s second_kb < <(run)
articles="$(sqlite3 "$WORK/cache.db" 'SELECT count(*) FROM articles')"
echo "byline_newsboat_import feeds=$FEEDS articles=$articles first_s=$first_s first_max_rss_kb=$first_kb second_s=$second_s second_max_rss_kb=$second_kb"
grep '^articles:' "$WORK/out"
