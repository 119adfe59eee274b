#!/usr/bin/env bash
# What a one-line change costs a developer: `swift build` (debug, as `swift run byline`
# builds) with nothing changed, and after a one-line change to one file in the lowest layer
# and one in the top layer of the core, each the median of RUNS builds. The edit is a comment
# appended and taken out again, so the tree is left as it was.
#   bench/build.sh [CHECKOUT]        (default: this checkout; CHECKOUT=another worktree for an A/B)
# Env: RUNS=3, LOW=Sources/.../File.swift, TOP=Sources/.../File.swift (paths in CHECKOUT).
# Needs no measuring kit: it builds, it does not fetch.
set -euo pipefail
CHECKOUT="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
RUNS="${RUNS:-3}"
cd "$CHECKOUT"
# The same two files wherever a checkout keeps them (targets moved them between folders).
LOW="${LOW:-$(find Sources -name DisplayWidth.swift | head -1)}"
TOP="${TOP:-$(find Sources -name FetchDecision.swift | head -1)}"
for file in "$LOW" "$TOP"; do [ -f "$file" ] || { echo "build: $file is missing (set LOW/TOP)" >&2; exit 2; }; done

seconds() { local start end; start=$(date +%s.%N); swift build >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]}'; }

swift build >/dev/null 2>&1  # warm: everything built once
noop=(); for _ in $(seq "$RUNS"); do noop+=("$(seconds)"); done

# edit FILE: a one-line change that changes the file's contents, then the build it costs.
edit() {
  local file="$1" times=() original
  original="$(mktemp)"; cp -p "$file" "$original"
  for run in $(seq "$RUNS"); do
    echo "// bench/build.sh $run $RANDOM" >> "$file"
    times+=("$(seconds)")
    cp -p "$original" "$file"
    swift build >/dev/null 2>&1
  done
  rm -f "$original"
  median "${times[@]}"
}
low="$(edit "$LOW")"
top="$(edit "$TOP")"
printf '%s  no-op %ss  one line in %s %ss  one line in %s %ss\n' \
  "$(git rev-parse --short HEAD)" "$(median "${noop[@]}")" "$LOW" "$low" "$TOP" "$top"
