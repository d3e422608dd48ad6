#!/bin/sh
# Slicing benchmark against its peers, all in one run (release builds):
#
#   1. In process: luckywheel-bench's slice@3x scenarios (Swift, WheelSlicer) and slice.c
#      (the same work written against libpng) decode a 1440 x 141 @3x RGBA sheet and its
#      pressed twin from memory and encode the 24 wedges to memory, at equal settings.
#      Both run twice: with glibc's default malloc, and with heap trimming off
#      (GLIBC_TUNABLES), which removes page-fault noise that depends on allocation order.
#   2. Whole process, one sheet: `luckywheel slice --compression default` against ImageMagick's
#      `convert SHEET -crop 12x1@ +repage`, and `--compression fast` against slice.c's
#      simplified-API PNG_IMAGE_FLAG_FAST path, with the bytes each writes.
#
# Needs: swift, cc, pkg-config with libpng, ImageMagick's convert; hyperfine if installed
# (otherwise a loop timed with date +%s%N). The scenarios come from SliceScenario.swift,
# which must be listed in Benchmarks/luckywheel-bench/Scenarios.swift.
#
# Usage: Benchmarks/peers/slice/run.sh
#   CONVERT=/path/to/convert picks ImageMagick; NO_HYPERFINE=1 times with the date loop.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/luckywheel-slice-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT HUP INT PIPE TERM

# ImageMagick: /usr/local/bin/convert may be a wrapper script; prefer the real binary.
if [ -z "${CONVERT:-}" ]; then
    if [ -x /usr/bin/convert ]; then CONVERT=/usr/bin/convert; else CONVERT=$(command -v convert || true); fi
fi
[ -n "$CONVERT" ] || { echo "error: ImageMagick's convert not found; install it or set CONVERT" >&2; exit 69; }

echo "building (release)..." >&2
(cd "$root" && swift build -c release --product luckywheel >&2 && swift build -c release --product luckywheel-bench >&2)
bin=$(cd "$root" && swift build -c release --show-bin-path)
# shellcheck disable=SC2046  # pkg-config's flags are meant to split
cc -O2 -o "$work/slice" "$here/slice.c" $(pkg-config --cflags --libs libpng)
if ! "$bin/luckywheel-bench" --list | grep -q '^slice@3x'; then
    echo "error: luckywheel-bench has no slice@3x scenarios; add SliceScenario.all to Scenarios.swift" >&2
    exit 69
fi

sheet=LuckyAstrology@3x.png
pressed=LuckyAstrologyPressed@3x.png
notrim=glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=268435456

# p50 in milliseconds of scenario $2 in luckywheel-bench's JSON file $1 (one result per line).
p50() { grep "\"name\": \"$2\"," "$1" | sed 's/.*"p50Nanoseconds": \([0-9.e+]*\).*/\1/' | awk '{ printf "%.2f", $1 / 1e6 }'; }
bytes() { grep "\"name\": \"$2\"," "$1" | sed 's/.*"bytes": "\([0-9]*\)".*/\1/'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }

