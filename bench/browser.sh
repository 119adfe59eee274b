#!/usr/bin/env bash
# The browser's speed: first frame with a 100,000-article cache (beside newsboat's), memory,
# idle CPU, keypress-to-frame latency during a 300-feed refresh, and CPU while waiting on
# slow servers (libcurl transport beside URLSession's).
#   bench/browser.sh
# Env: RUNS=5 (first-frame runs after one warm-up), NEWSBOAT=1 (0 skips newsboat's
#      first screen, which takes a few minutes), PORT=8094,
#      PARTS="first idle keys slow newsboat" (the measurements to run, e.g. PARTS=keys),
#      KEY_RUNS=3 (refreshes during which keys are timed; their frames are pooled)
. "$(dirname "$0")/common.sh"
need tmux; need /usr/bin/time time; need sqlite3; need nginx nginx-light
PORT="${PORT:-8094}"; RUNS="${RUNS:-5}"; PARTS="${PARTS:-first idle keys slow newsboat}"; KEY_RUNS="${KEY_RUNS:-3}"
part() { [[ " $PARTS " == *" $1 "* ]]; }
build_byline
WORK="$(mktemp -d /tmp/byline-bench-browser.XXXXXX)"
SOCKET="byline-bench-$$"
SLOW_PID=""
cleanup() {
  tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
  [ -n "$SLOW_PID" ] && kill "$SLOW_PID" 2>/dev/null || true
  stop_servers
  rm -rf "$WORK"
}
trap cleanup EXIT
BIG="$(corpus c300x334 300 334)"
BIG_CACHE="$(cache_for "$BIG" "$PORT" cache100k)"
printf 'refresh-on-start no\n' > "$WORK/config-norefresh"
printf 'refresh-on-start yes\n' > "$WORK/config-refresh"
urls_for "$BIG" "$PORT" "$WORK/urls-big"

# 1. First full frame with the 100k cache (no network: refresh-on-start no).
if part first; then
firsts=(); hwms=()
for run in $(seq 0 "$RUNS"); do
  mkdir -p "$WORK/fs$run"; cp "$BIG_CACHE" "$WORK/fs$run/cache.db"
  line=$(HOME="$WORK/fs$run" TERM=xterm-256color LANG=C.UTF-8 python3 "$BENCH_KIT/tmux_first_screen.py" \
    --workdir "$WORK/fs$run" --expect '(?s)articles.*q quit' --width 120 --height 40 -- \
    env HOME="$WORK/fs$run" "$BYLINE" --urls "$WORK/urls-big" --cache "$WORK/fs$run/cache.db" --config "$WORK/config-norefresh")
  echo "run byline_first_screen run=$run $line"
  [ "$run" = 0 ] && continue
  firsts+=("$(echo "$line" | sed -E 's/.*first_screen_s=([0-9.]+).*/\1/')")
  hwms+=("$(echo "$line" | sed -E 's/.*hwm_settled_mb=([0-9.]+).*/\1/')")
  rm -rf "$WORK/fs$run"
done
echo "byline_first_screen articles=$(sqlite3 "$BIG_CACHE" 'SELECT count(*) FROM articles') runs=$RUNS first_screen_s=$(median "${firsts[@]}") hwm_mb=$(median "${hwms[@]}")"
fi

