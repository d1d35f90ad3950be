#!/usr/bin/env bash
# Seeds a fuzz corpus: Fuzz/seed.sh TARGET DIR (called by Fuzz/run.sh on first use).
#   telegram: the contest files under ../shared/data/telegram (or $CHARTCORE_TELEGRAM_DATA)
#             plus small hand-written charts; csv: small CSVs; npy: .npy files written here
#   by python3 (all three dtypes, versions 1-3); svg: the benchmark scenes from
#   raster_peers.py --write-svg when its venv exists, plus hand-written SVGs; font: a
#   404-byte synthetic font and the shipped DejaVu Sans; geometry: a few byte programs.
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1; dir=$2
mkdir -p "$dir"
data=${CHARTCORE_TELEGRAM_DATA:-../shared/data/telegram}
[[ -d $data ]] || data=/work/shared/data/telegram
case $target in
telegram)
    if [[ -d $data ]]; then
        k=0
        # Round 1 in full, round 2: overview files and one day per chart (small enough to mutate).
        for f in $(find "$data" -name '*.json' \( -path '*round1*' -o -name overview.json -o -name 01.json \) | sort | head -40); do
            cp "$f" "$dir/seed-$k.json"; k=$((k + 1))
        done
    fi
    printf '%s' '{"columns":[["x",1,2,3],["y0",1,null,3]],"types":{"x":"x","y0":"line"},"names":{"y0":"A"},"colors":{"y0":"#3DC23F"}}' > "$dir/small.json"
    printf '%s' '[{"columns":[["x",1.5,2],["y0",1e308,-1]],"types":{"x":"x","y0":"bar"},"y_scaled":true,"stacked":true}]' > "$dir/small2.json"
    ;;
csv)
    printf 'time,a,b\n1,1.5,2\n2,,nan\n3,-1e308,4\n' > "$dir/a.csv"
    printf '"t", "y"\r\n0.5,1\r\n1.5,2\r\n\r\n' > "$dir/b.csv"
    printf 't,y\n1700000000000,21.5\n1700000060000,22\n1700000120000,1e999\n' > "$dir/c.csv"
    ;;
npy)
    python3 - "$dir" <<'PY'
import struct, sys
d = sys.argv[1]
def npy(name, descr, data, count, version=1):
    h = "{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }" % (descr, count)
    pre = 10 if version == 1 else 12
    h += " " * ((64 - (pre + len(h) + 1) % 64) % 64) + "\n"
    n = struct.pack("<H", len(h)) if version == 1 else struct.pack("<I", len(h))
    open(f"{d}/{name}", "wb").write(b"\x93NUMPY" + bytes([version, 0]) + n + h.encode() + data)
npy("f4.npy", "<f4", struct.pack("<4f", 1, 2, float("nan"), -3), 4)
npy("f8.npy", "<f8", struct.pack("<3d", 1e308, 0, -1), 3, 2)
npy("i8.npy", "<i8", struct.pack("<2q", -2**63, 2**63 - 1), 2, 3)
npy("empty.npy", "<f8", b"", 0)
PY
    ;;
svg)
    if [[ -x /work/peers-venv/bin/python && -f /work/shared/peers/raster_peers.py ]]; then
        /work/peers-venv/bin/python /work/shared/peers/raster_peers.py --write-svg "$dir" >/dev/null 2>&1 || true
    fi
    cat > "$dir/hand1.svg" <<'SVG'
<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 96 64">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f00"/><stop offset="100%" stop-color="blue" stop-opacity=".5"/></linearGradient></defs>
  <g transform="translate(2,3) rotate(10) scale(1.5, .5)" opacity="0.8">
    <path d="M10 20 L30 40 h5 v-5 c1 1 2 2 3 3 s4 4 5 5 Q1 2 3 4 t5 5 a10 5 30 1 0 20 0 z m1,1 2,2" fill="url(#g)" stroke="#000" stroke-width="2" stroke-linejoin="round" stroke-dasharray="4 2" stroke-dashoffset="1"/>
    <rect x="5" y="5" width="20" height="10" rx="3" style="fill:none;stroke:green;stroke-width:1.5;stroke-linecap:square"/>
    <circle cx="40" cy="30" r="8" fill-rule="evenodd" fill-opacity=".5"/>
    <ellipse cx="60" cy="20" rx="10" ry="4" stroke="red" stroke-miterlimit="1"/>
    <line x1="0" y1="0" x2="96" y2="64" stroke="black"/>
    <polyline points="1,1 5,9 9,1 13,9" fill="none" stroke="#123456"/>
    <polygon points="50,50 60,60 50,60"/>
  </g>
</svg>
SVG
    printf '%s' '<svg width="10" height="10"><path d="M0 0L1e30 1e30L-1e30 5z" stroke="blue" stroke-width="1e-3"/></svg>' > "$dir/hand2.svg"
    ;;
font)
    # synthetic.ttf: SyntheticFontTests.build (404 bytes: short loca, flag repeats,
    # composites). DejaVu's 760 KB run ~300 inputs/s; with -max_len=4096 it is cut to
    # its table directory and the small font does the work (7,700 inputs/s).
    cp Fuzz/seeds/font/synthetic.ttf "$dir/"
    cp Sources/Core/Text/Resources/DejaVuSans.ttf "$dir/dejavu.ttf"
    ;;
geometry)
    printf '\x00\x08\x0c\x00\x00\x30\x30\x01\x50\x30\x01\x50\x50\x07' > "$dir/square"
    printf '\x49\x10\x20\x01\x00\x30\x30\x04\x40\x10\x50\x60\x60\x20\x06\x40\x40\x30\x30\x00\x00\x70\x00' > "$dir/curves"
    printf '\x82\x0c\xe7\x00\xe1\xe2\x10\x10\x10\x10\x00\x00\x00\xe8\xe8\x01\x40\x40\x07' > "$dir/special"
    ;;
esac
echo "seeded $(ls "$dir" | wc -l) files into $dir" >&2
