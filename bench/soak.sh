#!/usr/bin/env bash
# Fault-injection soak for `byline refresh` (see bench/soak/RESULTS-soak.md), then the
# concurrent writers of the urls file (bench/RESULTS.md §24).
#
# Builds byline in release, generates a corpus of FEEDS sources, serves it from
# bench/soak/server.py on 127.0.0.1 with every tenth source misbehaving in a fixed
# way (never answers, answers too late, resets, 5xx, 429 + Retry-After, garbage,
# endless body, redirect loop, changes on every fetch, fails then recovers), runs
# RUNS consecutive `byline refresh` under /usr/bin/time -v, then checks the claims
# with bench/soak/check.py (PASS/FAIL per claim, one `soak ...` summary line last).
#
# Usage: bench/soak.sh
# Environment (defaults in brackets):
#   RUNS [50]  FEEDS [300]  ITEMS [30]  EVERY [10] (every EVERY-th source misbehaves)
#   TIMEOUT [3] (download-timeout)  MAX_RESPONSE [1] (max-response-size, MiB)
#   BACKOFF [2] (refresh-backoff; set it empty to leave the key out: byline's 60 s default)
#   RETRY_AFTER [20] (what the 429 sources ask for)  PAUSE [1] (seconds between refreshes)
#   RUN_LIMIT [120] (seconds before one refresh counts as hung and is killed)
#   BYLINE [built here]  CORPUS [generated here]  GEN [../shared/bench/gen_corpus.py beside the repository]
#   KEEP [0] (1 keeps the work folder: runs/, runs.tsv, state/requests.jsonl, cache.db)
#   WRITER_ROUNDS [20] (0 skips the concurrent-writer case)  WRITER_FEEDS [50]  WRITER_ITEMS [10]
# The concurrent-writer case (bench/soak/writers.py, after the refreshes): each round, two
# `byline refresh` find every feed moved for good (301) while 8 `add`, 4 `remove` and 4
# `import` run beside them; then the urls file's lines, the cache's keys, the articles, the
# read and starred flags and the sources' counts are checked (one `soak-writers …` line).
#   HOSTILE_SYNC_RUNS [3] (byline sync runs against a Google Reader server that never stops
#   paging, step 8; 0 skips them)
# Exit status: 0 when every claim passes, 1 when one fails, 2 when the soak could not run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
RUNS="${RUNS:-50}"
FEEDS="${FEEDS:-300}"
ITEMS="${ITEMS:-30}"
EVERY="${EVERY:-10}"
TIMEOUT="${TIMEOUT:-3}"
BACKOFF="${BACKOFF-2}"
RETRY_AFTER="${RETRY_AFTER:-20}"
PAUSE="${PAUSE:-1}"
MAX_RESPONSE="${MAX_RESPONSE:-1}"
RUN_LIMIT="${RUN_LIMIT:-120}"
GEN="${GEN:-$root/../shared/bench/gen_corpus.py}"
KEEP="${KEEP:-0}"
WRITER_ROUNDS="${WRITER_ROUNDS:-20}"
WRITER_FEEDS="${WRITER_FEEDS:-50}"
WRITER_ITEMS="${WRITER_ITEMS:-10}"

info() { echo "soak: $*" >&2; }
die() { echo "soak: $*" >&2; exit 2; }

for tool in python3 sqlite3 /usr/bin/time timeout; do
    command -v "$tool" >/dev/null || die "$tool is missing (apt-get install -y time sqlite3)"
done

