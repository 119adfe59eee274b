#!/usr/bin/env bash
# Issue 13's table at 1,000 feeds × 1,000 items: the first full refresh (wall, CPU, peak
# memory), the 304 refresh of every feed, the first frame (warm and cold page cache), list
# and search at 1,000,000 articles, the cache's size beside the XML's; and, in the same run,
# byline and newsboat on 300 × 100 for the ratio rows.
#   bench/scale.sh
# Env: PARTS="full notmodified frame list size ratio" (rows to measure), FULL=1 (measure the
#      first full refresh again even when the 1M cache exists), RUNS=5 (list/frame runs),
#      NB_RUNS=3, NB_THREADS=1 (newsboat reload-threads), PORT=8095, WORDS="the market 정부 東 の"
#      (searches), BUILD=0 (measure $BYLINE as it is, without building).
# The corpus and the 1M cache are built once under $CORPORA (default /tmp/byline-bench) and
# reused: the first full refresh is measured when it builds the cache, and its figures are
# kept beside it ($CORPORA/scale1m.time) for later runs, which say reused=1.
# Wall times on a shared machine are inflated: every row also gives CPU time (user+system)
# and peak RSS from /usr/bin/time -v.
. "$(dirname "$0")/common.sh"
need /usr/bin/time time; need sqlite3; need nginx nginx-light; need tmux
PORT="${PORT:-8095}"; RUNS="${RUNS:-5}"; WORDS="${WORDS:-the market 정부 東 の}"
PARTS="${PARTS:-full notmodified frame list size ratio}"
part() { [[ " $PARTS " == *" $1 "* ]]; }
[ "${BUILD:-1}" = 1 ] && build_byline
CORPUS="$(corpus c1000x1000 1000 1000)"
CACHE="$CORPORA/scale1m.db"; TIMES="$CORPORA/scale1m.time"
WORK="$(mktemp -d /tmp/byline-bench-scale.XXXXXX)"
trap 'stop_servers; rm -rf "$WORK"' EXIT
serve "$CORPUS" "$PORT"
urls_for "$CORPUS" "$PORT" "$WORK/urls"
EMPTY="$WORK/home"; mkdir -p "$EMPTY"

# timed FILE CMD...: runs CMD under /usr/bin/time -v into FILE; prints "wall_s cpu_s rss_mb".
timed() {
  local file="$1"; shift
  /usr/bin/time -v "$@" 2> "$file" > /dev/null || { echo "bench: $* failed" >&2; tail -3 "$file" >&2; return 1; }
  tv_summary "$file"
}
tv_summary() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
def field(name):
    return re.search(re.escape(name) + r": (.*)", text).group(1).strip()
parts = [float(p) for p in field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")]
wall = sum(p * 60 ** i for i, p in enumerate(reversed(parts)))
cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
print("%.3f %.2f %.1f" % (wall, cpu, int(field("Maximum resident set size (kbytes)")) / 1024))
PY
}
# median_of N CMD...: runs CMD N times (after one warm-up); prints median "wall_s cpu_s rss_mb".
median_of() {
  local n="$1" walls=() cpus=() rsss=(); shift
  timed "$WORK/t.txt" "$@" > /dev/null
  for _ in $(seq 1 "$n"); do
    read -r w c r <<<"$(timed "$WORK/t.txt" "$@")"; walls+=("$w"); cpus+=("$c"); rsss+=("$r")
  done
  echo "$(median "${walls[@]}") $(median "${cpus[@]}") $(median "${rsss[@]}")"
}

# 1. The first full refresh: 1,000,000 articles into a new cache (kept for the rows below).
if part full; then
  if [ ! -f "$CACHE" ] || [ ! -f "$TIMES" ] || [ "${FULL:-0}" = 1 ]; then
    rm -f "$CACHE" "$CACHE-wal" "$CACHE-shm" "$TIMES"
    HOME="$EMPTY" timed "$WORK/full.txt" "$BYLINE" refresh --urls "$WORK/urls" --cache "$CACHE" --quiet > /dev/null
    cp "$WORK/full.txt" "$TIMES"; reused=0
  else
    reused=1
  fi
  read -r w c r <<<"$(tv_summary "$TIMES")"
  echo "scale_full_refresh feeds=1000 items=1000 stored=$(sqlite3 "$CACHE" 'SELECT count(*) FROM articles') wall_s=$w cpu_s=$c rss_mb=$r reused=$reused"
fi
# Every part but the 300 × 100 ratio measures the 1M cache.
for needs_cache in notmodified frame list size; do
  if part "$needs_cache" && [ ! -f "$CACHE" ]; then
    echo "bench: no 1M cache yet for '$needs_cache'; run with PARTS=full first" >&2; exit 1
  fi
done

# 2. Every feed unchanged: conditional GETs answered 304.
if part notmodified; then
  read -r w c r <<<"$(HOME="$EMPTY" median_of 3 "$BYLINE" refresh --urls "$WORK/urls" --cache "$CACHE" --quiet)"
  echo "scale_refresh_304 feeds=1000 runs=3 wall_s=$w cpu_s=$c rss_mb=$r"
