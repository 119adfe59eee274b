#!/usr/bin/env python3
"""Checks a soak's claims from its records (called by bench/soak.sh; standard library only).

Reads WORK/runs.tsv and WORK/runs/NN.err (the refreshes), STATE/plan.json and
STATE/requests.jsonl (the server's view) and the cache through the sqlite3 CLI.
Prints the per-run table, one PASS/FAIL line per claim with its evidence, and
last one machine-readable line `soak refreshes=N ... pass=0|1`.  Exits 1 on any FAIL.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

# What the error line of each kind of bad source must say (the message after "error: ").
CAUSES = {
    "hang": r"^timed out after \d+ s",
    "slow": r"^timed out after \d+ s",
    "reset": r"^the connection was lost before the answer was complete",
    "5xx": r"^5\d\d ",
    "429": r"^429 Too Many Requests: .*\(try again in \d+ seconds\)",
    "garbage": r"^(not a feed: |JSON error at )",  # {"items": 3} reads as a broken JSON Feed
    "endless": r"^the response is larger than the .* limit",
    "redirect": r"^too many redirects",
}
RECOVERING_CAUSE = ["5xx", "reset", "garbage"]  # by variant, while it still fails
ALWAYS_FAILING = ["hang", "slow", "reset", "5xx", "garbage", "endless", "redirect"]
MAX_BACKOFF = 3600.0
ERROR_LINE = re.compile(r"^byline: (soak-(\d{3})-[a-z0-9]+-\d): error: (.*)$")


def sqlite(cache, sql):
    out = subprocess.run(["sqlite3", "-readonly", "-batch", "-separator", "\t", cache, sql],
                         check=True, capture_output=True, text=True).stdout
    return [line.split("\t") for line in out.splitlines() if line]


def load(args):
    runs = []
    with open(os.path.join(args.work, "runs.tsv")) as table:
        header = table.readline().rstrip("\n").split("\t")
        for line in table:
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            for key in ("start", "end", "wall_s", "user_s", "sys_s"):
                row[key] = float(row[key] or 0)
            for key in ("run", "rss_kb", "exit", "signal", "err_lines"):
                row[key] = int(row[key] or 0)
            with open(os.path.join(args.work, "runs", "%02d.err" % row["run"]), errors="replace") as err:
                row["stderr"] = err.read().splitlines()
            with open(os.path.join(args.work, "runs", "%02d.out" % row["run"]), errors="replace") as out:
                # A skipped source is reported on stderr (it counts as failing); stdout is
                # counted too so older builds are read the same way.
                row["skipped"] = sum(1 for line in out if ": skipped until " in line) + \
                    sum(1 for line in row["stderr"] if ": skipped until " in line)
            runs.append(row)
    plan = json.load(open(os.path.join(args.state, "plan.json")))
    requests = [json.loads(line) for line in open(os.path.join(args.state, "requests.jsonl"))]
    requests.sort(key=lambda r: r["t"])
    return runs, plan, requests


def run_of(runs, t):
    for row in runs:
        if row["start"] <= t <= row["end"]:
            return row["run"]
    return None


def wait_after(failures, base):
    """byline's policy: nothing after one failure, then base doubling up to an hour."""
    if failures < 2:
        return 0.0
    return min(base * 2 ** min(failures - 2, 16), MAX_BACKOFF)


class Verdict:
    def __init__(self):
        self.results = []

    def claim(self, name, ok, evidence):
        self.results.append((name, ok))
        print("%s %s: %s" % ("PASS" if ok else "FAIL", name, evidence))

    @property
    def passed(self):
        return all(ok for _, ok in self.results)