# A tmux session of our own for the interactive measurements.
start_session() { # start_session HOME ARGS...
  local home="$1"; shift
  tmux -L "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s bench \
    "sh -c 'echo \$\$ > $home/pid; exec env HOME=$home TERM=xterm-256color LANG=C.UTF-8 $*'"
}
wait_screen() { # wait_screen REGEX SECONDS
  python3 - "$SOCKET" "$1" "$2" <<'PY'
import re, subprocess, sys, time
sock, pattern, limit = sys.argv[1], re.compile(sys.argv[2], re.S), float(sys.argv[3])
end = time.time() + limit
while time.time() < end:
    screen = subprocess.run(["tmux", "-L", sock, "capture-pane", "-p", "-t", "bench"], stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
    if pattern.search(screen):
        sys.exit(0)
    time.sleep(0.02)
sys.exit(1)
PY
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# 2. Idle CPU with the 100k cache open: CPU ticks over 30 s.
if part idle; then
mkdir -p "$WORK/idle"; cp "$BIG_CACHE" "$WORK/idle/cache.db"
start_session "$WORK/idle" "$BYLINE" --urls "$WORK/urls-big" --cache "$WORK/idle/cache.db" --config "$WORK/config-norefresh"
wait_screen 'q quit' 30
sleep 2
pid=$(cat "$WORK/idle/pid"); t0=$(cpu_ticks "$pid"); sleep 30; t1=$(cpu_ticks "$pid")
hz=$(getconf CLK_TCK)
echo "byline_idle seconds=30 cpu_percent=$(python3 -c "print('%.2f' % ((($t1 - $t0) / $hz) / 30 * 100))") rss_mb=$(awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$pid/status")"
tmux -L "$SOCKET" send-keys -t bench Q; sleep 1; tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
fi

# 3. Keypress to frame while a 300-feed refresh (30,000 new articles) runs.
if part keys; then
REFRESH_CORPUS="$(corpus c300x100 300 100)"
serve "$REFRESH_CORPUS" $((PORT + 1))
urls_for "$REFRESH_CORPUS" $((PORT + 1)) "$WORK/urls-refresh"
# KEY_RUNS refreshes, each into a fresh cache; the frames of all of them are pooled.
stored_counts=()
for key_run in $(seq 1 "$KEY_RUNS"); do
keys="$WORK/keys$key_run"; mkdir -p "$keys"
start_session "$keys" BYLINE_FRAME_LOG="$keys/frames.log" "$BYLINE" --urls "$WORK/urls-refresh" \
  --cache "$keys/cache.db" --config "$WORK/config-refresh"
wait_screen 'q quit' 30
# Keys every 30 ms while the status bar shows "Refreshing n/300" (a key clears the final
# summary at once, so the end is when the progress is gone after having been seen).
python3 - "$SOCKET" <<'PY'
import subprocess, sys, time
sock = sys.argv[1]
end = time.time() + 120
seen = False
i = 0
while time.time() < end:
    subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", ["j", "k"][i % 2]])
    i += 1
    if i % 5 == 0:
        screen = subprocess.run(["tmux", "-L", sock, "capture-pane", "-p", "-t", "bench"],
                                stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
        if "Refreshing" in screen:
            seen = True
        elif seen:
            break
    time.sleep(0.03)
print("keys sent during the refresh: %d" % i, file=sys.stderr)
PY
stored_counts+=("$(sqlite3 "$keys/cache.db" 'SELECT count(*) FROM articles')")
tmux -L "$SOCKET" send-keys -t bench Q; sleep 1; tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
done
cat "$WORK"/keys*/frames.log > "$WORK/frames-all.log"
python3 - "$WORK/frames-all.log" "$(IFS=,; echo "${stored_counts[*]}")" "$KEY_RUNS" <<'PY'
import statistics, sys
ms = sorted(int(line.split()[0]) / 1e6 for line in open(sys.argv[1]) if line.strip())
p = lambda q: ms[min(len(ms) - 1, int(round(q * (len(ms) - 1))))]
print("byline_keypress_during_refresh refreshes=%s frames=%d stored=%s p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f max_ms=%.2f"
      % (sys.argv[3], len(ms), sys.argv[2], p(0.5), p(0.9), p(0.99), ms[-1]))
PY
fi

# 4. CPU while waiting on slow servers: 50 feeds that each answer after 10 s.
if part slow; then
SLOW_PORT=$((PORT + 2))
python3 "$(dirname "$0")/slow_server.py" "$SLOW_PORT" 10 50 & SLOW_PID=$!
sleep 1
for i in $(seq 0 49); do echo "http://127.0.0.1:$SLOW_PORT/feeds/$i.xml"; done > "$WORK/urls-slow"
for transport in curl urlsession; do
  mkdir -p "$WORK/slow-$transport"
  HOME="$WORK/slow-$transport" BYLINE_TRANSPORT=$transport /usr/bin/time -f '%e %U %S %M' "$BYLINE" refresh \
    --urls "$WORK/urls-slow" --cache "$WORK/slow-$transport/cache.db" --quiet 2> "$WORK/slow-$transport/time.txt" || true
  read -r wall user sys rss < <(tail -1 "$WORK/slow-$transport/time.txt")
  echo "byline_slow_servers transport=$transport feeds=50 delay_s=10 wall_s=$wall cpu_s=$(python3 -c "print('%.2f' % ($user + $sys))") rss_mb=$(python3 -c "print('%.1f' % ($rss / 1024))")"
done
fi

if part newsboat && [ "${NEWSBOAT:-1}" = 1 ]; then
  need newsboat
  "$BENCH_KIT/newsboat_startup.sh" "$BIG" $((PORT + 3)) | grep -E '^newsboat_startup'
fi
