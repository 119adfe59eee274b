#!/usr/bin/env bash
# Reader-mode quality and speed on the shared corpus (../shared/readability): builds a
# release byline, runs `byline extract --plain` on every page and prints mean F1, title
# accuracy, F1 on the hard subset and the median time per page (bench/reader_score.py
# scores exactly as the corpus README says). -v lists every page.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
shared="${SHARED:-$root/../shared}"  # the shared kit beside the repository; SHARED overrides
[ -d "$shared/readability" ] || { echo "reader: $shared/readability was not found (set SHARED)" >&2; exit 2; }
pages="$shared/readability/pages"
export PATH=/opt/swift/usr/bin:$PATH
(cd "$root" && swift build -c release --static-swift-stdlib --product byline >/dev/null)
byline="$root/.build/release/byline"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for folder in "$pages"/*/; do
    name=$(basename "$folder")
    start=$(date +%s%N)
    set +e
    BYLINE_BENCH_TIMING=1 timeout 20 "$byline" extract --plain --url http://fakehost/test/page.html \
        "$folder/source.html" >"$out/$name.out" 2>"$out/$name.err"
    echo $? >"$out/$name.rc"
    set -e
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000 ))" | awk '{ printf "%.3f\n", $1 / 1000 }' >"$out/$name.ms"
    sed -n 's/^byline: extract-ms //p' "$out/$name.err" >"$out/$name.extract-ms"
done
python3 "$root/bench/reader_score.py" "$pages" "$out" "$@"
