#!/usr/bin/env python3
"""The concurrent-writer soak for bench/soak.sh (standard library only).

Usage:
  writers.py --byline BIN --work DIR [--rounds 20] [--feeds 50] [--items 10]
             [--stable 10] [--adds 8] [--removes 4] [--imports 4] [--delay 0.02]

Each round, in a folder of its own, against a loopback server started here:
  1. a urls file lists FEEDS feeds at /mv/R/N (tag "news") and STABLE feeds at /st/R/N;
     `byline refresh` stores them, and the first story of every /mv/ feed is marked
     read and starred;
  2. round R's /mv/ feeds start answering 301 to /new/R/N;
  3. at once: two `byline refresh`, ADDS `byline add /extra/R/i --tag extra`, REMOVES
     `byline remove /st/R/i`, IMPORTS `byline import FILE` (two feeds each);
  4. then checks: every process exited 0; the urls file holds exactly the expected lines,
     each once (the moved feeds at their new address with their tag, no /mv/ line, the
     removed feeds gone, every added and imported feed there); the cache holds no /mv/
     key and nothing of a removed feed; after one more refresh, every article of every
     listed feed is there exactly once, the marked ones still read and starred, and the
     sources' counts add up to the list.
Prints one line per round and a summary line last:
  soak-writers rounds=… processes=… lines_expected=… lines_found=… lines_lost=… lines_doubled=…
  stale_keys=… removed_left=… articles_expected=… articles_found=… duplicates=… flags_lost=…
  count_mismatches=… failed_processes=… wall_s=… pass=0|1
Exit status: 0 when every round passes, 1 otherwise.
"""
import argparse
import json
import os
import sqlite3
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def rss(name, rnd, number, items):
    entries = []
    for index in range(items):
        published = time.strftime("%a, %d %b %Y %H:%M:%S GMT",
                                  time.gmtime(1_750_000_000 - 60 * (number * items + index)))
        entries.append(
            f"<item><guid>{name}-{rnd}-{number}-{index}</guid>"
            f"<title>{name} {rnd}.{number} story {index}</title>"
            f"<link>http://example.org/{name}/{rnd}/{number}/{index}</link>"
            f"<description>A summary of story {index}.</description><pubDate>{published}</pubDate></item>")
    return ('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>'
            f"<title>{name} {rnd}.{number}</title><link>http://example.org/</link><description>soak</description>"
            + "".join(entries) + "</channel></rss>").encode()


class Farm:
    """The loopback feeds: /mv/R/N moves for good once round R is moved."""

    def __init__(self, items, delay):
        self.items = items
        self.delay = delay
        self.moved = set()
        farm = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                parts = self.path.split("?")[0].strip("/").split("/")
                time.sleep(farm.delay)
                if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
                    return self.answer(404, b"no route")
                kind, rnd, number = parts[0], int(parts[1]), int(parts[2])
                if kind == "mv" and rnd in farm.moved:
                    return self.answer(301, b"", [("Location", f"/new/{rnd}/{number}")])
                if kind in ("mv", "new", "st", "extra", "imp"):
                    name = "feed" if kind in ("mv", "new") else kind
                    return self.answer(200, rss(name, rnd, number, farm.items), [("Content-Type", "application/rss+xml")])
                return self.answer(404, b"no route")

            def answer(self, status, body, headers=()):
                self.send_response(status)
                for name, value in headers:
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, kind, rnd, number):
        return f"http://127.0.0.1:{self.port}/{kind}/{rnd}/{number}"


def byline(args, folder, binary, env):
    files = ["--urls", os.path.join(folder, "urls"), "--cache", os.path.join(folder, "cache.db"),
             "--config", os.path.join(folder, "config")]
    return subprocess.Popen([binary] + args + files, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, env=env)


def run(args, folder, binary, env):
    process = byline(args, folder, binary, env)
    out, err = process.communicate(timeout=300)
    return process.returncode, out.decode(), err.decode()


def listed(folder, binary, env):
    status, out, err = run(["list", "--json", "--limit", "10000000"], folder, binary, env)
    if status != 0:
        raise RuntimeError(f"list failed: {err}")
    return json.loads(out)


