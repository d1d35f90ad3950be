#!/usr/bin/env bash
# Times one raster scene with Blend2D's Python binding (one thread) and with chartbench at
# T=1 and T=2, round after round, so that a host whose speed drifts (Benchmarks.md, "Noise")
# slows all three alike; the ratio ours / Blend2D-py is then read against Blend2D's own
# two-thread / one-thread ratio (../shared/peers/README.md) for the targets.
#
#   scripts/beside-blend2d.sh BIN SCENE [ROUNDS]
#
#   BIN     a chartbench binary
#   SCENE   S1 ... S6 (SVGs in $SVG_DIR, default /tmp/svgscenes, from
#           python3 ../shared/peers/raster_peers.py --write-svg /tmp/svgscenes)
#   ROUNDS  default 4; each timing is a median of 15 renders (5 for S3)
#
# $PEERS_PY: a python with blend2d-python and numpy (default ../shared/peers/.venv/bin/python;
# set-up in ../shared/peers/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/beside-blend2d.sh BIN SCENE [ROUNDS]}
scene=${2:?usage: scripts/beside-blend2d.sh BIN SCENE [ROUNDS]}
rounds=${3:-4}
dir=${SVG_DIR:-/tmp/svgscenes}
py=${PEERS_PY:-../shared/peers/.venv/bin/python}
n=15; [ "$scene" = S3 ] && n=5
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# Blend2D-py's median and minimum (ms) of n draws of the scene, as raster_peers.py draws it.
b2d() {
    "$py" - "$scene" "$n" <<'PY'
import sys, time, statistics
sys.path.insert(0, "../shared/peers")
import raster_peers as rp
scene, n = sys.argv[1], int(sys.argv[2])
b = rp.Blend2DPy(rp.make_geometry())
ts = []
for _ in range(n):
    b.clear()
    t = time.perf_counter(); b.scenes[scene](); ts.append((time.perf_counter() - t) * 1e3)
print(f"{statistics.median(ts):.3f} ({min(ts):.3f})")
PY
}
ours() {
    "$bin" raster "$dir/$scene.svg" -o "$tmp/x.png" --threads "$1" --repeat "$n" | sed -E 's/.*total ([0-9.]+ [µm]?s).*/\1/'
}
for _ in $(seq "$rounds"); do
    echo "$scene  Blend2D-py T=1 $(b2d) ms | ours T=1 $(ours 1) | ours T=2 $(ours 2)"
done
