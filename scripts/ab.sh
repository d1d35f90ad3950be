#!/usr/bin/env bash
# Interleaved A/B of two chartbench binaries on the raster scenes, for a host whose speed
# drifts by 10-70% over minutes (see Benchmarks.md, "Noise"): A and B alternate, round
# after round, so a slow phase hits both; then the scenes' PNGs are compared byte for byte.
#
#   scripts/ab.sh OLD NEW [SCENES] [THREADS] [ROUNDS]
#
#   OLD, NEW  two chartbench binaries (copy the old one aside before rebuilding, e.g.
#             cp .build/release/chartbench /tmp/cb_old)
#   SCENES    comma list of scene names in $SVG_DIR (default S1,S2; S1..S6 come from
#             python3 ../shared/peers/raster_peers.py --write-svg /tmp/svgscenes)
#   THREADS   --threads for `chartbench raster` (default 2)
#   ROUNDS    rounds per scene (default 6); each timing is a median of 15 renders
#
# $OLD_ARGS and $NEW_ARGS, if set, are passed to the old and the new binary's runs (e.g.
# NEW_ARGS=--serial-clear: the new binary cleared as binaries before `--serial-clear` were).
#
# Prints per scene each binary's totals (geometry + raster, ms) in round order, then
# their median and minimum and the ratio NEW/OLD of the medians; last, for every scene,
# whether the two binaries' PNGs are identical. $SVG_DIR defaults to /tmp/svgscenes.
set -euo pipefail

old=${1:?usage: scripts/ab.sh OLD NEW [SCENES] [THREADS] [ROUNDS]}
new=${2:?usage: scripts/ab.sh OLD NEW [SCENES] [THREADS] [ROUNDS]}
scenes=${3:-S1,S2}
threads=${4:-2}
rounds=${5:-6}
dir=${SVG_DIR:-/tmp/svgscenes}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The total of one `chartbench raster` run, in ms.
total() {
    # $3: the binary's extra flags, split on spaces.
    # shellcheck disable=SC2086
    "$1" raster "$dir/$2.svg" -o "$tmp/x.png" --threads "$threads" --repeat 15 $3 |
        sed -E 's/.*total ([0-9.]+) (ms|µs|s) .*/\1 \2/' |
        awk '{ v = $1; if ($2 == "µs") v /= 1000; if ($2 == "s") v *= 1000; printf "%.3f\n", v }'
}

IFS=, read -ra list <<< "$scenes"
for s in "${list[@]}"; do
    [ -f "$dir/$s.svg" ] || { echo "no $dir/$s.svg" >&2; exit 1; }
    a=(); b=()
    for _ in $(seq "$rounds"); do
        a+=("$(total "$old" "$s" "${OLD_ARGS:-}")"); b+=("$(total "$new" "$s" "${NEW_ARGS:-}")")
    done
    printf '%s T=%s\n  old: %s\n  new: %s\n' "$s" "$threads" "${a[*]}" "${b[*]}"
    printf '%s\n' "${a[*]}" "${b[*]}" | awk '
        function med(v, n,   i, j, t) {
            for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
            return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        }
        { n[NR] = split($0, v, " "); for (i = 1; i <= n[NR]; i++) x[NR, i] = v[i] }
        END {
            for (r = 1; r <= 2; r++) {
                lo = x[r, 1]; for (i = 1; i <= n[r]; i++) { w[i] = x[r, i]; if (w[i] < lo) lo = w[i] }
                m[r] = med(w, n[r]); mn[r] = lo
            }
            printf "  median (min): old %.3f (%.3f)  new %.3f (%.3f)  new/old %.3f\n", m[1], mn[1], m[2], mn[2], m[2] / m[1]
        }'
done

for s in "${list[@]}"; do
    "$old" raster "$dir/$s.svg" -o "$tmp/a.png" --threads "$threads" > /dev/null
    "$new" raster "$dir/$s.svg" -o "$tmp/b.png" --threads "$threads" > /dev/null
    if cmp -s "$tmp/a.png" "$tmp/b.png"; then echo "$s: PNGs identical"; else echo "$s: PNGs DIFFER"; fi
done
