#!/usr/bin/env python3
"""Fault-injecting feed server for bench/soak.sh (standard library only).

Usage:
  server.py --corpus DIR --state DIR [--port 0] [--retry-after 20] [--every 10]

Serves DIR/feeds/NNN.xml (from bench/gen_corpus.py) on 127.0.0.1.  Every
`--every`-th source misbehaves, each in one fixed way chosen from its number
(see KINDS); the others are good feeds with an ETag that answer 304 to a
matching If-None-Match.

Once listening it writes, in --state:
  plan.json   one entry per source: number, path, name, kind, variant, ttl (the minutes
              an RSS <ttl> asks readers to wait between fetches, or null)
  urls        a byline urls file naming every source "~soak-NNN-KIND-V"
  port        the port (written last: its presence means "ready")
and appends one JSON line per request to --state/requests.jsonl:
  {"t": arrival, "end": finish, "path", "source", "kind", "variant",
   "status", "bytes", "inm": If-None-Match sent, "hop": redirect hop,
   "retry_not_before": end of the Retry-After window (429 only),
   "items_total": distinct items served so far (changing feeds only)}
Times are time.time() (the same clock as `date +%s.%N`).
"""
import argparse
import email.utils
import hashlib
import json
import math
import os
import re
import random
import select
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# Every misbehaving kind, in the order sources 10, 20, 30, ... are given them
# (three variants each with 300 sources).
KINDS = ["hang", "slow", "reset", "5xx", "429", "garbage", "endless", "redirect", "changing", "recovering"]
CHANGING_WINDOW = 30      # items a changing feed shows at once
CHANGING_STEP = 2         # new items per fetch
RECOVERING_FAILURES = 3   # failed answers before a recovering source turns good
HANG_LIMIT = 120.0        # seconds a "never answers" connection is held at most
STREAM_LIMIT = 60.0       # seconds an endless or trickled body is sent at most


