#!/usr/bin/env bash
# byline refresh vs newsboat -x reload on the same corpus, in the same run.
#   bench/refresh.sh [FEEDS ITEMS]        default 300 100 (about 117 MB of XML)
# Env: RUNS=5 (fresh-cache byline runs), REPEAT=10 (refreshes of one cache, for memory),
#      NEWSBOAT=1 (0 skips newsboat), PORT=8092
# Prints per-run lines, then:
#   byline_refresh ... wall_s cpu_s rss_mb (medians) stored expected
#   byline_repeat  ... rss_mb per refresh of one cache (flat = no growth)
#   newsboat_reload lines from the kit, and ratios
. "$(dirname "$0")/common.sh"
need /usr/bin/time time; need sqlite3; need nginx nginx-light
FEEDS="${1:-300}"; ITEMS="${2:-100}"; RUNS="${RUNS:-5}"; REPEAT="${REPEAT:-10}"; PORT="${PORT:-8092}"
build_byline
CORPUS="$(corpus "c${FEEDS}x${ITEMS}" "$FEEDS" "$ITEMS")"
EXPECTED="$(total_items "$CORPUS")"
WORK="$(mktemp -d /tmp/byline-bench-refresh.XXXXXX)"
trap 'stop_servers; rm -rf "$WORK"' EXIT
serve "$CORPUS" "$PORT"
urls_for "$CORPUS" "$PORT" "$WORK/urls"

walls=(); cpus=(); rsss=(); stored=$EXPECTED
for run in $(seq 1 "$RUNS"); do
  home="$WORK/run$run"; mkdir -p "$home"
  HOME="$home" /usr/bin/time -v "$BYLINE" refresh --urls "$WORK/urls" --cache "$home/cache.db" --quiet \
    2> "$home/time.txt" || { echo "run $run: byline refresh failed" >&2; tail -3 "$home/time.txt" >&2; exit 1; }
  wall=$(tv_field "$home/time.txt" 'Elapsed (wall clock) time' | awk -F: '{print ($1*60)+$2}')
  cpu=$(python3 -c 'import sys; print("%.2f" % (float(sys.argv[1]) + float(sys.argv[2])))' \
    "$(tv_field "$home/time.txt" 'User time (seconds)')" "$(tv_field "$home/time.txt" 'System time (seconds)')")
  rss=$(python3 -c 'import sys; print("%.1f" % (int(sys.argv[1]) / 1024))' "$(tv_field "$home/time.txt" 'Maximum resident set size (kbytes)')")
  count=$(sqlite3 "$home/cache.db" 'SELECT count(*) FROM articles')
  [ "$count" -lt "$stored" ] && stored=$count
  echo "run byline_refresh run=$run wall_s=$wall cpu_s=$cpu rss_mb=$rss stored=$count"
  walls+=("$wall"); cpus+=("$cpu"); rsss+=("$rss")
  [ "$run" -lt "$RUNS" ] && rm -rf "$home"
done
BW=$(median "${walls[@]}"); BC=$(median "${cpus[@]}"); BR=$(median "${rsss[@]}")
echo "byline_refresh feeds=$FEEDS items=$ITEMS runs=$RUNS wall_s=$BW cpu_s=$BC rss_mb=$BR stored=$stored expected=$EXPECTED ok=$([ "$stored" = "$EXPECTED" ] && echo 1 || echo 0)"

# The same cache refreshed again and again: conditional GETs (nginx answers 304), no
# growth in peak memory expected.
home="$WORK/run$RUNS"; repeat_rss=()
for run in $(seq 1 "$REPEAT"); do
  HOME="$home" /usr/bin/time -v "$BYLINE" refresh --urls "$WORK/urls" --cache "$home/cache.db" --quiet 2> "$home/time.txt" || true
  repeat_rss+=("$(python3 -c 'import sys; print("%.1f" % (int(sys.argv[1]) / 1024))' "$(tv_field "$home/time.txt" 'Maximum resident set size (kbytes)')")")
done
echo "byline_repeat refreshes=$REPEAT rss_mb=$(IFS=,; echo "${repeat_rss[*]}") stored=$(sqlite3 "$home/cache.db" 'SELECT count(*) FROM articles')"

if [ "${NEWSBOAT:-1}" = 1 ]; then
  need newsboat
  nb="$(THREADS="1 8" RUNS="${NB_RUNS:-3}" "$BENCH_KIT/newsboat_reload.sh" "$CORPUS" "$PORT" | tee /dev/stderr | grep '^newsboat_reload')"
  nb1_wall=$(echo "$nb" | grep 'threads=1 ' | sed -E 's/.* wall_s=([0-9.]+).*/\1/')
  nb1_cpu=$(echo "$nb" | grep 'threads=1 ' | sed -E 's/.* cpu_s=([0-9.]+).*/\1/')
  nb8_wall=$(echo "$nb" | grep 'threads=8 ' | sed -E 's/.* wall_s=([0-9.]+).*/\1/')
  nb8_cpu=$(echo "$nb" | grep 'threads=8 ' | sed -E 's/.* cpu_s=([0-9.]+).*/\1/')
  echo "$nb"
  echo "ratio_refresh wall_vs_newsboat1=$(ratio "$BW" "$nb1_wall") wall_vs_newsboat8=$(ratio "$BW" "$nb8_wall") cpu_vs_newsboat1=$(ratio "$BC" "$nb1_cpu") cpu_vs_newsboat8=$(ratio "$BC" "$nb8_cpu")"
fi
