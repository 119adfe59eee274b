#!/usr/bin/env bash
# Runs Byline's libFuzzer targets (the separate package in Fuzz/) one at a time.
#
# Usage: bench/fuzz.sh TARGET SECONDS    build, then fuzz TARGET for SECONDS
#        bench/fuzz.sh all SECONDS       build every target once, then fuzz each in turn
#        bench/fuzz.sh repro TARGET FILE run TARGET on one saved input (a crash, say)
#        bench/fuzz.sh replay TARGET|all  run every saved finding of TARGET again (exit 1 if one fails)
#        bench/fuzz.sh list              the target names
#
# Targets: feeds html urls opml config newsapi sanitizer width reader (see Fuzz/README.md).
#
# Each run uses -timeout=1 (one input taking over a second is a hang, a failure),
# -rss_limit_mb=2048 (bounded memory), and prints one summary line:
#   fuzz-result target=T seconds=S execs=N exec_per_s=R cov=C ft=F corpus=K rss_mb=M findings=X
#               result=ok|crash|timeout|oom|leak log=FILE
# Seeds are copied from the test fixtures into bench/fuzz-work/seeds/T each run; the corpus
# the fuzzer grows is kept in bench/fuzz-work/corpus/T across runs (FUZZ_FRESH=1 starts it
# again from the seeds); findings go to bench/fuzz-work/crashes/T/, logs to
# bench/fuzz-work/logs/. All of bench/fuzz-work/ is git-ignored.
#
# Environment: FUZZ_WORK (work folder), FUZZ_FRESH=1 (empty the corpus first),
# FUZZ_LEAKS=0 (LeakSanitizer off; on by default: it found a real leak in libxml2 use),
# FUZZ_ARGS (more libFuzzer flags, e.g. "-seed=1").
# Exit status: 0 when nothing was found, 1 when a run found something, 2 on bad usage.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${FUZZ_WORK:-$root/bench/fuzz-work}"
scratch="$root/Fuzz/.build-fuzz"
fixtures="$root/Tests/BylineCoreTests/Fixtures"
targets=(feeds html urls opml config newsapi sanitizer width reader)

usage() {
    echo "usage: bench/fuzz.sh TARGET SECONDS | all SECONDS | repro TARGET FILE | replay TARGET|all | list" >&2
    echo "targets: ${targets[*]}" >&2
    exit 2
}

# The product that fuzzes a target.
product() {
    case "$1" in
        feeds) echo FuzzFeeds ;;
        html) echo FuzzHTML ;;
        urls) echo FuzzURLsFile ;;
        opml) echo FuzzOPML ;;
        config) echo FuzzConfiguration ;;
        newsapi) echo FuzzNewsAPI ;;
        sanitizer) echo FuzzSanitizer ;;
        width) echo FuzzDisplayWidth ;;
        reader) echo FuzzReader ;;
        *) echo "unknown target: $1" >&2; usage ;;
    esac
}

# The longest input the fuzzer makes: what the target's real inputs need, no more, so
# executions stay fast (the demo articles file, the largest seed, is 48 KB).
max_len() {
    case "$1" in
        feeds|newsapi|reader) echo 65536 ;;
        html) echo 16384 ;;
        urls|opml|config) echo 8192 ;;
        sanitizer|width) echo 4096 ;;
    esac
}