class Plan:
    """Which source does what, and the per-source counters."""

    def __init__(self, corpus, every, retry_after):
        self.retry_after = retry_after
        self.sources = {}
        self.lock = threading.Lock()
        self.fetches = {}
        names = sorted(n for n in os.listdir(os.path.join(corpus, "feeds")) if n.endswith(".xml"))
        for name in names:
            number = int(name[:-4])
            body = open(os.path.join(corpus, "feeds", name), "rb").read()
            kind, variant = "good", 0
            if number % every == 0:
                slot = number // every - 1
                kind, variant = KINDS[slot % len(KINDS)], (slot // len(KINDS)) % 3
            is_atom = b"<feed" in body[:600]
            ttl = None if is_atom else re.search(rb"<ttl>\s*(\d+)\s*</ttl>", body[:4000])
            self.sources["/feeds/" + name] = {
                "number": number, "path": "/feeds/" + name, "kind": kind, "variant": variant,
                "name": "soak-%03d-%s-%d" % (number, kind, variant),
                "body": body, "etag": '"%s"' % hashlib.sha1(body).hexdigest()[:16],
                "type": "application/atom+xml" if is_atom else "application/rss+xml",
                "items": body.count(b"<entry>") + body.count(b"<entry ") if is_atom else body.count(b"<item>"),
                "ttl": int(ttl.group(1)) if ttl else None,
            }

    def next_fetch(self, path):
        """Counts a request to `path` and returns its 1-based number."""
        with self.lock:
            self.fetches[path] = self.fetches.get(path, 0) + 1
            return self.fetches[path]

    def public(self):
        return [{k: v for k, v in s.items() if k != "body"} for s in self.sources.values()]


class Log:
    """One JSON line per request, flushed at once so a crash loses nothing."""

    def __init__(self, path):
        self.file = open(path, "a", buffering=1)
        self.lock = threading.Lock()

    def write(self, record):
        with self.lock:
            self.file.write(json.dumps(record, sort_keys=True) + "\n")


def changing_feed(source, fetch):
    """An RSS document whose newest items grow by CHANGING_STEP every fetch."""
    number, variant = source["number"], source["variant"]
    total = CHANGING_WINDOW + CHANGING_STEP * (fetch - 1)
    first = max(0, total - CHANGING_WINDOW)
    items = []
    order = range(total - 1, first - 1, -1)
    if variant == 2:
        order = reversed(list(order))  # same items, other order, edited titles
    for k in order:
        title = "Changing feed %03d item %05d" % (number, k)
        if variant == 2:
            title += " (revision %d)" % fetch
        pub = email.utils.formatdate(1_790_000_000 + number * 1000 + k * 60, usegmt=True)
        items.append(
            "<item><title>%s</title><link>http://127.0.0.1/changing/%03d/%05d.html</link>"
            "<guid isPermaLink=\"false\">changing-%03d-%05d</guid><pubDate>%s</pubDate>"
            "<description>Item %d of a feed that changes on every fetch.</description></item>"
            % (title, number, k, number, k, pub, k))
    document = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel>"
                "<title>Changing %03d</title><link>http://127.0.0.1/</link><description>soak</description>"
                "%s</channel></rss>\n" % (number, "".join(items)))
    return document.encode("utf-8"), total


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "soak/1"

    def log_message(self, *args):  # the JSON log is the record; keep stderr quiet
        pass

    def do_GET(self):
        self.arrival = time.time()
        self.record = {"t": self.arrival, "path": self.path, "status": 0, "bytes": 0,
                       "inm": self.headers.get("If-None-Match") is not None}
        try:
            self.dispatch()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, socket.timeout, OSError) as error:
            self.record["client_gone"] = type(error).__name__
            self.close_connection = True
        finally:
            self.record["end"] = time.time()
            self.server.log.write(self.record)

    # --- plumbing

    def send(self, status, body=b"", headers=(), content_type="text/plain; charset=utf-8"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        if body:
            self.wfile.write(body)
        self.record["status"] = status
        self.record["bytes"] = len(body)

    def raw(self, data):
        self.connection.sendall(data)
        self.record["bytes"] += len(data)

    def head(self, status, headers):
        lines = ["HTTP/1.1 %d %s" % (status, self.responses.get(status, ("",))[0])]
        lines += ["%s: %s" % pair for pair in headers]
        self.raw(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        self.record["status"] = status

    def wait_for_client_to_leave(self, limit):
        """Holds the connection, answering nothing, until the client closes it."""
        deadline = time.time() + limit
        self.connection.setblocking(True)
        while time.time() < deadline:
            ready, _, _ = select.select([self.connection], [], [], 1.0)
            if ready:
                try:
                    if not self.connection.recv(4096):
                        break
                except OSError:
                    break
        self.record["held_s"] = round(time.time() - self.arrival, 3)
        self.close_connection = True

    def reset(self):
        """Closes with RST (SO_LINGER 0) instead of FIN."""
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.abandon()

    def abandon(self):
        self.close_connection = True
        try:
            self.rfile.close()
            self.connection.close()
        except OSError:
            pass

    def finish(self):
        try:
            super().finish()
        except OSError:
            pass

    def stream(self, chunk_maker, limit, pause=0.0):
        """Writes chunks until the client goes away or `limit` seconds pass."""
        deadline = time.time() + limit
        while time.time() < deadline:
            self.raw(chunk_maker())
            if pause:
                time.sleep(pause)
        self.close_connection = True

    # --- behaviours

    def dispatch(self):
        path = self.path.split("?", 1)[0]
        if path.startswith("/hop/"):
            return self.hop(path)
        source = self.server.plan.sources.get(path)
        if source is None:
            return self.send(404, b"no such feed\n")
        fetch = self.server.plan.next_fetch(path)
        self.record.update(source=source["number"], kind=source["kind"], variant=source["variant"], fetch=fetch)
        kind = source["kind"]
        if kind == "recovering":
            if fetch > RECOVERING_FAILURES:
                return self.good(source)
            return getattr(self, "fail_" + ("5xx", "reset", "garbage")[source["variant"]])(source)
        if kind == "good":
            return self.good(source)
        if kind == "changing":
            return self.changing(source, fetch)
        return getattr(self, "fail_" + kind)(source)

    def good(self, source):
        if self.headers.get("If-None-Match") == source["etag"]:
            return self.send(304, headers=[("ETag", source["etag"])])
        self.send(200, source["body"], headers=[("ETag", source["etag"])], content_type=source["type"])

    def changing(self, source, fetch):
        body, total = changing_feed(source, fetch)
        headers = []
        if source["variant"] == 0:
            headers.append(("ETag", '"changing-%d"' % fetch))
        elif source["variant"] == 2:
            headers.append(("Last-Modified", email.utils.formatdate(time.time(), usegmt=True)))
        self.record["items_total"] = total
        self.send(200, body, headers=headers, content_type="application/rss+xml")

    def fail_hang(self, source):
        variant = source["variant"]
        if variant >= 1:  # the head (and, for 2, half the body) and then silence
            self.head(200, [("Content-Type", source["type"]), ("Content-Length", str(len(source["body"])))])
            if variant == 2:
                self.raw(source["body"][: len(source["body"]) // 2])
        self.wait_for_client_to_leave(HANG_LIMIT)

    def fail_slow(self, source):
        timeout = self.server.byline_timeout
        variant = source["variant"]
        if variant == 1:  # trickle: one byte every 0.2 s, a whole answer would take minutes
            self.head(200, [("Content-Type", source["type"]), ("Content-Length", str(len(source["body"])))])
            body = iter(source["body"])
            return self.stream(lambda: bytes([next(body, 32)]), STREAM_LIMIT, pause=0.2)
        # 0: answer after twice the timeout; 2: answer one second after it.
        time.sleep(2 * timeout if variant == 0 else timeout + 1)
        self.good(source)

    def fail_reset(self, source):
        body = source["body"]
        if source["variant"] == 2:
            self.head(200, [("Content-Type", source["type"]), ("Transfer-Encoding", "chunked")])
            half = body[: len(body) // 2]
            self.raw(b"%x\r\n%s\r\n" % (len(half), half))
            self.raw(b"4000\r\n" + body[len(half): len(half) + 100])
            return self.reset()
        self.head(200, [("Content-Type", source["type"]), ("Content-Length", str(len(body)))])
        self.raw(body[: len(body) // 2])
        if source["variant"] == 0:
            return self.reset()
        self.abandon()  # 1: a plain close (FIN) halfway through the promised length

    def fail_5xx(self, source):
        variant = source["variant"]
        if variant == 0:
            return self.send(500, b"internal error while rendering the feed\n")
        if variant == 1:
            return self.send(502, b"<html><body><h1>502 Bad Gateway</h1></body></html>",
                             content_type="text/html")
        self.send(503, b'{"message": "down for maintenance"}', content_type="application/json")

    def fail_429(self, source):
        wait = self.server.plan.retry_after
        if source["variant"] == 2:  # an HTTP date, whole seconds, at least `wait` away
            until = math.ceil(self.arrival) + wait
            header = email.utils.formatdate(until, usegmt=True)
        else:
            until = self.arrival + wait
            header = str(wait)
        self.record["retry_not_before"] = until
        body = b'{"message": "slow down"}' if source["variant"] == 1 else b"rate limited\n"
        kind = "application/json" if source["variant"] == 1 else "text/plain"
        self.send(429, body, headers=[("Retry-After", header)], content_type=kind)

    def fail_garbage(self, source):
        variant = source["variant"]
        if variant == 0:  # binary noise under a feed's content type
            noise = random.Random(source["number"]).randbytes(4096)
            return self.send(200, b"\x89GARBAGE\x00" + noise, content_type=source["type"])
        if variant == 1:
            return self.send(200, b"<!DOCTYPE html><html><head><title>Welcome</title></head>"
                                  b"<body><p>This is a web page, not a feed.</p></body></html>",
                             content_type="text/html; charset=utf-8")
        self.send(200, b'{"hello": "world", "items": 3}', content_type="application/json")

    def fail_endless(self, source):
        block = (b"<item><title>again</title></item>" * 2000)[:65536]
        variant = source["variant"]
        if variant == 0:
            self.head(200, [("Content-Type", source["type"]), ("Transfer-Encoding", "chunked")])
            return self.stream(lambda: b"%x\r\n%s\r\n" % (len(block), block), STREAM_LIMIT)
        if variant == 1:  # no length: the body ends when the connection does
            self.head(200, [("Content-Type", source["type"]), ("Connection", "close")])
        else:  # a length far beyond any limit
            self.head(200, [("Content-Type", source["type"]), ("Content-Length", str(10 ** 10))])
        self.stream(lambda: block, STREAM_LIMIT)

    def fail_redirect(self, source):
        number, variant = source["number"], source["variant"]
        target = ["http://127.0.0.1:%d/hop/%03d/self" % (self.server.server_port, number),
                  "/hop/%03d/a" % number, "/hop/%03d/1" % number][variant]
        self.send((302, 301, 307)[variant], headers=[("Location", target)])

    def hop(self, path):
        parts = path.split("/")  # ["", "hop", NNN, step]
        if len(parts) != 4:
            return self.send(404, b"no such hop\n")
        number, step = parts[2], parts[3]
        self.record.update(hop=True, source=int(number) if number.isdigit() else None)
        if step == "self":
            target = path
        elif step in ("a", "b"):
            target = "/hop/%s/%s" % (number, "b" if step == "a" else "a")
        else:
            target = "/hop/%s/%d" % (number, int(step) + 1 if step.isdigit() else 1)
        self.send(302 if step != "a" else 308, headers=[("Location", target)])


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--state", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--retry-after", type=int, default=20)
    parser.add_argument("--byline-timeout", type=float, default=3.0)
    args = parser.parse_args()

    plan = Plan(args.corpus, args.every, args.retry_after)
    server = Server(("127.0.0.1", args.port), Handler)
    server.plan = plan
    server.byline_timeout = args.byline_timeout
    server.log = Log(os.path.join(args.state, "requests.jsonl"))
    port = server.server_port
    with open(os.path.join(args.state, "plan.json"), "w") as out:
        json.dump({"port": port, "retry_after": args.retry_after, "every": args.every,
                   "changing_window": CHANGING_WINDOW, "changing_step": CHANGING_STEP,
                   "recovering_failures": RECOVERING_FAILURES,
                   "sources": sorted(plan.public(), key=lambda s: s["number"])}, out, indent=1)
    with open(os.path.join(args.state, "urls"), "w") as out:
        for source in sorted(plan.sources.values(), key=lambda s: s["number"]):
            out.write('http://127.0.0.1:%d%s "~%s"\n' % (port, source["path"], source["name"]))
    with open(os.path.join(args.state, "port.tmp"), "w") as out:
        out.write("%d\n" % port)
    os.replace(os.path.join(args.state, "port.tmp"), os.path.join(args.state, "port"))
    print("soak-server port=%d sources=%d pid=%d" % (port, len(plan.sources), os.getpid()), file=sys.stderr)
    server.serve_forever(poll_interval=0.5)


if __name__ == "__main__":
    main()
