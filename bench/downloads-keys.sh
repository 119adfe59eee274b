#!/usr/bin/env bash
# RESULTS.md §28, key latency while the browser downloads: the downloads view (D) runs 4 enclosures at
# once (max-downloads 4) from a loopback server that streams each at RATE_MB MB/s, and j/k
# are pressed KEYS times while they run; BYLINE_FRAME_LOG gives each key's key-to-frame time
# (read to flushed) and the main thread's CPU for it. The same keys with nothing running
# first, as the baseline. The target is under 16 ms.
#   bench/downloads-keys.sh       (BYLINE=PATH measures another build; KEYS=200 SIZE_MB=400 RATE_MB=20)
# Last lines: keys_idle / keys_downloading frames=… p50_ms=… p90_ms=… p99_ms=… max_ms=… cpu_p50_ms=…
. "$(dirname "$0")/common.sh"
need tmux
KEYS="${KEYS:-200}"
SIZE_MB="${SIZE_MB:-400}"
RATE_MB="${RATE_MB:-20}"
PORT="${PORT:-8528}"
SOCKET="byline-bench-dlkeys-$$"
[ -x "$BYLINE" ] || build_byline
WORK="$(mktemp -d /tmp/byline-bench-dlkeys.XXXXXX)"
cleanup() {
  tmux -L "$SOCKET" kill-server 2>/dev/null || true
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true
  [ "${KEEP:-0}" = 1 ] || rm -rf "$WORK"
}
trap cleanup EXIT

# A podcast of four episodes whose files are generated as they are sent, RATE_MB MB/s each.
python3 - "$PORT" "$SIZE_MB" "$RATE_MB" > "$WORK/server.log" 2>&1 <<'PY' &
import http.server, socketserver, sys, time
port, size, rate = int(sys.argv[1]), int(sys.argv[2]) << 20, int(sys.argv[3]) << 20
chunk = bytes(range(256)) * 256
feed = ("<?xml version='1.0'?><rss version='2.0'><channel><title>Bench cast</title>" + "".join(
    "<item><title>Episode %d</title><guid>ep%d</guid><enclosure url='http://127.0.0.1:%d/ep%d.mp3' "
    "type='audio/mpeg' length='%d'/></item>" % (n, n, port, n, size) for n in range(1, 5)) + "</channel></rss>").encode()
class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *args): pass
    def do_GET(self):
        if self.path == "/pod.xml":
            self.send_response(200); self.send_header("Content-Length", str(len(feed))); self.end_headers()
            self.wfile.write(feed); return
        self.send_response(200); self.send_header("Content-Type", "audio/mpeg")
        self.send_header("Content-Length", str(size)); self.end_headers()
        sent, start = 0, time.time()
        try:
            while sent < size:
                piece = chunk[: min(len(chunk), size - sent)]
                self.wfile.write(piece); sent += len(piece)
                ahead = sent / rate - (time.time() - start)
                if ahead > 0: time.sleep(ahead)
        except (BrokenPipeError, ConnectionResetError):
            pass
class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
Server(("127.0.0.1", port), Handler).serve_forever()
PY
SERVER_PID=$!
sleep 0.5
mkdir -p "$WORK/home"
echo "http://127.0.0.1:$PORT/pod.xml" > "$WORK/urls"
printf 'refresh-on-start no\nmax-downloads 4\ndownload-path %s/dl\n' "$WORK" > "$WORK/config"
HOME="$WORK/home" "$BYLINE" refresh --urls "$WORK/urls" --cache "$WORK/cache.db" --config "$WORK/config" --quiet
tmux -L "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s bench \
  "exec env HOME=$WORK/home TERM=xterm-256color LANG=C.UTF-8 BYLINE_FRAME_LOG=$WORK/frames.log $BYLINE --urls $WORK/urls --cache $WORK/cache.db --config $WORK/config"
python3 - "$SOCKET" "$KEYS" "$WORK/frames.log" <<'PY'
import subprocess, sys, time
sock, keys, frames = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def tmux(*args):
    return subprocess.run(["tmux", "-L", sock] + list(args), stdout=subprocess.PIPE).stdout.decode("utf-8", "replace")
def screen(): return tmux("capture-pane", "-p", "-t", "bench")
def wait(text, limit=60.0):
    start = time.time()
    while time.time() - start < limit:
        if text in screen(): return
        time.sleep(0.01)
    sys.exit("bench: %r never appeared" % text)
def lines(): return sum(1 for _ in open(frames))
def press(count):
    # One key at a time, each after the last one's frame: the spacing a person types at.
    for i in range(count):
        before = lines()
        tmux("send-keys", "-t", "bench", "j" if i % 2 == 0 else "k")
        deadline = time.time() + 2
        while lines() == before and time.time() < deadline: time.sleep(0.002)
        time.sleep(0.03)
def summary(name, rows):
    ms = sorted(int(r[0]) / 1e6 for r in rows); cpu = sorted(int(r[2]) / 1e6 for r in rows)
    p = lambda xs, q: xs[min(len(xs) - 1, int(q * len(xs)))]
    print("%s frames=%d p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f max_ms=%.2f cpu_p50_ms=%.2f"
          % (name, len(ms), p(ms, .5), p(ms, .9), p(ms, .99), ms[-1], p(cpu, .5)))
wait("Episode 4")
for key in ["g", "e", "j", "e", "j", "e", "j", "e", "D"]:
    tmux("send-keys", "-t", "bench", key); time.sleep(0.1)
wait("Downloads · 4 in the queue")
mark = lines(); press(keys); idle = [l.split() for l in open(frames)][mark:]
tmux("send-keys", "-t", "bench", "a")
wait("· downloading")
time.sleep(1)
mark = lines(); press(keys); busy = [l.split() for l in open(frames)][mark:]
still = "· downloading" in screen()
summary("keys_idle", idle)
summary("keys_downloading", busy)
print("downloads still running at the end: %s" % ("yes" if still else "NO (raise SIZE_MB)"), file=sys.stderr)
tmux("send-keys", "-t", "bench", "Q")
PY
