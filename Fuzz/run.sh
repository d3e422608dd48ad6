#!/usr/bin/env bash
# Builds the fuzz targets and runs each for SECONDS, one after another (one core each).
#
#   Fuzz/run.sh [SECONDS] [TARGET...]    # default 60 s, every target
#
# The growing corpus lives in Fuzz/corpus-work/TARGET (git-ignored) and is kept between runs;
# the generated seeds (Fuzz/build/seeds) are read too but never written. A crash, leak,
# sanitizer report, timeout or out-of-memory input is saved under
# Fuzz/corpus-work/artifacts/TARGET/ and makes this script exit 1 after every target ran.
# Each run appends a line to Fuzz/corpus-work/runs.tsv: date, target, seconds, executions,
# corpus files, findings.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    for file in "$here"/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
work="$here/corpus-work"

"$here/build.sh" "${targets[@]}"
rm -rf "$here/build/seeds"
python3 "$here/make-corpus.py" "$here/build/seeds"

status=0
for target in "${targets[@]}"; do
    kind="${target#fuzz-}"
    corpus="$work/$target"
    artifacts="$work/artifacts/$target"
    log="$work/logs/$target-$(date +%Y%m%d-%H%M%S).log"
    mkdir -p "$corpus" "$artifacts" "$work/logs"
    before=$(find "$artifacts" -type f | wc -l)
    echo "=== $target: ${seconds}s, corpus $corpus (log $log)"
    # The decoders run with the default 100-megapixel budget, but image data must be able
    # to inflate to the declared rows (1032:1 at most), so an input of at most a few dozen
    # kilobytes never needs 256 MB: more is a runaway allocation. detect_leaks is on by
    # default; it is stated for the reader.
    set +e
    # Swift's own crash backtracer reads the dead process's memory and trips ASan, burying
    # the real report; libFuzzer prints the stack itself.
    SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        "$here/build/bin/$target" "$corpus" "$here/build/seeds/$kind" \
        -dict="$here/png.dict" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=2048 -malloc_limit_mb=256 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" >"$log" 2>&1
    code=$?
    set -e
    after=$(find "$artifacts" -type f | wc -l)
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    files=$(find "$corpus" -type f | wc -l)
    findings=$((after - before))
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$target" "$seconds" \
        "${executions:-?}" "$files" "$findings" >>"$work/runs.tsv"
    echo "    exit $code, ${executions:-?} executions, corpus $files files, peak RSS ${rss:-?} MB, new findings $findings"
    if ((code != 0 || findings > 0)); then
        status=1
        grep -E "ERROR|SUMMARY|fuzz oracle|Fatal error|==[0-9]+==" "$log" | head -20 || true
        find "$artifacts" -type f -newer "$log" -o -type f -cnewer "$log" | sort -u | sed 's/^/    finding: /'
    fi
done
exit $status
