#!/usr/bin/env bash
# What starting Byline costs before it does anything: the shared libraries the release binary
# loads, and `byline --version` and `byline list --limit 50` warm (hyperfine) and with the
# page cache dropped (root only), each as the median of its runs. With BASELINE=PATH another
# build is measured beside it, interleaved, for an A/B. As root it also checks that commands
# which need no network work, and that a refresh says why, when libcurl.so.4 cannot be
# loaded (an empty file bind-mounted over it in a private mount namespace).
#   bench/startup.sh [CACHE.db]     (default: a 300 × 100 cache built once under $CORPORA)
# Env: BUILD=0 (measure $BYLINE as it is), BASELINE=PATH, COLD_RUNS=5, HF_RUNS=30.
. "$(dirname "$0")/common.sh"
need hyperfine; need /usr/bin/time time; need sqlite3
[ "${BUILD:-1}" = 1 ] && build_byline
if [ $# -ge 1 ]; then
  CACHE="$1"
else
  need nginx nginx-light
  CACHE="$(cache_for "$(corpus c300x100 300 100)" 8097 startup300x100)"
fi
COLD_RUNS="${COLD_RUNS:-5}"
binaries=("$BYLINE"); [ -n "${BASELINE:-}" ] && binaries+=("$BASELINE")
EMPTY="$(mktemp -d /tmp/byline-bench-startup.XXXXXX)"
trap 'rm -rf "$EMPTY"' EXIT

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# cold BINARY ARGS...: seconds and major faults of one run after the page cache is dropped.
cold() {
  sync; echo 3 > /proc/sys/vm/drop_caches
  /usr/bin/time -f "%e %F" -o "$EMPTY/time" env HOME="$EMPTY" "$@" > /dev/null
  cat "$EMPTY/time"
}

for binary in "${binaries[@]}"; do
  echo "startup_libraries binary=$binary needed=$(readelf -d "$binary" | grep -c NEEDED) loaded=$(ldd "$binary" | grep -c '=>')" \
       "libcurl_at_start=$(ldd "$binary" | grep -c libcurl)"
done
for what in version list; do
  for binary in "${binaries[@]}"; do
    if [ "$what" = version ]; then args=(--version); else args=(--urls /dev/null --cache "$CACHE" list --limit 50); fi
    read -r m lo hi <<<"$(HOME="$EMPTY" hyperfine_median "$what" "$binary" "${args[@]}")"
    echo "startup_warm command=$what binary=$binary median_s=$m min_s=$lo max_s=$hi"
  done
  if [ "$(id -u)" = 0 ] && [ -w /proc/sys/vm/drop_caches ]; then
    declare -A seconds=() faults=()
    for _ in $(seq 1 "$COLD_RUNS"); do
      for binary in "${binaries[@]}"; do  # interleaved, so both see the same disk
        read -r s f <<<"$(cold "$binary" "${args[@]}")"
        seconds[$binary]+="$s "; faults[$binary]="$f"
      done
    done
    for binary in "${binaries[@]}"; do
      # shellcheck disable=SC2086
      echo "startup_cold command=$what binary=$binary runs=$COLD_RUNS median_s=$(median ${seconds[$binary]}) major_faults=${faults[$binary]}"
    done
    unset seconds faults
  else
    echo "startup_cold command=$what skipped=not_root"
  fi
done

# Without libcurl: the cache still answers; a refresh names the cause.
if [ "$(id -u)" = 0 ] && command -v unshare > /dev/null; then
  library="$(ldconfig -p | awk '/libcurl\.so\.4 .*x86-64|libcurl\.so\.4 .*x86_64/ {print $NF; exit}')"
  if [ -n "$library" ]; then
    : > "$EMPTY/not-a-library"
    printf 'http://127.0.0.1:9/feed.xml\n' > "$EMPTY/urls"
    out="$(unshare -m sh -c 'mount --bind "$1" "$2" && HOME="$3" "$4" --urls /dev/null --cache "$5" list --limit 1 | wc -l &&
      HOME="$3" "$4" --urls "$3/urls" --cache "$3/fresh.db" refresh 2>&1 | head -1' sh \
      "$EMPTY/not-a-library" "$library" "$EMPTY" "$BYLINE" "$CACHE")"
    echo "startup_without_libcurl list_rows=$(echo "$out" | head -1) refresh=\"$(echo "$out" | tail -1)\""
  fi
fi