work="$(mktemp -d /tmp/byline-soak.XXXXXX)"
server_pid=""
cleanup() {
    local status=$?
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [[ "$KEEP" == 1 ]]; then
        info "kept $work"
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. The binary.
if [[ -z "${BYLINE:-}" ]]; then
    info "building byline (release)"
    (cd "$root" && swift build -c release --static-swift-stdlib --product byline >"$work/build.log" 2>&1) \
        || { tail -20 "$work/build.log" >&2; die "release build failed"; }
    BYLINE="$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/byline"
fi
[[ -x "$BYLINE" ]] || die "no byline binary at $BYLINE"

# 2. The corpus.
if [[ -z "${CORPUS:-}" ]]; then
    CORPUS="$work/corpus"
    [[ -f "$GEN" ]] || die "the corpus generator was not found at $GEN (the shared kit beside the repository; set GEN)"
    info "generating $FEEDS feeds x $ITEMS items"
    python3 "$GEN" "$CORPUS" --feeds "$FEEDS" --items "$ITEMS" >"$work/gen.log" || die "corpus generation failed"
fi

# 3. The server; it writes state/port once it listens.
state="$work/state"
mkdir -p "$state" "$work/runs" "$work/home"
python3 "$here/soak/server.py" --corpus "$CORPUS" --state "$state" --every "$EVERY" \
    --retry-after "$RETRY_AFTER" --byline-timeout "$TIMEOUT" 2>"$work/server.log" &
server_pid=$!
for _ in $(seq 100); do
    [[ -s "$state/port" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; die "the server did not start"; }
    sleep 0.2
done
[[ -s "$state/port" ]] || die "the server did not write its port"
info "server pid $server_pid on port $(cat "$state/port")"

# 4. byline's files, in a HOME of their own.
config="$work/config"
{
    echo "download-timeout $TIMEOUT"
    echo "max-response-size $MAX_RESPONSE"
    [[ -n "$BACKOFF" ]] && echo "refresh-backoff $BACKOFF"
} >"$config"
cache="$work/cache.db"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export XDG_CACHE_HOME="$work/home/.cache" NO_COLOR=1
unset NEWSAPI_KEY BYLINE_NEWSAPI_URL

read -r load_before _ < /proc/loadavg
started="$(date -u '+%Y-%m-%d %H:%M:%S UTC')"

# One value from a `time -v` report.
field() { sed -n "s/^[[:space:]]*$1: //p" "$2" | head -1; }

# 5. The refreshes. runs.tsv: run start end wall user sys rss_kb exit signal err_lines
printf 'run\tstart\tend\twall_s\tuser_s\tsys_s\trss_kb\texit\tsignal\terr_lines\n' >"$work/runs.tsv"
for run in $(seq "$RUNS"); do
    tag="$(printf '%02d' "$run")"
    start="$(date +%s.%N)"
    set +e
    /usr/bin/time -v -o "$work/runs/$tag.time" timeout -k 5 "$RUN_LIMIT" \
        "$BYLINE" refresh --urls "$state/urls" --cache "$cache" --config "$config" \
        >"$work/runs/$tag.out" 2>"$work/runs/$tag.err" </dev/null
    rc=$?
    set -e
    end="$(date +%s.%N)"
    t="$work/runs/$tag.time"
    signal="$(sed -n 's/^Command terminated by signal \([0-9]*\).*/\1/p' "$t")"
    wall="$(python3 -c "print(round($end - $start, 3))")"
    errors="$(wc -l <"$work/runs/$tag.err")"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$run" "$start" "$end" "$wall" \
        "$(field 'User time (seconds)' "$t")" "$(field 'System time (seconds)' "$t")" \
        "$(field 'Maximum resident set size (kbytes)' "$t")" "$rc" "${signal:-0}" "$errors" \
        >>"$work/runs.tsv"
    info "run $run: exit $rc wall ${wall}s, $errors error lines; $(tail -1 "$work/runs/$tag.out")"
    [[ "$run" == "$RUNS" ]] || sleep "$PAUSE"
done

read -r load_after _ < /proc/loadavg
sleep 0.5  # let the server log the connections byline just dropped

# 6. The verdict.
set +e
python3 "$here/soak/check.py" --work "$work" --state "$state" --cache "$cache" \
    --backoff "${BACKOFF:-60}" --timeout "$TIMEOUT" --max-response "$MAX_RESPONSE" \
    --started "$started" --load-before "$load_before" --load-after "$load_after"
verdict=$?
set -e

# 7. The concurrent writers: refreshes moving feeds while add, remove and import run.
writers=0
if [[ "$WRITER_ROUNDS" != 0 ]]; then
    info "concurrent writers: $WRITER_ROUNDS rounds of 2 refreshes moving $WRITER_FEEDS feeds beside adds, removes and imports"
    set +e
    python3 "$here/soak/writers.py" --byline "$BYLINE" --work "$work/writers" --rounds "$WRITER_ROUNDS" \
        --feeds "$WRITER_FEEDS" --items "$WRITER_ITEMS"
    writers=$?
    set -e
fi

# 8. Hostile sync (issue 25 §4): a Google Reader server whose reading list never ends
# (bench/soak/hostile_greader.py: 10 items and a new continuation on every page). Each of
# HOSTILE_SYNC_RUNS [3] `byline sync` runs, with the shipped sync limits (an empty config),
# must end by itself with exit 1 and one error line naming sync-max-pages, ask at most 250
# requests, keep what arrived, store nothing twice (every run meets the same items), and
# leave a sound cache. One `hostile-sync ...` summary line; 0 runs skips the case.
HOSTILE_SYNC_RUNS="${HOSTILE_SYNC_RUNS:-3}"
hostile_failed=0
if [[ "$HOSTILE_SYNC_RUNS" -gt 0 ]]; then
    hostile="$work/hostile"
    mkdir -p "$hostile"
    : >"$hostile/requests"
    timeout 900 python3 "$here/soak/hostile_greader.py" --state "$hostile" 2>"$hostile/server.log" &
    hostile_pid=$!
    for _ in $(seq 100); do [[ -s "$hostile/port" ]] && break; sleep 0.1; done
    [[ -s "$hostile/port" ]] || die "the hostile Google Reader server did not start"
    hfiles=(--urls "$hostile/urls" --cache "$hostile/cache.db" --config "$hostile/config")
    : >"$hostile/urls"
    : >"$hostile/config"
    printf 'hostile-pass-1' | "$BYLINE" account add loop --type greader --user mallory --password-stdin \
        --url "http://127.0.0.1:$(cat "$hostile/port")/api/greader.php" "${hfiles[@]}" >/dev/null
    printf 'run\twall_s\trss_kb\texit\terr_lines\tnamed\trequests\tarticles\tduplicates\n' >"$hostile/runs.tsv"
    first_articles=""
    for run in $(seq "$HOSTILE_SYNC_RUNS"); do
        asked_before="$(wc -l <"$hostile/requests")"
        start="$(date +%s.%N)"
        set +e
        /usr/bin/time -v -o "$hostile/$run.time" timeout -k 5 "$RUN_LIMIT" "$BYLINE" sync "${hfiles[@]}" \
            >"$hostile/$run.out" 2>"$hostile/$run.err" </dev/null
        rc=$?
        set -e
        end="$(date +%s.%N)"
        wall="$(python3 -c "print(round($end - $start, 3))")"
        rss="$(field 'Maximum resident set size (kbytes)' "$hostile/$run.time")"
        errors="$(wc -l <"$hostile/$run.err")"
        named="$(grep -c 'stopped after 250 requests (sync-max-pages)' "$hostile/$run.err" || true)"
        asked=$(( $(wc -l <"$hostile/requests") - asked_before ))
        articles="$(sqlite3 "$hostile/cache.db" 'SELECT count(*) FROM articles')"
        duplicates="$(sqlite3 "$hostile/cache.db" 'SELECT count(*) - count(DISTINCT title) FROM articles')"
        first_articles="${first_articles:-$articles}"
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$run" "$wall" "$rss" "$rc" "$errors" "$named" "$asked" \
            "$articles" "$duplicates" >>"$hostile/runs.tsv"
        info "hostile sync $run: exit $rc wall ${wall}s rss ${rss} kB, $asked requests, $articles articles; $(head -1 "$hostile/$run.err")"
        if [[ "$rc" != 1 || "$errors" != 1 || "$named" != 1 || "$asked" -gt 250 || "$articles" != "$first_articles" \
              || "$duplicates" != 0 ]]; then
            hostile_failed=1
        fi
    done
    integrity="$(sqlite3 "$hostile/cache.db" 'PRAGMA integrity_check')"
    [[ "$integrity" == ok ]] || hostile_failed=1
    kill "$hostile_pid" 2>/dev/null || true
    wait "$hostile_pid" 2>/dev/null || true
    python3 - "$hostile/runs.tsv" "$integrity" "$hostile_failed" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
print("hostile-sync runs=%d exits=%s requests=%s articles=%s duplicates=%s max_wall_s=%s max_rss_mb=%.1f "
      "integrity=%s pass=%d" % (
          len(rows), ",".join(r["exit"] for r in rows), ",".join(r["requests"] for r in rows),
          ",".join(r["articles"] for r in rows), ",".join(r["duplicates"] for r in rows),
          max(float(r["wall_s"]) for r in rows), max(int(r["rss_kb"]) for r in rows) / 1024,
          sys.argv[2], 0 if sys.argv[3] == "1" else 1))
PY
fi
(( verdict != 0 )) && exit "$verdict"
(( writers == 0 && hostile_failed == 0 )) || exit 1
