#!/usr/bin/env bash
# Writes man/byline.1 from the command specs and Resources/config.default, with
# `byline man` (so the man page says what --help says).
#
# Usage: scripts/generate-man.sh          regenerate man/byline.1 (builds byline first)
#        scripts/generate-man.sh --check  exit 1 if man/byline.1 is out of date
# Run it after changing a command's spec or the default config; a test (ManPageTests)
# fails until you do. Read the result with `man -l man/byline.1`.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mode="${1:-write}"
case "$mode" in
    write|--check) ;;
    *) echo "usage: scripts/generate-man.sh [--check]" >&2; exit 2 ;;
esac
export PATH="/opt/swift/usr/bin:$PATH"
cd "$root"
swift build --product byline >/dev/null
binary="$(swift build --show-bin-path)/byline"
page="$(mktemp)"
trap 'rm -f "$page"' EXIT
"$binary" man --output "$page"
if [ "$mode" = "--check" ]; then
    cmp -s "$page" man/byline.1 || { echo "man/byline.1 is out of date: run scripts/generate-man.sh" >&2; exit 1; }
    exit 0
fi
cp "$page" man/byline.1
echo "wrote man/byline.1"
