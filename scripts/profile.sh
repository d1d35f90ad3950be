#!/usr/bin/env bash
# Profiles one benchmark case of chartbench, the recipe of Benchmarks.md ("Profiling").
#
#   scripts/profile.sh CASE [perf [SECONDS] | callgrind [ITERATIONS]]
#
#   CASE        a name from `chartbench bench --list`, e.g. "decimate/lttb f32 n=1e8 T=1"
#   perf        (default) `perf record -e cpu-clock -g` for SECONDS (default 5) of the case's
#               loop; prints the top symbols of the loop (set-up excluded), demangled, and
#               the hottest instructions of the hottest symbol (`perf annotate`)
#   callgrind   exactly ITERATIONS (default 20) calls under valgrind's callgrind, counting
#               only inside the loop (set-up excluded): instruction counts that repeat
#               from run to run, printed per function, demangled
#
# Output goes to $PROFILE_DIR (default /tmp/chartbench-profile/<case>/): perf.data,
# top.txt, annotate.txt or callgrind.out, valgrind.log, callgrind.txt. Builds the release binary first.
# This machine kind has no hardware counters (a VM): perf samples the CPU clock.
set -euo pipefail
cd "$(dirname "$0")/.."

case_name=${1:?usage: scripts/profile.sh CASE [perf [SECONDS] | callgrind [ITERATIONS]]}
tool=${2:-perf}
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)/chartbench"
slug=$(printf '%s' "$case_name" | tr -c 'A-Za-z0-9=.-' '_')
out=${PROFILE_DIR:-/tmp/chartbench-profile/$slug}
mkdir -p "$out"
demangle() { swift demangle --simplified; }

case "$tool" in
perf)
    seconds=${3:-5}
    command -v perf >/dev/null || { echo "perf missing: apt-get install -y linux-perf" >&2; exit 1; }
    perf record -q -e cpu-clock -g -o "$out/perf.data" "$bin" profile "$case_name" --seconds "$seconds"
    # --parent/-x keep the samples whose call chain goes through the profiled loop.
    report() { perf report -i "$out/perf.data" --stdio --no-children -g none --parent=profileLoop -x \
        -F overhead,dso,sym "$@" 2>/dev/null | grep -v '^#' | grep -v '^$'; }
    # (The last column, the matched parent, is dropped.)
    report --percent-limit 1 | demangle | sed -E 's/ {2,}(specialized )?static ProfileCommand\.profileLoop.*$//' > "$out/top.txt"
    echo "== top symbols inside the loop ($out/top.txt)"
    head -15 "$out/top.txt"
    # The hottest symbol of the chartbench binary (ChartCore is linked into it), mangled.
    hot=$(report | awk '$2 == "chartbench" && h == "" { h = $4 } END { print h }')
    if [ -n "$hot" ]; then
        perf annotate -i "$out/perf.data" --stdio -s "$hot" 2>/dev/null | demangle > "$out/annotate.txt"
        echo "== perf annotate of $(printf '%s' "$hot" | demangle): hottest instructions ($out/annotate.txt)"
        # Lines of the annotation with a sample share, the largest first.
        grep -E '^ +[0-9]+\.[0-9]+ +:' "$out/annotate.txt" | sort -rn | head -12
    fi
    ;;
callgrind)
    iterations=${3:-20}
    command -v valgrind >/dev/null || { echo "valgrind missing: apt-get install -y valgrind" >&2; exit 1; }
    valgrind --tool=callgrind --branch-sim=yes --collect-atstart=no --toggle-collect='*profileLoop*' \
        --callgrind-out-file="$out/callgrind.out" "$bin" profile "$case_name" --iterations "$iterations" \
        2> "$out/valgrind.log"
    callgrind_annotate "$out/callgrind.out" 2>/dev/null | demangle > "$out/callgrind.txt"
    echo "== instructions (Ir) and mispredicted branches (Bcm) per function, $iterations calls ($out/callgrind.txt)"
    grep -E 'PROGRAM TOTALS' "$out/callgrind.txt" | head -1
    awk '/file:function/ { on = 1; next } on && /^---/ { exit } on && NF' "$out/callgrind.txt" | head -15
    ;;
*)
    echo "unknown tool '$tool' (perf or callgrind)" >&2
    exit 2
    ;;
esac