def main():
    parser = argparse.ArgumentParser()
    for name in ("--work", "--state", "--cache", "--started", "--load-before", "--load-after"):
        parser.add_argument(name, required=True)
    parser.add_argument("--backoff", type=float, required=True)
    parser.add_argument("--timeout", type=float, required=True)
    parser.add_argument("--max-response", type=int, required=True)
    args = parser.parse_args()
    runs, plan, requests = load(args)
    sources = {s["number"]: s for s in plan["sources"]}
    port = plan["port"]
    key_of = {n: "http://127.0.0.1:%d%s" % (port, s["path"]) for n, s in sources.items()}
    verdict = Verdict()

    # Requests per source (the feed's own path: one per attempt; redirect hops apart).
    attempts = collections.defaultdict(list)
    hops = collections.Counter()
    for r in requests:
        if r.get("source") is None:
            continue
        if r.get("hop"):
            hops[r["source"]] += 1
        else:
            attempts[r["source"]].append(r)
        r["run"] = run_of(runs, r["t"])

    # --- per-run table
    per_run = collections.defaultdict(collections.Counter)
    for r in requests:
        if r.get("run"):
            per_run[r["run"]]["requests"] += 1
            per_run[r["run"]][str(r["status"])] += 1
    print("run  wall_s  cpu_s  rss_mb  exit  sig  err_lines  skipped  requests  200s  304s")
    for row in runs:
        counts = per_run[row["run"]]
        print("%3d  %6.2f  %5.2f  %6.1f  %4d  %3d  %9d  %7d  %8d  %4d  %4d" % (
            row["run"], row["wall_s"], row["user_s"] + row["sys_s"], row["rss_kb"] / 1024, row["exit"],
            row["signal"], row["err_lines"], row["skipped"], counts["requests"], counts["200"], counts["304"]))

    # --- 1. no crash
    bad_exits = [(row["run"], row["exit"], row["signal"]) for row in runs
                 if row["exit"] not in (0, 1) or row["signal"] != 0]
    verdict.claim("no-crash", not bad_exits,
                  "exit statuses %s over %d runs; bad (run, exit, signal): %s" % (
                      dict(collections.Counter(row["exit"] for row in runs)), len(runs), bad_exits or "none"))

    # --- 2. memory flat
    rss = [row["rss_kb"] / 1024 for row in runs]
    if len(rss) >= 6:
        # The baseline is run 5's peak, or a larger one among runs 2-5: a run's peak depends on
        # which failing sources it retries (each endless body holds up to max-response-size
        # until it is cut off), and run 2 retries every one of them. Growth would show either way.
        baseline = max(rss[1:5])
        ceiling = baseline * 1.10
        later = rss[5:]
        worst = max(later)
        early, late = rss[5:15], rss[-10:]
        verdict.claim("rss-flat", worst <= ceiling,
                      "peak RSS of runs 6-%d max %.1f MB <= 1.10 x the largest of runs 2-5 (%.1f MB; run 5 %.1f MB) "
                      "= %.1f MB "
                      "(first %.1f, min %.1f, max %.1f, last %.1f MB; mean of runs 6-15 %.1f, of the last 10 %.1f)" % (
                          len(rss), worst, baseline, rss[4], ceiling, rss[0], min(rss), max(rss), rss[-1],
                          sum(early) / len(early), sum(late) / len(late)))
    else:
        verdict.claim("rss-flat", False, "needs at least 6 runs")

    # --- 3. articles: every good article stored exactly once
    stored = {row[0]: (int(row[1]), int(row[2]), int(row[3])) for row in sqlite(
        args.cache, "SELECT source_key, count(*), count(DISTINCT guid), count(DISTINCT url) "
                    "FROM articles GROUP BY source_key")}
    dup_guid = int(sqlite(args.cache, "SELECT count(*) FROM (SELECT 1 FROM articles "
                                      "GROUP BY source_key, guid HAVING count(*) > 1)")[0][0])
    feeds = {row[0]: row[1:] for row in sqlite(
        args.cache, "SELECT key, consecutive_failures, COALESCE(last_error, ''), COALESCE(retry_after, '') FROM feeds")}
    expected_total = stored_total = 0
    wrong = []
    dup_url = 0
    for number, source in sources.items():
        count, guids, urls = stored.get(key_of[number], (0, 0, 0))
        kind = source["kind"]
        recovered = any(r.get("fetch", 0) > plan["recovering_failures"] for r in attempts[number])
        if kind == "good" or (kind == "recovering" and recovered):
            expected = source["items"]  # a recovering source's articles count once it served them
        elif kind == "changing":
            expected = max((r.get("items_total", 0) for r in attempts[number] if r["status"] == 200), default=0)
        else:
            expected = 0
        expected_total += expected
        stored_total += count
        dup_url += count - urls
        if count != expected or guids != count:
            wrong.append("%s stored %d (distinct guids %d), expected %d" % (source["name"], count, guids, expected))
    verdict.claim("articles-exactly-once", not wrong and dup_guid == 0 and dup_url == 0,
                  "expected %d, stored %d; duplicate (source_key, guid) %d, duplicate (source_key, url) %d; "
                  "mismatches: %s" % (expected_total, stored_total, dup_guid, dup_url, wrong[:5] or "none"))

    # --- 4. an honest error for each bad source
    lines = collections.defaultdict(list)
    stray = []
    for row in runs:
        for line in row["stderr"]:
            if ": skipped until " in line:
                continue
            match = ERROR_LINE.match(line)
            if match:
                lines[int(match.group(2))].append((row["run"], match.group(3)))
            else:
                stray.append((row["run"], line))
    mismatched = []
    silent = []
    per_kind = collections.defaultdict(collections.Counter)
    for number, source in sources.items():
        kind = source["kind"]
        if kind in ("good", "changing"):
            for run, message in lines[number]:
                mismatched.append("%s run %d: %s" % (source["name"], run, message))
            continue
        cause = RECOVERING_CAUSE[source["variant"]] if kind == "recovering" else kind
        if not lines[number]:
            silent.append(source["name"])
        for run, message in lines[number]:
            per_kind[kind][cause] += 1
            if not re.search(CAUSES[cause], message):
                mismatched.append("%s run %d: %s" % (source["name"], run, message))
    examples = {}
    for number, source in sorted(sources.items()):
        if lines[number] and source["kind"] not in examples:
            examples[source["kind"]] = lines[number][0][1]
    verdict.claim("honest-errors", not mismatched and not silent and not stray,
                  "%d error lines for bad sources, all naming the injected cause: %s; wrong: %s; "
                  "bad sources with no error line: %s; other stderr lines: %s" % (
                      sum(len(v) for v in lines.values()), dict(sorted((k, sum(c.values())) for k, c in per_kind.items())),
                      mismatched[:5] or "none", silent or "none", stray[:5] or "none"))
    for kind, message in sorted(examples.items()):
        print("     e.g. %-10s %s" % (kind, message))

    # --- 5. Retry-After respected
    violations = []
    windows = 0
    for number, source in sources.items():
        if source["kind"] != "429":
            continue
        seen = attempts[number]
        for previous, following in zip(seen, seen[1:]):
            if previous["status"] == 429:
                windows += 1
                if following["t"] < previous["retry_not_before"]:
                    violations.append("%s asked %.3f s early" % (
                        source["name"], previous["retry_not_before"] - following["t"]))
    counts_429 = {sources[n]["name"]: len(attempts[n]) for n in sources if sources[n]["kind"] == "429"}
    verdict.claim("retry-after", not violations and windows > 0,
                  "%d Retry-After windows (%d s) followed by another request, %d violations %s; "
                  "requests per 429 source %s" % (windows, plan["retry_after"], len(violations),
                                                   violations[:5], counts_429))

    # --- 6. repeatedly failing sources backed off
    backoff_violations = []
    per_source = {}
    slack = None
    for number, source in sources.items():
        if source["kind"] not in ALWAYS_FAILING:
            continue
        seen = attempts[number]
        per_source[source["name"]] = len(seen)
        for failures, (previous, following) in enumerate(zip(seen, seen[1:]), start=1):
            gap = following["t"] - previous["t"]
            need = wait_after(failures, args.backoff)
            if failures >= 2:
                slack = gap - need if slack is None else min(slack, gap - need)
            if gap < need:
                backoff_violations.append("%s: gap %.2f s after failure %d, policy %.0f s" % (
                    source["name"], gap, failures, need))
        if len(seen) * 2 > len(runs):
            backoff_violations.append("%s requested %d times in %d runs" % (source["name"], len(seen), len(runs)))
    attempts_range = (min(per_source.values()), max(per_source.values())) if per_source else (0, 0)
    verdict.claim("backoff", not backoff_violations and per_source,
                  "%d always-failing sources requested %d-%d times in %d runs (at most half the runs "
                  "allowed), every gap after the k-th failure (k>=2) >= %g s x 2^(k-2): "
                  "smallest slack %.2f s; violations: %s" % (
                      len(per_source), attempts_range[0], attempts_range[1], len(runs), args.backoff,
                      slack if slack is not None else float("nan"), backoff_violations[:5] or "none"))
    by_kind = collections.defaultdict(list)
    for number, source in sorted(sources.items()):
        if source["kind"] in ALWAYS_FAILING:
            by_kind[source["kind"]].append(len(attempts[number]))
    print("     requests per failing source, by kind: %s" % dict(by_kind))
    example = next((n for n in sorted(sources) if sources[n]["kind"] == "5xx"), None)
    if example is not None and attempts[example]:
        t0 = attempts[example][0]["t"]
        print("     e.g. %s requested at +%s s" % (sources[example]["name"],
                                                   ", ".join("%.1f" % (r["t"] - t0) for r in attempts[example])))

    # --- 7. sources that fail for a while recover
    recovering = []
    not_recovered = []
    for number, source in sources.items():
        if source["kind"] != "recovering":
            continue
        seen = attempts[number]
        state = feeds.get(key_of[number], ["?", "?", "?"])
        count = stored.get(key_of[number], (0, 0, 0))[0]
        recovering.append("%s: %d requests, stored %d/%d" % (source["name"], len(seen), count, source["items"]))
        if count != source["items"] or state[0] != "0" or state[1] != "":
            not_recovered.append(source["name"])
    verdict.claim("recovery", not not_recovered and recovering,
                  "after %d failures each: %s; not recovered: %s" % (
                      plan["recovering_failures"], "; ".join(recovering), not_recovered or "none"))

    # --- 8. the changing feed accumulates its new items with no duplicates
    changing = []
    changing_bad = []
    for number, source in sources.items():
        if source["kind"] != "changing":
            continue
        fetched = [r for r in attempts[number] if r["status"] == 200]
        total = max((r.get("items_total", 0) for r in fetched), default=0)
        count, guids, urls = stored.get(key_of[number], (0, 0, 0))
        changing.append("%s: %d fetches, %d items served, %d stored" % (source["name"], len(fetched), total, count))
        if count != total or guids != count or urls != count or len(fetched) != len(runs):
            changing_bad.append(source["name"])
    verdict.claim("changing-feed", not changing_bad and changing,
                  "%s; wrong: %s" % ("; ".join(changing), changing_bad or "none"))

    # --- 9. good sources: one full download each, then 304s; a feed whose RSS <ttl> asks
    # readers to wait longer than the whole soak is fetched once and left alone after it.
    span_s = (runs[-1]["end"] - runs[0]["start"]) if runs and "end" in runs[-1] else None
    extra_200 = []
    fetched_304 = 0
    waited = 0
    for number, source in sources.items():
        if source["kind"] != "good":
            continue
        seen = attempts[number]
        full = sum(1 for r in seen if r["status"] == 200)
        fetched_304 += sum(1 for r in seen if r["status"] == 304)
        ttl_s = (source.get("ttl") or 0) * 60
        if ttl_s and (span_s is None or ttl_s > span_s):
            waited += 1
            expected = 1
        else:
            expected = len(runs)
        if full != 1 or len(seen) != expected:
            extra_200.append("%s: %d requests, %d full, %d expected" % (source["name"], len(seen), full, expected))
    goods = sum(1 for s in sources.values() if s["kind"] == "good")
    verdict.claim("conditional-get", not extra_200,
                  "%d good sources: %d with an RSS <ttl> longer than the soak fetched once and then "
                  "left alone, the other %d requested every run, one 200 each then %d 304s; other: %s" % (
                      goods, waited, goods - waited, fetched_304, extra_200[:5] or "none"))

    # --- summary
    faults = collections.Counter(s["kind"] for s in sources.values() if s["kind"] != "good")
    injected = collections.Counter(s["kind"] for n, s in sources.items() for r in attempts[n]
                                   if s["kind"] in CAUSES)
    print("faults: sources per kind %s; failing answers served per kind %s (+%d redirect hops); "
          "served by recovering sources before recovery %d" % (
              dict(faults), dict(injected), sum(hops.values()),
              sum(1 for n, s in sources.items() if s["kind"] == "recovering" for r in attempts[n]
                  if r.get("fetch", 0) <= plan["recovering_failures"])))
    wall = sum(row["wall_s"] for row in runs)
    cpu = sum(row["user_s"] + row["sys_s"] for row in runs)
    print("load average before %s after %s; started %s" % (args.load_before, args.load_after, args.started))
    print("soak refreshes=%d sources=%d bad=%d crashes=%d wall_s=%.1f cpu_s=%.1f rss_first_mb=%.1f "
          "rss_min_mb=%.1f rss_max_mb=%.1f rss_last_mb=%.1f articles_expected=%d articles_stored=%d "
          "duplicates=%d error_lines=%d error_mismatches=%d retry_after_violations=%d backoff_violations=%d "
          "failed_claims=%d pass=%d" % (
              len(runs), len(sources), sum(faults.values()), len(bad_exits), wall, cpu, rss[0] if rss else 0,
              min(rss) if rss else 0, max(rss) if rss else 0, rss[-1] if rss else 0, expected_total, stored_total,
              dup_guid + dup_url, sum(len(v) for v in lines.values()), len(mismatched) + len(silent) + len(stray),
              len(violations), len(backoff_violations), sum(1 for _, ok in verdict.results if not ok),
              1 if verdict.passed else 0))
    return 0 if verdict.passed else 1


if __name__ == "__main__":
    sys.exit(main())
