#!/usr/bin/env bash
# The sources view and filter queries at 1,000 sources × 1,000 articles (the kit's
# gen_corpus.py --feeds 1000 --items 1000, built once under $CORPORA with its cache).
#   bench/sources.sh
# Measures, in a release build:
#   - `S` in the browser: keypress to the frame that shows every source with its counts
#     (BYLINE_FRAME_LOG), OPENS times, opened and closed in one session; the urls file
#     tags each feed (tag0…tag19), hides every 50th (!) and adds five query feeds, which
#     are counted in the background and do not hold the frame up;
#   - `list --filter EXPR --limit 50` for a few expressions (hyperfine, HF_RUNS runs).
# Env: PORT=8095, OPENS=20, HF_RUNS=5.
. "$(dirname "$0")/common.sh"
need tmux; need sqlite3; need hyperfine; need nginx nginx-light
PORT="${PORT:-8095}"; OPENS="${OPENS:-20}"; export HF_RUNS="${HF_RUNS:-5}"
build_byline
WORK="$(mktemp -d /tmp/byline-bench-sources.XXXXXX)"
SOCKET="byline-bench-sources-$$"
cleanup() { tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true; stop_servers; rm -rf "$WORK"; }
trap cleanup EXIT
BIG="$(corpus c1000x1000 1000 1000)"
CACHE="$(cache_for "$BIG" "$PORT" cache1m)"
n=$(sqlite3 "$CACHE" 'SELECT count(*) FROM articles')
awk '{ printf "%s tag%d%s\n", $0, (NR - 1) % 20, (NR % 50 == 0 ? " !" : "") }' "$BIG/urls" > "$WORK/urls"
cat >> "$WORK/urls" <<'URLS'
"query:Unread tag3:unread = yes and tags # \"tag3\""
"query:Markets:title =~ \"market\""
"query:This week:age < 7"
"query:Starred:starred = yes"
"query:Long reads:content =~ \"flooding.+mayor\""
URLS
printf 'refresh-on-start no\n' > "$WORK/config"   # bench only: measure the view, not a refresh
mkdir -p "$WORK/home"; cp "$CACHE" "$WORK/home/cache.db"
run() { HOME="$WORK/home" "$BYLINE" --urls "$WORK/urls" --cache "$WORK/home/cache.db" --config "$WORK/config" "$@"; }
run list --limit 1 >/dev/null  # records the tags, as the first command after editing the urls file would

tmux -L "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s bench \
  "env HOME=$WORK/home TERM=xterm-256color LANG=C.UTF-8 BYLINE_FRAME_LOG=$WORK/frames.log $BYLINE --urls $WORK/urls --cache $WORK/home/cache.db --config $WORK/config"
python3 - "$SOCKET" "$OPENS" "$WORK/frames.log" <<'PY'
import re, subprocess, sys, time
sock, opens, log = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def screen():
    return subprocess.run(["tmux", "-L", sock, "capture-pane", "-p", "-t", "bench"], stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
def wait(pattern, limit=60):
    end = time.time() + limit
    while time.time() < end:
        if re.search(pattern, screen(), re.S):
            return True
        time.sleep(0.01)
    sys.exit("bench: timed out waiting for %r" % pattern)
def frames():
    try:
        return open(log).read().split("\n")[:-1]
    except FileNotFoundError:
        return []
wait("q quit")
times = []
for _ in range(opens):
    before = len(frames())
    subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "S"])
    wait(r"Sources by name.*1000 sources")
    end = time.time() + 10
    while len(frames()) <= before and time.time() < end:
        time.sleep(0.005)
    times.append(int(frames()[before].split()[0]) / 1e6)
    time.sleep(0.3)  # the query feeds' background counts arrive and redraw
    subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "Escape"])
    wait("q quit")
times.sort()
print("byline_sources_view sources=1005 opens=%d key_to_frame_ms_median=%.1f p90=%.1f max=%.1f" % (
    len(times), times[len(times) // 2], times[int(len(times) * 0.9) - 1], times[-1]))
PY
tmux -L "$SOCKET" send-keys -t bench Q; sleep 1

for filter in 'title =~ "market"' 'tags # "tag3" and unread = yes' 'age < 7' 'content =~ "flooding.+mayor"' '(tags # "tag1" or tags # "tag2") and title =~ "e"'; do
  read -r med lo hi <<<"$(hyperfine_median filter env HOME="$WORK/home" "$BYLINE" --urls "$WORK/urls" --cache "$WORK/home/cache.db" list --filter "$filter" --limit 50)"
  echo "byline_filter_1m articles=$n filter='$filter' limit=50 median_s=$med min_s=$lo max_s=$hi"
done