def one_round(rnd, opts, farm, env, totals):
    folder = os.path.join(opts.work, f"round-{rnd:02d}")
    os.makedirs(folder)
    lines = [f"{farm.url('mv', rnd, n)} news" for n in range(opts.feeds)]
    lines += [farm.url("st", rnd, n) for n in range(opts.stable)]
    with open(os.path.join(folder, "urls"), "w") as handle:
        handle.write("".join(line + "\n" for line in lines))
    problems = []
    status, _, err = run(["refresh"], folder, opts.byline, env)
    if status != 0:
        return [f"first refresh exited {status}: {err.strip()}"]
    flagged = [a for a in listed(folder, opts.byline, env) if a["title"].startswith("feed ") and a["title"].endswith(" story 0")]
    status, out, err = run(["mark", "--read", "--star"] + [str(a["id"]) for a in flagged], folder, opts.byline, env)
    if status != 0 or len(flagged) != opts.feeds:
        return [f"mark failed ({len(flagged)} flagged): {out}{err}"]

    imports = []
    for i in range(opts.imports):
        path = os.path.join(folder, f"import-{i}")
        with open(path, "w") as handle:
            handle.write(f"{farm.url('imp', rnd, 2 * i)}\n{farm.url('imp', rnd, 2 * i + 1)}\n")
        imports.append(path)
    farm.moved.add(rnd)
    started = time.time()
    processes = [("refresh", byline(["refresh"], folder, opts.byline, env)) for _ in range(2)]
    processes += [("add", byline(["add", farm.url("extra", rnd, i), "--tag", "extra"], folder, opts.byline, env))
                  for i in range(opts.adds)]
    processes += [("remove", byline(["remove", farm.url("st", rnd, i)], folder, opts.byline, env)) for i in range(opts.removes)]
    processes += [("import", byline(["import", path], folder, opts.byline, env)) for path in imports]
    for what, process in processes:
        out, err = process.communicate(timeout=300)
        if process.returncode != 0:
            totals["failed_processes"] += 1
            problems.append(f"{what} exited {process.returncode}: {(out + err).decode().strip()[:300]}")
    totals["processes"] += len(processes) + 3

    expected = [f"{farm.url('new', rnd, n)} news" for n in range(opts.feeds)]
    expected += [farm.url("st", rnd, n) for n in range(opts.removes, opts.stable)]
    expected += [f"{farm.url('extra', rnd, i)} extra" for i in range(opts.adds)]
    expected += [farm.url("imp", rnd, j) for j in range(2 * opts.imports)]
    with open(os.path.join(folder, "urls")) as handle:
        found = [line for line in handle.read().split("\n") if line]
    lost = [line for line in expected if line not in found]
    doubled = [line for line in set(found) if found.count(line) > 1]
    unexpected = [line for line in set(found) if line not in expected]
    totals["lines_expected"] += len(expected)
    totals["lines_found"] += len(found)
    totals["lines_lost"] += len(lost)
    totals["lines_doubled"] += len(doubled)
    if lost or doubled or unexpected:
        problems.append(f"urls file: lost {lost}, doubled {doubled}, unexpected {unexpected}")

    database = sqlite3.connect(os.path.join(folder, "cache.db"))
    stale = database.execute("SELECT count(*) FROM feeds WHERE key LIKE '%/mv/%'").fetchone()[0]
    removed_left = database.execute(
        "SELECT count(*) FROM articles WHERE source_key LIKE ? AND CAST(substr(source_key, ?) AS INTEGER) < ?",
        (f"%/st/{rnd}/%", len(farm.url("st", rnd, 0)), opts.removes)).fetchone()[0]
    database.close()
    totals["stale_keys"] += stale
    totals["removed_left"] += removed_left
    if stale:
        problems.append(f"{stale} /mv/ keys left in the cache")
    if removed_left:
        problems.append(f"{removed_left} articles of removed feeds left")

    status, _, err = run(["refresh"], folder, opts.byline, env)
    if status != 0:
        problems.append(f"last refresh exited {status}: {err.strip()[:300]}")
    articles = listed(folder, opts.byline, env)
    titles = [a["title"] for a in articles]
    duplicates = len(titles) - len(set(titles))
    expected_articles = len(expected) * opts.items
    flags_lost = [a["title"] for a in flagged
                  if not any(b["title"] == a["title"] and b["read"] and b["starred"] for b in articles)]
    database = sqlite3.connect(os.path.join(folder, "cache.db"))
    counted = database.execute("SELECT coalesce(sum(article_count), 0) FROM feeds").fetchone()[0]
    database.close()
    totals["articles_expected"] += expected_articles
    totals["articles_found"] += len(articles)
    totals["duplicates"] += duplicates
    totals["flags_lost"] += len(flags_lost)
    if duplicates or len(articles) != expected_articles:
        problems.append(f"{len(articles)} articles ({duplicates} doubled), expected {expected_articles}")
    if flags_lost:
        problems.append(f"flags lost on {flags_lost}")
    if counted != len(articles):
        totals["count_mismatches"] += 1
        problems.append(f"the sources' counts add up to {counted}, the list has {len(articles)}")
    print(f"soak-writers: round {rnd}: {len(processes)} writers at once in {time.time() - started:.2f} s, "
          f"{len(found)} lines, {len(articles)} articles, {'ok' if not problems else 'FAIL'}", file=sys.stderr)
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--byline", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--feeds", type=int, default=50)
    parser.add_argument("--items", type=int, default=10)
    parser.add_argument("--stable", type=int, default=10)
    parser.add_argument("--adds", type=int, default=8)
    parser.add_argument("--removes", type=int, default=4)
    parser.add_argument("--imports", type=int, default=4)
    parser.add_argument("--delay", type=float, default=0.02)
    opts = parser.parse_args()
    home = os.path.join(opts.work, "home")
    os.makedirs(home, exist_ok=True)
    env = {"HOME": home, "XDG_CONFIG_HOME": os.path.join(home, ".config"), "XDG_DATA_HOME": os.path.join(home, ".local/share"),
           "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "NO_COLOR": "1"}
    farm = Farm(opts.items, opts.delay)
    totals = dict.fromkeys(["processes", "lines_expected", "lines_found", "lines_lost", "lines_doubled", "stale_keys",
                            "removed_left", "articles_expected", "articles_found", "duplicates", "flags_lost",
                            "count_mismatches", "failed_processes"], 0)
    started = time.time()
    failures = 0
    for rnd in range(opts.rounds):
        problems = one_round(rnd, opts, farm, env, totals)
        for problem in problems:
            print(f"soak-writers: round {rnd}: {problem}", file=sys.stderr)
        failures += bool(problems)
    fields = " ".join(f"{name}={value}" for name, value in totals.items())
    print(f"soak-writers rounds={opts.rounds} {fields} wall_s={time.time() - started:.1f} pass={int(failures == 0)}")
    farm.server.shutdown()
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
