#!/usr/bin/env bash
# Never block on an article (issue 9): a feed of huge items (a 5 MB paragraph, a
# 300,000-character word, a 500-column table, ordinary stories between them) served on
# loopback; in tmux, j and k walk over them, each key sent once the previous article's text
# is on screen. Measured: key-to-frame latency of every key and the main thread's CPU time
# for it (BYLINE_FRAME_LOG, what the run loop reports), and key-to-text, the time from
# sending a key to the selected article's text being on screen (tmux polling every 2 ms,
# so it includes tmux's own few ms).
#   bench/article.sh
# Env: PORT=8197, ROUNDS=3 (walks down and back up), BYLINE=PATH (another build: the
#      "before" figures used the parent commit's release build), PARAGRAPH_MB=5
. "$(dirname "$0")/common.sh"
need tmux
PORT="${PORT:-8197}"; ROUNDS="${ROUNDS:-3}"; PARAGRAPH_MB="${PARAGRAPH_MB:-5}"
if [ "$BYLINE" = "$ROOT/.build/release/byline" ]; then build_byline; fi
WORK="$(mktemp -d /tmp/byline-bench-article.XXXXXX)"
SOCKET="byline-bench-article-$$"
cleanup() {
  tmux -L "$SOCKET" kill-server >/dev/null 2>&1 || true
  stop_servers
  rm -rf "$WORK"
}
trap cleanup EXIT
python3 "$ROOT/bench/article_feed.py" "$WORK/feed" "$PORT" --paragraph-mb "$PARAGRAPH_MB"
BENCH_SERVER="${BENCH_SERVER:-python}" serve "$WORK/feed" "$PORT"
mkdir -p "$WORK/home"
HOME="$WORK/home" "$BYLINE" refresh --urls "$WORK/feed/urls" --cache "$WORK/home/cache.db" --quiet
printf 'refresh-on-start no\n' > "$WORK/config"
tmux -L "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s bench \
  "exec env HOME=$WORK/home TERM=xterm-256color LANG=C.UTF-8 BYLINE_FRAME_LOG=$WORK/frames.log $BYLINE --urls $WORK/feed/urls --cache $WORK/home/cache.db --config $WORK/config"
python3 - "$SOCKET" "$ROUNDS" "$WORK/frames.log" <<'PY'
import statistics, subprocess, sys, time
sock, rounds, frames = sys.argv[1], int(sys.argv[2]), sys.argv[3]
texts = ["Huge paragraph starts here", "Ordinary story 1 body", "Long word starts here",
         "Ordinary story 2 body", "Wide table starts here", "Ordinary story 3 body"]
names = ["huge", "ordinary", "word", "ordinary", "table", "ordinary"]
def screen():
    return subprocess.run(["tmux", "-L", sock, "capture-pane", "-p", "-t", "bench"], stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
def wait(text, limit=120.0):
    start = time.time()
    while time.time() - start < limit:
        if text in screen():
            return time.time() - start
        time.sleep(0.002)
    sys.exit("bench: %r never appeared" % text)
launch = wait(texts[0])
print("launch to first article's text: %.3f s" % launch, file=sys.stderr)
samples = {}
index = 0
for _ in range(rounds):
    for key, step in [("j", 1)] * 5 + [("k", -1)] * 5:
        index += step
        sent = time.time()
        subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", key])
        wait(texts[index])
        samples.setdefault(names[index], []).append((time.time() - sent) * 1000)
subprocess.run(["tmux", "-L", sock, "send-keys", "-t", "bench", "Q"])
time.sleep(0.5)
for name in ["huge", "word", "table", "ordinary"]:
    ms = sorted(samples[name])
    print("byline_article_key_to_text article=%s samples=%d median_ms=%.1f max_ms=%.1f" % (name, len(ms), statistics.median(ms), ms[-1]))
rows = [line.split() for line in open(frames) if line.strip()]
def summary(ms):
    ms = sorted(ms)
    p = lambda q: ms[min(len(ms) - 1, int(round(q * (len(ms) - 1))))]
    return "frames=%d p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f max_ms=%.2f" % (len(ms), p(0.5), p(0.9), p(0.99), ms[-1])
print("byline_article_key_to_frame " + summary([int(row[0]) / 1e6 for row in rows]))
if all(len(row) > 2 for row in rows):
    print("byline_article_key_main_cpu " + summary([int(row[2]) / 1e6 for row in rows]))
PY
