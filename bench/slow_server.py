#!/usr/bin/env python3
"""A loopback server whose every answer comes after DELAY seconds (for bench/browser.sh).

  slow_server.py PORT DELAY FEEDS
Serves /feeds/N.xml (N < FEEDS) as a small RSS document after sleeping DELAY seconds, so a
client's CPU use while it waits on slow servers can be measured. Binds 127.0.0.1 only.
"""
import http.server
import sys
import time

PORT, DELAY, FEEDS = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])


class Slow(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        time.sleep(DELAY)
        items = "".join(
            "<item><title>Slow item %d</title><link>http://127.0.0.1:%d/a/%d</link>"
            "<guid>slow-%s-%d</guid></item>" % (i, PORT, i, self.path, i) for i in range(5))
        body = ("<?xml version='1.0'?><rss version='2.0'><channel><title>Slow %s</title>%s"
                "</channel></rss>" % (self.path, items)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer.daemon_threads = True
http.server.ThreadingHTTPServer(("127.0.0.1", PORT), Slow).serve_forever()
