#!/usr/bin/env python3
"""Writes the large-article feed bench/article.sh measures: an RSS 2.0 feed whose items
alternate between ordinary stories and the three shapes of issue 9 (a 5 MB paragraph, a
300,000-character word, a 500-column table), plus a urls file for 127.0.0.1:PORT.

  article_feed.py OUTDIR PORT [--paragraph-mb 5]

Newest first: Huge paragraph, Ordinary 1, Long word, Ordinary 2, Wide table, Ordinary 3.
Deterministic (no randomness), stdlib only.
"""
import argparse
import os
from xml.sax.saxutils import escape

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike "
         "november oscar papa quebec romeo sierra tango uniform victor whiskey xray").split()


def paragraph(megabytes):
    target = int(megabytes * 1024 * 1024)
    out, size, i = [], 0, 0
    while size < target:
        word = WORDS[i % len(WORDS)]
        out.append(word)
        size += len(word) + 1
        i += 1
    return "<p>Huge paragraph starts here. " + " ".join(out) + "</p>"


def long_word():
    return "<p>Long word starts here: " + "x" * 300_000 + " and ends.</p>"


def wide_table():
    header = "<tr>" + "".join("<th>col%d</th>" % c for c in range(500)) + "</tr>"
    rows = "".join("<tr>" + "".join("<td>r%dc%d</td>" % (r, c) for c in range(500)) + "</tr>" for r in range(20))
    return "<p>Wide table starts here.</p><table>" + header + rows + "</table>"


def ordinary(n):
    return "<p>Ordinary story %d body: a short and plain article.</p>" % n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outdir")
    ap.add_argument("port", type=int)
    ap.add_argument("--paragraph-mb", type=float, default=5.0)
    a = ap.parse_args()
    items = [("Huge paragraph", paragraph(a.paragraph_mb)), ("Ordinary 1", ordinary(1)),
             ("Long word", long_word()), ("Ordinary 2", ordinary(2)),
             ("Wide table", wide_table()), ("Ordinary 3", ordinary(3))]
    entries = []
    for age, (title, html) in enumerate(items):
        slug = title.lower().replace(" ", "-")
        entries.append(
            "<item><title>%s</title><link>http://127.0.0.1:%d/story/%s</link><guid>%s</guid>"
            "<description>%s</description><pubDate>Fri, 01 Mar 2024 %02d:00:00 GMT</pubDate></item>"
            % (escape(title), a.port, slug, slug, escape(html), 12 - age))
    os.makedirs(os.path.join(a.outdir, "feeds"), exist_ok=True)
    with open(os.path.join(a.outdir, "feeds", "large.xml"), "w", encoding="utf-8") as fh:
        fh.write('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Large articles</title>'
                 "<link>http://127.0.0.1/</link>\n%s\n</channel></rss>\n" % "\n".join(entries))
    with open(os.path.join(a.outdir, "urls"), "w", encoding="utf-8") as fh:
        fh.write("http://127.0.0.1:%d/feeds/large.xml\n" % a.port)


if __name__ == "__main__":
    main()
