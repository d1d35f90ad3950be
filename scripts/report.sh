#!/usr/bin/env bash
# Regenerates the generated part of Benchmarks.md and its plots (docs/bench/*.png) from
# one run of chartbench and the peers, measured minutes apart on this machine.
#
#   scripts/report.sh                 # measure (default suite + peers, ~8 min), then report
#   scripts/report.sh --filter S ...  # measure only the cases bench --filter S picks
#                                     # (options after the script go to `chartbench bench`)
#   scripts/report.sh --redraw        # no measuring: redraw from docs/bench/*.json
#   BENCH_FILTERS='memory/;range/query' scripts/report.sh
#                                     # one bench run per filter (;-separated), merged
#
# Environment: PEERS_PY (python with numpy, tsdownsample, skia-python, pycairo, matplotlib,
# blend2d-python; default: ../shared/peers/.venv or /work/peers-venv, peers skipped if
# neither exists), PEERS_ARGS (extra arguments of scripts/peers.py), REPORT_DIR (default
# docs/bench). Writes $REPORT_DIR/results.json, peers.json, report.md and the PNGs, and
# rewrites Benchmarks.md between its "chartbench report" markers.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${REPORT_DIR:-docs/bench}
mkdir -p "$dir"
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)/chartbench"

py=${PEERS_PY:-}
for cand in ../shared/peers/.venv/bin/python /work/peers-venv/bin/python; do
    [ -z "$py" ] && [ -x "$cand" ] && py=$cand
done

if [ "${1:-}" != "--redraw" ]; then
    # The peers' SVG scenes, so that suite raster-svg draws the geometry they draw.
    scenes=${CHARTCORE_SVG_SCENES:-/tmp/svgscenes}
    if [ -n "$py" ] && [ ! -f "$scenes/S1.svg" ]; then
        "$py" ../shared/peers/raster_peers.py --write-svg "$scenes" >/dev/null
    fi
    load_before=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ -n "${BENCH_FILTERS:-}" ]; then
        : > "$dir/bench.txt"
        parts=()
        IFS=';' read -ra filters <<< "$BENCH_FILTERS"
        for i in "${!filters[@]}"; do
            "$bin" bench --filter "${filters[$i]}" --json "$dir/part$i.json" "$@" | tee -a "$dir/bench.txt"
            parts+=("$dir/part$i.json")
        done
        python3 -c 'import json, sys; json.dump([r for f in sys.argv[2:] for r in json.load(open(f))], open(sys.argv[1], "w"), indent=1)' \
            "$dir/results.json" "${parts[@]}"
        rm -f "${parts[@]}"
    else
        "$bin" bench --json "$dir/results.json" "$@" | tee "$dir/bench.txt"
    fi
    if [ -n "$py" ]; then
        # shellcheck disable=SC2086
        "$py" scripts/peers.py -o "$dir/peers.json" ${PEERS_ARGS:-}
    else
        echo "no peers venv (set PEERS_PY): the report has ours only" >&2
        echo '[]' > "$dir/peers.json"
    fi
    {
        echo '### The run'
        echo
        echo "- machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores," \
            "$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
        echo "- toolchain: $(swift --version 2>/dev/null | head -1)"
        echo "- commit: \`$(git rev-parse --short HEAD)\`$(git diff --quiet HEAD -- Sources Package.swift || echo ' (with local changes)'), $(date -u '+%Y-%m-%d %H:%M UTC')"
        echo "- load average (1, 5, 15 min) before the bench: $load_before; after the peers: $(cut -d' ' -f1-3 /proc/loadavg)" \
            "(2 cores: above ~2 means other work shared the machine)"
        echo "- bench: \`chartbench bench${BENCH_FILTERS:+ --filter (each of: $BENCH_FILTERS)} $*\`; peers: \`scripts/peers.py ${PEERS_ARGS:-}\`"
        echo
        echo '### Fidelity (`chartbench fidelity`) and raster ink, same session'
        echo
        echo '```'
        "$bin" fidelity
        grep '^raster .*ink ours/reference' "$dir/bench.txt" || true
        echo '```'
    } > "$dir/appendix.md"
    rm -f "$dir/bench.txt"
fi
rm -f "$dir"/*.png
"$bin" report "$dir/results.json" "$dir/peers.json" -o "$dir" --embed Benchmarks.md \
    $( [ -f "$dir/appendix.md" ] && echo --appendix "$dir/appendix.md" )
