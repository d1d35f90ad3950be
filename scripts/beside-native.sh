#!/usr/bin/env bash
# Native Blend2D at one and two threads beside chartbench at T=1 and T=2, round after round
# (each timing a median of 15 renders, S3: 5), so that a host whose speed drifts slows all
# four alike; prints each round and the medians, minima and the median of the rounds' ratios.
#
#   scripts/beside-native.sh BIN SCENE [ROUNDS]
#
#   BIN     a chartbench binary
#   SCENE   S1 ... S6 (SVGs in $SVG_DIR, default /tmp/svgscenes, from
#           python3 ../shared/peers/raster_peers.py --write-svg /tmp/svgscenes)
#   ROUNDS  default 6
#
# $B2D_DIR: where scripts/blend2d-native/build.sh put b2d_native and geometry/ (default /tmp/b2d).
set -euo pipefail
bin=${1:?usage: beside-native.sh BIN SCENE [ROUNDS]}; scene=${2:?}; rounds=${3:-6}
b2d=${B2D_DIR:-/tmp/b2d}; svg=${SVG_DIR:-/tmp/svgscenes}
n=15; [ "$scene" = S3 ] && n=5
ours() {
  "$bin" raster "$svg/$scene.svg" -o /tmp/beside-native.png --threads "$1" --repeat $n |
    sed -E 's/.*total ([0-9.]+) ([µm]?s).*min ([0-9.]+) ([µm]?s).*/\1 \2 \3 \4/'
}
for _ in $(seq "$rounds"); do
  b0=$("$b2d/b2d_native" "$b2d/geometry" "$scene" 0 $n | awk '{print $3, $4}')
  b2=$("$b2d/b2d_native" "$b2d/geometry" "$scene" 2 $n | awk '{print $3, $4}')
  echo "$scene b2d0 $b0 b2d2 $b2 ours1 $(ours 1) ours2 $(ours 2)"
done | python3 -c '
import sys, statistics as st
def ms(v, u): return float(v) / 1000 if u == "µs" else float(v) * (1000 if u == "s" else 1)
R = []
for line in sys.stdin:
    f = line.split(); print(line.strip(), flush=True)
    R.append((float(f[2]), float(f[3]), float(f[5]), float(f[6]), ms(f[8], f[9]), ms(f[10], f[11]),
              ms(f[13], f[14]), ms(f[15], f[16])))
c = list(zip(*R))
for i, k in enumerate(["Blend2D T=1", "Blend2D T=2", "ours T=1", "ours T=2"]):
    print(f"{k}: median {st.median(c[2 * i]):.3f} min {min(c[2 * i + 1]):.3f} ms")
print(f"ours T=2 / Blend2D T=2: median of round ratios {st.median([r[6] / r[2] for r in R]):.3f}, ratio of mins {min(c[7]) / min(c[3]):.3f}")
print(f"ours T=1 / Blend2D T=1: median of round ratios {st.median([r[4] / r[0] for r in R]):.3f}, ratio of mins {min(c[5]) / min(c[1]):.3f}")
'