fi

# 3. First full frame of the browser with the 1M cache: warm, then with the page cache dropped.
if part frame; then
  printf 'refresh-on-start no\n' > "$WORK/config"
  frame() {
    HOME="$EMPTY" TERM=xterm-256color LANG=C.UTF-8 python3 "$BENCH_KIT/tmux_first_screen.py" \
      --workdir "$WORK" --expect '(?s)articles.*q quit' --width 120 --height 40 -- \
      env HOME="$EMPTY" "$BYLINE" --urls "$WORK/urls" --cache "$CACHE" --config "$WORK/config" |
      sed -E 's/.*first_screen_s=([0-9.]+).*hwm_settled_mb=([0-9.]+).*/\1 \2/'
  }
  warm=(); cold=(); hwm=""
  frame > /dev/null
  for _ in $(seq 1 "$RUNS"); do read -r s hwm <<<"$(frame)"; warm+=("$s"); done
  echo "scale_first_frame_warm articles=1000000 runs=$RUNS first_screen_s=$(median "${warm[@]}") hwm_mb=$hwm"
  if [ "$(id -u)" = 0 ] && [ -w /proc/sys/vm/drop_caches ]; then
    for _ in $(seq 1 3); do sync; echo 3 > /proc/sys/vm/drop_caches; read -r s hwm <<<"$(frame)"; cold+=("$s"); done
    echo "scale_first_frame_cold articles=1000000 runs=3 first_screen_s=$(median "${cold[@]}") hwm_mb=$hwm"
  else
    echo "scale_first_frame_cold skipped=not_root"
  fi
fi

# 4. list and list --search, first page of 50, at 1M.
if part list; then
  read -r w c r <<<"$(HOME="$EMPTY" median_of "$RUNS" "$BYLINE" --urls "$WORK/none" --cache "$CACHE" list --limit 50)"
  echo "scale_list articles=1000000 limit=50 runs=$RUNS wall_s=$w cpu_s=$c rss_mb=$r"
  read -r w c r <<<"$(HOME="$EMPTY" median_of "$RUNS" "$BYLINE" --version)"
  echo "scale_process_start runs=$RUNS wall_s=$w cpu_s=$c rss_mb=$r"
  for word in $WORDS; do
    read -r w c r <<<"$(HOME="$EMPTY" median_of "$RUNS" "$BYLINE" --urls "$WORK/none" --cache "$CACHE" list --search "$word" --limit 50)"
    rows=$(HOME="$EMPTY" "$BYLINE" --urls "$WORK/none" --cache "$CACHE" list --search "$word" --limit 50 | wc -l)
    echo "scale_search articles=1000000 word=$word limit=50 rows=$rows runs=$RUNS wall_s=$w cpu_s=$c rss_mb=$r"
  done
fi

# 5. The cache beside the XML it came from.
if part size; then
  xml=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["bytes_xml"])' "$CORPUS/manifest.json")
  cache=$(stat -c %s "$CACHE"); [ -f "$CACHE-wal" ] && cache=$((cache + $(stat -c %s "$CACHE-wal")))
  echo "scale_cache_size xml_mb=$((xml / 1000000)) cache_mb=$((cache / 1000000)) ratio=$(ratio "$cache" "$xml")"
fi

# 6. 300 × 100: byline (fresh caches) and newsboat in the same run.
if part ratio; then
  SMALL="$(corpus c300x100 300 100)"
  SPORT=$((PORT + 1)); serve "$SMALL" "$SPORT"; urls_for "$SMALL" "$SPORT" "$WORK/urls-small"
  walls=(); cpus=(); rsss=()
  for run in $(seq 1 "$RUNS"); do
    rm -rf "$WORK/small"; mkdir -p "$WORK/small"
    read -r w c r <<<"$(HOME="$WORK/small" timed "$WORK/t.txt" "$BYLINE" refresh --urls "$WORK/urls-small" --cache "$WORK/small/cache.db" --quiet)"
    walls+=("$w"); cpus+=("$c"); rsss+=("$r")
  done
  BW=$(median "${walls[@]}"); BC=$(median "${cpus[@]}"); BR=$(median "${rsss[@]}")
  echo "scale_refresh_small feeds=300 items=100 runs=$RUNS wall_s=$BW cpu_s=$BC rss_mb=$BR"
  need newsboat
  nb="$(THREADS="${NB_THREADS:-1}" RUNS="${NB_RUNS:-3}" "$BENCH_KIT/newsboat_reload.sh" "$SMALL" "$SPORT" | grep '^newsboat_reload')"
  echo "$nb"
  nw=$(echo "$nb" | sed -E 's/.* wall_s=([0-9.]+).*/\1/'); nc=$(echo "$nb" | sed -E 's/.* cpu_s=([0-9.]+).*/\1/')
  nr=$(echo "$nb" | sed -E 's/.* rss_mb=([0-9.]+).*/\1/')
  echo "scale_ratio wall_vs_newsboat=$(ratio "$BW" "$nw") cpu_vs_newsboat=$(ratio "$BC" "$nc") rss_vs_newsboat=$(ratio "$BR" "$nr")"
fi
