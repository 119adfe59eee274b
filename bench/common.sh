# Shared by bench/*.sh (sourced). Byline's benchmarks use the measuring kit in
# ../shared/bench (corpus generator, nginx loopback server, newsboat baseline, tmux
# first-frame timer) so that its figures line up with newsboat's. BENCH_KIT overrides
# where the kit lives. The project's tests never use any of this.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH_KIT="${BENCH_KIT:-$(cd "$ROOT/../shared/bench" 2>/dev/null && pwd || true)}"
[ -n "$BENCH_KIT" ] && [ -f "$BENCH_KIT/gen_corpus.py" ] || { echo "bench: the measuring kit was not found (set BENCH_KIT)" >&2; exit 2; }
. "$BENCH_KIT/lib.sh"
BYLINE="${BYLINE:-$ROOT/.build/release/byline}"  # BYLINE=PATH measures another build
CORPORA="${CORPORA:-/tmp/byline-bench}"

need() { command -v "$1" >/dev/null || { echo "bench: $1 is missing (apt-get install -y ${2:-$1})" >&2; exit 2; }; }

# Builds the release binary once per script run, as README says to install it (the Swift
# runtime linked in).
build_byline() {
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product byline >&2)
}

# corpus NAME FEEDS ITEMS: generates (once) a gen_corpus.py corpus under $CORPORA.
corpus() {
  local dir="$CORPORA/$1"
  if [ ! -f "$dir/manifest.json" ]; then
    mkdir -p "$CORPORA"
    python3 "$BENCH_KIT/gen_corpus.py" "$dir" --feeds "$2" --items "$3" >&2
  fi
  echo "$dir"
}

# serve DIR PORT: serves the corpus with the kit's nginx unless something answers already;
# sets STARTED_PORTS for stop_servers.
STARTED_PORTS=""
serve() {
  if ! http_up "$2"; then
    "$BENCH_KIT/serve.sh" "$1" "$2" >&2
    STARTED_PORTS="$STARTED_PORTS $2"
  fi
}
stop_servers() { for port in $STARTED_PORTS; do "$BENCH_KIT/stop.sh" "$port" >/dev/null 2>&1 || true; done; }

# urls_for CORPUS PORT OUT: the corpus's urls file pointed at PORT.
urls_for() { sed -E "s#http://127\.0\.0\.1:[0-9]+/#http://127.0.0.1:$2/#" "$1/urls" > "$3"; }

# total_items CORPUS
total_items() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["total_items"])' "$1/manifest.json"; }

# ratio A B: A / B with two decimals
ratio() { python3 -c 'import sys; a,b=float(sys.argv[1]),float(sys.argv[2]); print("%.2f" % (a/b) if b else "nan")' "$1" "$2"; }

# cache_for CORPUS PORT NAME: a byline cache holding every item of CORPUS, built once
# under $CORPORA (reused while its count matches), printed as a path.
cache_for() {
  local cache="$CORPORA/$3.db" expected urls
  expected="$(total_items "$1")"
  if [ ! -f "$cache" ] || [ "$(sqlite3 "$cache" 'SELECT count(*) FROM articles' 2>/dev/null || echo 0)" != "$expected" ]; then
    rm -f "$cache" "$cache-wal" "$cache-shm"
    http_up "$2" && { echo "bench: port $2 is busy; cache_for needs it free" >&2; exit 2; }
    "$BENCH_KIT/serve.sh" "$1" "$2" >&2
    urls="$CORPORA/$3.urls"
    urls_for "$1" "$2" "$urls"
    HOME="$CORPORA" "$BYLINE" refresh --urls "$urls" --cache "$cache" --quiet >&2 || true
    "$BENCH_KIT/stop.sh" "$2" >/dev/null 2>&1 || true
    [ "$(sqlite3 "$cache" 'SELECT count(*) FROM articles')" = "$expected" ] || { echo "bench: $cache is incomplete" >&2; exit 1; }
  fi
  echo "$cache"
}

# hyperfine_median NAME CMD...: the median seconds hyperfine measures for CMD.
hyperfine_median() {
  local name="$1" json; shift
  json="$(mktemp)"
  hyperfine --style none --warmup 3 --runs "${HF_RUNS:-30}" --export-json "$json" -- "$(printf '%q ' "$@")" >&2
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.4f %.4f %.4f" % (r["median"], min(r["times"]), max(r["times"])))' "$json"
  rm -f "$json"
}