in_process() {
    label=$1
    tunables=$2
    json="$work/swift-$label.json"
    # The bench writes the sheets it generates, so the C program slices the very same files.
    env ${tunables:+GLIBC_TUNABLES=$tunables} LUCKYWHEEL_BENCH_SHEETS="$work" \
        "$bin/luckywheel-bench" --filter slice@3x --format json >"$json"
    c_default=$(cd "$work" && env ${tunables:+GLIBC_TUNABLES=$tunables} ./slice --level 6 --filters none \
        --strategy default --repeat 100 "$sheet" "$pressed")
    c_fast=$(cd "$work" && env ${tunables:+GLIBC_TUNABLES=$tunables} ./slice --level 3 --filters none \
        --strategy default --repeat 100 "$sheet" "$pressed")
    c_simple=$(cd "$work" && env ${tunables:+GLIBC_TUNABLES=$tunables} ./slice --simplified-fast \
        --repeat 100 "$sheet" "$pressed")
    echo
    echo "In process, $label: 2 sheets -> 24 wedges, median ms (bytes)"
    printf '  %-44s %9s %9s %7s %14s\n' "settings" "Swift 1T" "C" "ratio" "Swift all cores"
    s1=$(p50 "$json" "slice@3x default, 1 thread"); sn=$(p50 "$json" "slice@3x default"); c=${c_default%% *}
    printf '  %-44s %9s %9s %6sx %14s   bytes %s / %s\n' "default (zlib 6, no filter) vs slice.c equal" \
        "$s1" "$c" "$(ratio "$s1" "$c")" "$sn" "$(bytes "$json" "slice@3x default")" "${c_default##* }"
    s1=$(p50 "$json" "slice@3x fast, 1 thread"); sn=$(p50 "$json" "slice@3x fast"); c=${c_fast%% *}
    printf '  %-44s %9s %9s %6sx %14s   bytes %s / %s\n' "fast (zlib 3, no filter) vs slice.c equal" \
        "$s1" "$c" "$(ratio "$s1" "$c")" "$sn" "$(bytes "$json" "slice@3x fast")" "${c_fast##* }"
    c=${c_simple%% *}
    printf '  %-44s %9s %9s %6sx %14s   bytes %s / %s\n' "fast vs simplified API, PNG_IMAGE_FLAG_FAST" \
        "$s1" "$c" "$(ratio "$s1" "$c")" "$sn" "$(bytes "$json" "slice@3x fast")" "${c_simple##* }"
    printf '  %-44s %9s\n' "best (Swift only, all cores)" "$(p50 "$json" "slice@3x best")  bytes $(bytes "$json" "slice@3x best")"
}

in_process "default malloc" ""
in_process "heap trimming off" "$notrim"

# Whole process: one sheet, fresh output folder each run.
lw="$bin/luckywheel"
out="$work/out"
prep="sh -c 'rm -rf $out; mkdir -p $out/c'"
sum_png() { cat "$@" | wc -c | tr -d ' '; }
if [ -z "${NO_HYPERFINE:-}" ] && command -v hyperfine >/dev/null 2>&1; then
    whole() {
        hyperfine -N --warmup 3 --runs 40 --prepare "$prep" --export-json "$work/hf.json" "$1" >/dev/null 2>&1
        grep '"median"' "$work/hf.json" | head -1 | sed 's/.*: \([0-9.e+-]*\).*/\1/' | awk '{ printf "%.1f", $1 * 1e3 }'
    }
else
    whole() {
        for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21; do
            eval "$prep"
            start=$(date +%s%N); sh -c "$1" >/dev/null 2>&1; end=$(date +%s%N)
            echo $(((end - start) / 1000))
        done | sort -n | sed -n 11p | awk '{ printf "%.1f", $1 / 1e3 }'
    }
fi
cd "$work"
t_lw_default=$(whole "$lw slice $sheet --compression default -o $out/lw")
b_lw_default=$(sum_png "$out"/lw/*.png)
t_im=$(whole "$CONVERT $sheet -crop 12x1@ +repage $out/im-%02d.png")
b_im=$(sum_png "$out"/im-*.png)
t_lw_fast=$(whole "$lw slice $sheet --compression fast -o $out/lw")
b_lw_fast=$(sum_png "$out"/lw/*.png)
b_manifest=$(wc -c <"$out/lw/manifest.json" | tr -d ' ')
t_c_fast=$(whole "./slice --simplified-fast --repeat 1 --out $out/c $sheet")
b_c_fast=$(sum_png "$out"/c/*.png)
echo
echo "Whole process, one sheet -> 12 wedges, median ms (PNG bytes)"
printf '  %-58s %7s ms  %6s bytes\n' "luckywheel slice --compression default" "$t_lw_default" "$b_lw_default"
printf '  %-58s %7s ms  %6s bytes\n' "$CONVERT SHEET -crop 12x1@ +repage" "$t_im" "$b_im"
printf '  %-58s %7s ms  %6s bytes\n' "luckywheel slice --compression fast" "$t_lw_fast" "$b_lw_fast"
printf '  %-58s %7s ms  %6s bytes\n' "slice.c --simplified-fast (PNG_IMAGE_FLAG_FAST)" "$t_c_fast" "$b_c_fast"
printf '  %-58s %7s ms\n' "luckywheel --version (process start-up alone)" "$(whole "$lw --version")"
echo
echo "(luckywheel also writes manifest.json, $b_manifest bytes, not counted above)"