# Fills $2 with the seed inputs for target $1, fresh from the fixtures each run.
seed() {
    local target="$1" dir="$2"
    rm -rf "$dir"
    mkdir -p "$dir"
    case "$target" in
        feeds)
            cp "$fixtures"/feeds/* "$fixtures"/newsapi/* "$root/Resources/demo/articles.json" "$dir/" ;;
        newsapi)
            cp "$fixtures"/newsapi/* "$fixtures"/feeds/newsapi*.json "$root/Resources/demo/articles.json" "$dir/" ;;
        html)
            cp "$fixtures"/feeds/html-page.html "$fixtures"/feeds/rss2.xml "$fixtures"/feeds/atom.xml "$dir/"
            # Real article bodies: every description and content of the demo articles.
            python3 - "$root/Resources/demo/articles.json" "$dir" <<'PYTHON'
import json, sys
articles = json.load(open(sys.argv[1], encoding="utf-8")).get("articles", [])
for number, article in enumerate(articles):
    for field in ("description", "content"):
        if isinstance(article.get(field), str):
            open(f"{sys.argv[2]}/demo-{number}-{field}", "w", encoding="utf-8").write(article[field])
PYTHON
            ;;
        urls)
            cp "$fixtures"/configuration/urls-* "$dir/" ;;
        opml)
            cp "$fixtures"/configuration/*.opml "$dir/" ;;
        config)
            cp "$fixtures"/configuration/config-* "$root/Resources/config.default" "$dir/" ;;
        sanitizer)
            cp "$fixtures"/feeds/control-characters.xml "$fixtures"/feeds/rss2-oddities.xml "$fixtures"/configuration/urls-bad-lines "$dir/" ;;
        width)
            cp "$fixtures"/configuration/urls-every-feature "$dir/" ;;
        reader)
            cp "$fixtures"/reader/* "$fixtures"/feeds/html-page.html "$dir/" ;;
    esac
    # Hand-written seeds for what the fixtures do not cover (escape sequences, mixed scripts).
    if [ -d "$root/Fuzz/Seeds/$target" ]; then cp "$root/Fuzz/Seeds/$target"/* "$dir/"; fi
}

# Builds one product, or all of them when none is named. The Byline package is reached
# through a symlink named `byline`: SwiftPM names a path dependency after its folder, and a
# checkout folder named `fuzz` would clash with the Fuzz package itself.
build() {
    mkdir -p "$work"
    ln -sfn "$root" "$work/byline"
    local product_args=()
    if [ $# -gt 0 ]; then product_args=(--product "$1"); fi
    echo "building ${1:-all fuzz targets} (release, -sanitize=fuzzer,address)..." >&2
    BYLINE_FUZZ_PACKAGE_PATH="$work/byline" swift build -c release \
        --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address \
        --package-path "$root/Fuzz" --scratch-path "$scratch" "${product_args[@]}" >&2
}

binary() {
    echo "$scratch/release/$(product "$1")"
}

sanitizer_environment() {
    # The Swift runtime's own crash handler fights ASan's; libFuzzer reports crashes itself.
    export SWIFT_BACKTRACE=enable=no
    export ASAN_OPTIONS="detect_leaks=${FUZZ_LEAKS:-1}:handle_abort=1:symbolize=1"
}

# Fuzzes one target for $2 seconds and prints its summary line; returns 1 on a finding.
run() {
    local target="$1" seconds="$2"
    local seeds="$work/seeds/$target" corpus="$work/corpus/$target" crashes="$work/crashes/$target"
    local log
    log="$work/logs/$target-$(date -u +%Y%m%dT%H%M%SZ).log"
    if [ "${FUZZ_FRESH:-0}" = 1 ]; then rm -rf "$corpus"; fi
    mkdir -p "$corpus" "$crashes" "$work/logs"
    seed "$target" "$seeds"
    local before after start end status
    before="$(find "$crashes" -type f | wc -l)"
    start="$(date +%s)"
    sanitizer_environment
    set +e
    # shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
    "$(binary "$target")" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
        -print_final_stats=1 -max_len="$(max_len "$target")" \
        -dict="$root/Fuzz/Dictionaries/$target.dict" -artifact_prefix="$crashes/" \
        ${FUZZ_ARGS:-} "$corpus" "$seeds" >"$log" 2>&1
    status=$?
    set -e
    end="$(date +%s)"
    after="$(find "$crashes" -type f | wc -l)"

    local execs rate rss progress cov ft corpus_files findings result
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    rss="$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)"
    progress="$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1 || true)"
    cov="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$progress")"
    ft="$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$progress")"
    corpus_files="$(find "$corpus" -type f | wc -l)"
    findings=$((after - before))
    result=ok
    if [ "$findings" -gt 0 ] || [ "$status" -ne 0 ]; then
        local newest
        newest="$(ls -t "$crashes" 2>/dev/null | sed -n 1p)"  # sed reads it all: no SIGPIPE under pipefail
        case "$newest" in
            timeout-*) result=timeout ;;
            oom-*) result=oom ;;
            leak-*) result=leak ;;
            *) result=crash ;;
        esac
        [ "$findings" -gt 0 ] || findings=1
        echo "finding in $target: $crashes/$newest" >&2
        grep -m 3 -E 'Fatal error|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|SUMMARY' "$log" >&2 || true
    fi
    echo "fuzz-result target=$target seconds=$((end - start)) execs=${execs:-0} exec_per_s=${rate:-0}" \
         "cov=${cov:-0} ft=${ft:-0} corpus=$corpus_files rss_mb=${rss:-0} findings=$findings result=$result log=${log#"$root"/}"
    [ "$result" = ok ]
}

[ $# -ge 1 ] || usage
case "$1" in
    list)
        printf '%s\n' "${targets[@]}" ;;
    replay)
        [ $# -eq 2 ] || usage
        if [ "$2" = all ]; then build; names=("${targets[@]}"); else build "$(product "$2")"; names=("$2"); fi
        sanitizer_environment
        mkdir -p "$work/logs"
        failed=0
        for target in "${names[@]}"; do
            saved=("$work/crashes/$target"/*)
            [ -e "${saved[0]}" ] || { echo "fuzz-replay target=$target inputs=0 result=ok"; continue; }
            if "$(binary "$target")" -timeout=1 -rss_limit_mb=2048 "${saved[@]}" >"$work/logs/replay-$target.log" 2>&1; then
                echo "fuzz-replay target=$target inputs=${#saved[@]} result=ok"
            else
                echo "fuzz-replay target=$target inputs=${#saved[@]} result=fail log=${work#"$root"/}/logs/replay-$target.log"
                failed=1
            fi
        done
        exit "$failed" ;;
    repro)
        [ $# -eq 3 ] || usage
        build "$(product "$2")"
        sanitizer_environment
        exec "$(binary "$2")" -timeout=1 -rss_limit_mb=2048 "$3" ;;
    all)
        [ $# -eq 2 ] || usage
        build
        failed=0
        for target in "${targets[@]}"; do
            run "$target" "$2" || failed=1
        done
        exit "$failed" ;;
    *)
        [ $# -eq 2 ] || usage
        product "$1" >/dev/null
        build "$(product "$1")"
        run "$1" "$2" ;;
esac
