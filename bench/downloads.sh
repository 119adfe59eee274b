#!/usr/bin/env bash
# RESULTS.md §28, downloads: `byline downloads start` on 20 × 50 MB enclosures from loopback nginx,
# against curl on the same files in the same run: wall time (throughput), and Byline's peak
# RSS (/usr/bin/time -v), which must stay flat because the body streams to disk.
#   bench/downloads.sh            (BYLINE=PATH measures another build; FILES=N SIZE_MB=M)
# Last line: downloads files=N size_mb=M byline_s=… curl_s=… byline_mbps=… curl_mbps=…
#   byline_par4_s=… curl_par4_s=… rss_kb=… rss_one_file_kb=…
. "$(dirname "$0")/common.sh"
need nginx nginx-light
need curl
[ -x /usr/bin/time ] || { echo "bench: /usr/bin/time is missing (apt-get install -y time)" >&2; exit 2; }
FILES="${FILES:-20}"
SIZE_MB="${SIZE_MB:-50}"
PORT="${PORT:-8527}"
[ -x "$BYLINE" ] || build_byline
WORK="$(mktemp -d /tmp/byline-bench-downloads.XXXXXX)"
trap 'stop_servers; [ "${KEEP:-0}" = 1 ] || rm -rf "$WORK"' EXIT
mkdir -p "$WORK/served" "$WORK/curl"
for i in $(seq 1 "$FILES"); do
  head -c "$((SIZE_MB << 20))" /dev/urandom > "$WORK/served/ep$i.mp3"
done
serve "$WORK/served" "$PORT"
urls=()
for i in $(seq 1 "$FILES"); do urls+=("http://127.0.0.1:$PORT/ep$i.mp3"); done
total_mb=$((FILES * SIZE_MB))

# run_byline NAME MAX: queues every file into a fresh cache and downloads them, MAX at once.
run_byline() {
  local dir="$WORK/$1"
  mkdir -p "$dir/home"
  printf 'download-path %s/files\nmax-downloads %s\n' "$dir" "$2" > "$dir/config"
  HOME="$dir/home" "$BYLINE" downloads add "${urls[@]}" --cache "$dir/cache.db" --config "$dir/config" --urls "$dir/urls" >/dev/null
  local start end
  start=$(date +%s.%N)
  HOME="$dir/home" /usr/bin/time -v -o "$dir/time.txt" "$BYLINE" downloads start \
    --cache "$dir/cache.db" --config "$dir/config" --urls "$dir/urls" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
  for i in $(seq 1 "$FILES"); do cmp -s "$WORK/served/ep$i.mp3" "$dir/files/127.0.0.1/ep$i.mp3" || { echo "bench: $1 ep$i differs" >&2; exit 1; }; done
  rm -rf "$dir/files"
}

# run_curl MAX: the same files with curl, MAX at once.
run_curl() {
  local start end
  start=$(date +%s.%N)
  if [ "$1" = 1 ]; then
    for url in "${urls[@]}"; do curl -s -o "$WORK/curl/$(basename "$url")" "$url"; done
  else
    (cd "$WORK/curl" && curl -s --no-progress-meter --parallel --parallel-max "$1" --remote-name-all "${urls[@]}")
  fi
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
  rm -f "$WORK/curl"/*
}

# One file alone, for the peak RSS it takes (the figure 20 files must not exceed by much).
one_dir="$WORK/one"; mkdir -p "$one_dir/home"
printf 'download-path %s/files\n' "$one_dir" > "$one_dir/config"
HOME="$one_dir/home" "$BYLINE" downloads add "${urls[0]}" --cache "$one_dir/cache.db" --config "$one_dir/config" --urls "$one_dir/urls" >/dev/null
HOME="$one_dir/home" /usr/bin/time -v -o "$one_dir/time.txt" "$BYLINE" downloads start \
  --cache "$one_dir/cache.db" --config "$one_dir/config" --urls "$one_dir/urls" >/dev/null
rss_one=$(awk -F': ' '/Maximum resident/ {print $2}' "$one_dir/time.txt")

curl_s=$(run_curl 1)
byline_s=$(run_byline serial 1)
rss=$(awk -F': ' '/Maximum resident/ {print $2}' "$WORK/serial/time.txt")
curl_par=$(run_curl 4)
byline_par=$(run_byline par4 4)
rss_par=$(awk -F': ' '/Maximum resident/ {print $2}' "$WORK/par4/time.txt")
printf 'byline %s s, curl %s s (one at a time); byline %s s, curl %s s (4 at once)\n' "$byline_s" "$curl_s" "$byline_par" "$curl_par" >&2
printf 'peak RSS: one file %s KB, %s files %s KB, 4 at once %s KB\n' "$rss_one" "$FILES" "$rss" "$rss_par" >&2
printf 'downloads files=%s size_mb=%s byline_s=%.2f curl_s=%.2f byline_mbps=%.0f curl_mbps=%.0f byline_par4_s=%.2f curl_par4_s=%.2f rss_kb=%s rss_par4_kb=%s rss_one_file_kb=%s\n' \
  "$FILES" "$SIZE_MB" "$byline_s" "$curl_s" "$(echo "$total_mb / $byline_s" | bc -l)" "$(echo "$total_mb / $curl_s" | bc -l)" \
  "$byline_par" "$curl_par" "$rss" "$rss_par" "$rss_one"
