#!/usr/bin/env bash
# Regenerates the generated part of Benchmarks.md and its plots (docs/bench/*.png) from
# one run of chartbench and the peers, measured minutes apart on this machine.
#
#   scripts/report.sh                 # measure (default suite + peers, ~8 min), then report
#   scripts/report.sh --filter S ...  # measure only the cases bench --filter S picks
#                                     # (options after the script go to `chartbench bench`)
#   scripts/report.sh --redraw        # no measuring: redraw from docs/bench/*.json
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
    "$bin" bench --json "$dir/results.json" "$@" | tee "$dir/bench.txt"
    if [ -n "$py" ]; then
        # shellcheck disable=SC2086
        "$py" scripts/peers.py -o "$dir/peers.json" ${PEERS_ARGS:-}
    else
        echo "no peers venv (set PEERS_PY): the report has ours only" >&2
        echo '[]' > "$dir/peers.json"
    fi
    {
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
