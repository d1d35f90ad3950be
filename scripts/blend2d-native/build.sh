#!/usr/bin/env bash
# Builds the native Blend2D driver (b2d_native.cpp) and writes raster_peers.py's geometry for it.
#
#   scripts/blend2d-native/build.sh BLEND2D_GIT PY OUT
#
#   BLEND2D_GIT  a clone (or bare mirror) of github.com/blend2d/blend2d: the headers are taken
#                from commit 007bf48, the release the blend2d-python wheel's library was built
#                from (the last before Blend2D's snake_case API)
#   PY           a python with numpy and blend2d-python (its wheel carries libblend2d.a):
#                python3 -m venv /tmp/pv && /tmp/pv/bin/pip install numpy blend2d-python
#   OUT          a directory: OUT/b2d_native and OUT/geometry/*.f64
#
# Then: OUT/b2d_native OUT/geometry SCENE T RUNS prints "SCENE T median min" (ms) — T = 0
# draws synchronously, 2 on the caller and one worker; scripts/beside-native.sh alternates it
# with chartbench. (Peers' own scripts are in ../shared/peers; this driver is ours.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
git_dir=${1:?usage: build.sh BLEND2D_GIT PY OUT}; py=${2:?}; out=${3:?}
mkdir -p "$out/src" "$out/geometry"
git -C "$git_dir" archive 007bf48 src | tar -x -C "$out"
lib=$("$py" -c 'import blend2d, os; print(os.path.join(os.path.dirname(blend2d.__file__), "libblend2d.a"))')
g++ -O2 -std=c++17 -DBL_STATIC -I"$out/src" "$here/b2d_native.cpp" "$lib" -lpthread -lrt -o "$out/b2d_native"
"$py" "$here/dump.py" "$here/../../../shared/peers" "$out/geometry"
echo "built $out/b2d_native; geometry in $out/geometry"
