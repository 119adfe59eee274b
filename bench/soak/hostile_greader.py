#!/usr/bin/env python3
"""A hostile Google Reader API server for bench/soak.sh's hostile-sync case (issue 25 §4).

Usage:
  hostile_greader.py --state DIR [--user U] [--password P]

Signs in one user (ClientLogin), lists one subscription, and answers every page of the
reading list with 10 items and a new continuation, for ever: page k holds items 10k..10k+9
and names page k+1, so every sync meets the same items again. Standard library only.

Once listening it writes --state/port; every request it answers is counted in
--state/requests (one line per request: the path), so the soak can count what a sync asked.
"""
import argparse
import json
import os
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

AUTH = "mallory/0123456789abcdef0123456789abcdef"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--state", required=True)
    parser.add_argument("--user", default="mallory")
    parser.add_argument("--password", default="hostile-pass-1")
    options = parser.parse_args()
    lock = threading.Lock()
    log = open(os.path.join(options.state, "requests"), "a", buffering=1)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def setup(self):
            super().setup()
            # Head and body go out in two writes; without this each answer on a kept-alive
            # connection waits ~40 ms (Nagle's algorithm meets the client's delayed ACK).
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def answer(self, status, body, content_type="application/json"):
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def handle_any(self):
            url = urlparse(self.path)
            length = int(self.headers.get("Content-Length") or 0)
            form = parse_qs(self.rfile.read(length).decode()) if length else {}
            with lock:
                log.write(url.path + "\n")
            path = url.path.replace("/api/greader.php", "")
            if path == "/accounts/ClientLogin":
                if form.get("Email") == [options.user] and form.get("Passwd") == [options.password]:
                    return self.answer(200, f"SID={AUTH}\nLSID=null\nAuth={AUTH}\n", "text/plain")
                return self.answer(401, "Unauthorized!", "text/plain")
            if self.headers.get("Authorization") != f"GoogleLogin auth={AUTH}":
                return self.answer(401, "Unauthorized!", "text/plain")
            if path == "/reader/api/0/subscription/list":
                return self.answer(200, json.dumps({"subscriptions": [
                    {"id": "feed/1", "title": "Endless", "url": "http://loop.example/feed", "categories": []}]}))
            if path.startswith("/reader/api/0/stream/contents/"):
                page = int(parse_qs(url.query).get("c", ["0"])[0] or 0)
                items = [{
                    "id": "tag:google.com,2005:reader/item/%016x" % (0x1000 + number),
                    "title": f"Endless item {number}", "published": 1750000000 + number,
                    "crawlTimeMsec": str(1750000000000 + number),
                    "canonical": [{"href": f"http://loop.example/{number}"}],
                    "summary": {"content": f"<p>Item {number} of a list that never ends.</p>"},
                    "origin": {"streamId": "feed/1"}, "categories": ["user/-/state/com.google/reading-list"],
                } for number in range(page * 10, page * 10 + 10)]
                return self.answer(200, json.dumps({"items": items, "continuation": str(page + 1)}))
            if path == "/reader/api/0/stream/items/ids":
                return self.answer(200, json.dumps({"itemRefs": []}))
            return self.answer(200, "{}")

        do_GET = handle_any
        do_POST = handle_any

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    with open(os.path.join(options.state, "port.tmp"), "w") as port:
        port.write(str(server.server_address[1]))
    os.replace(os.path.join(options.state, "port.tmp"), os.path.join(options.state, "port"))
    server.serve_forever()


if __name__ == "__main__":
    main()
