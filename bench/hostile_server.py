#!/usr/bin/env python3
"""Hostile inputs for bench/memory.sh, served from loopback (standard library only).

  hostile_server.py PORT [ITEMS]

Binds 127.0.0.1:PORT and answers:
  /tiny/N.xml       an RSS feed of ITEMS tiny items (600,000 by default: about 31 MB,
                    under the 32 MiB cap); every N gets the same bytes, which is enough,
                    since articles are unique per source
  /tiny/N.json      the same as a JSON Feed (about 20 MB)
  /page/KIND.html   a 7 MB web page of many small elements: KIND is `paragraphs` (900,000
                    `<p>` of one letter), `nested` (unclosed `<div>`s, as deep as libxml2
                    lets them go, each with a word) or `table` (a 600,000-cell table)
  /pages.xml        an RSS feed of 20 teaser items whose links are /page/KIND.html?n=I,
                    for `full-text yes`
Every answer has a Content-Length; nothing is compressed. Bodies are built once.
"""
import http.server
import sys

PORT = int(sys.argv[1])
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 600_000
PAGE_BYTES = 7 << 20


def tiny_feed():
    parts = [b"<?xml version='1.0' encoding='UTF-8'?>\n<rss version='2.0'><channel><title>Tiny</title>"
             b"<link>http://127.0.0.1/</link>\n"]
    parts += [b"<item><title>T%d</title><guid>%d</guid></item>\n" % (i, i) for i in range(ITEMS)]
    parts.append(b"</channel></rss>\n")
    return b"".join(parts)


def tiny_json():
    parts = [b'{"version":"https://jsonfeed.org/version/1.1","title":"Tiny","items":[']
    parts.append(b",".join(b'{"id":"%d","title":"T%d"}' % (i, i) for i in range(ITEMS)))
    parts.append(b"]}")
    return b"".join(parts)


def page(kind):
    head = (b"<!DOCTYPE html><html><head><meta charset='utf-8'><title>A long page</title></head><body>"
            b"<article><h1>A long page</h1>")
    tail = b"</article></body></html>"
    if kind == "paragraphs":
        unit = b"<p>w</p>"
    elif kind == "nested":
        unit = b"<div>w "
    else:
        head += b"<table>"
        unit = b"<tr><td>1</td><td>2</td></tr>\n"
    count = (PAGE_BYTES - len(head) - len(tail)) // len(unit)
    return head + unit * count + tail


def pages_feed():
    items = b"".join(
        b"<item><title>Teaser %d</title><link>http://127.0.0.1:%d/page/%s.html?n=%d</link>"
        b"<guid>page-%d</guid><description>Short.</description></item>\n"
        % (i, PORT, [b"paragraphs", b"nested", b"table"][i % 3], i, i) for i in range(20))
    return (b"<?xml version='1.0'?><rss version='2.0'><channel><title>Pages</title>"
            b"<link>http://127.0.0.1/</link>" + items + b"</channel></rss>")


BODIES = {}


def body_for(path):
    path = path.split("?")[0]
    if path.startswith("/tiny/") and path.endswith(".json"):
        key, make, kind = "tinyjson", tiny_json, "application/feed+json"
    elif path.startswith("/tiny/"):
        key, make, kind = "tiny", tiny_feed, "application/rss+xml"
    elif path.startswith("/page/"):
        name = path[len("/page/"):-len(".html")]
        if name not in ("paragraphs", "nested", "table"):
            return None
        key, make, kind = name, (lambda: page(name)), "text/html; charset=utf-8"
    elif path == "/pages.xml":
        key, make, kind = "pages", pages_feed, "application/rss+xml"
    else:
        return None
    if key not in BODIES:
        BODIES[key] = make()
    return BODIES[key], kind


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        found = body_for(self.path)
        if found is None:
            self.send_error(404)
            return
        body, kind = found
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer.daemon_threads = True
server = http.server.ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
for warm in ("/tiny/0.xml", "/tiny/0.json", "/page/paragraphs.html", "/page/nested.html", "/page/table.html", "/pages.xml"):
    body_for(warm)
print("ready", flush=True)
server.serve_forever()
