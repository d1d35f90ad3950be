#!/usr/bin/env python3
"""The peer libraries timed on this machine, written as chartbench records.

Runs the peers of ../shared/peers (decimation_peers.py: tsdownsample; raster_peers.py:
Skia, Cairo, matplotlib's Agg, Blend2D's Python binding) on the same data and scenes, and
writes one JSON record per (case, library) in the schema of `chartbench bench --json`:

    {"suite": "decimate", "case": "minmax f32 n=1e8 T=1", "n": 100000000,
     "impl": "tsdownsample", "threads": 1, "median_ns": ..., "min_ns": ..., "p90_ns": ...}

so that `chartbench report RESULTS.json PEERS.json -o DIR` puts ours and theirs in one
table. Case names are chartbench's: suite `decimate` (tsdownsample, parallel=False -> T=1,
parallel=True -> T=2) and suite `raster-svg` (scenes S1..S6, "S1 T=1"; the peers draw on
one thread). The data, scenes and draw calls are the peer scripts' own (imported, not
copied); only the timing loop is ours, to get the p90 as well: 1 warm-up call (2 for the
raster scenes, as raster_peers.py does), then --reps timed calls; the raster canvas is
cleared before each call, untimed.

Usage (the venv of ../shared/peers/README.md, e.g. /work/peers-venv):
    python scripts/peers.py -o peers.json                       # everything (~5 min)
    python scripts/peers.py --suite decimate --sizes 1e6,1e7 -o p.json
    python scripts/peers.py --suite raster-svg --scenes S1,S4a --libs skia,cairo -o p.json
"""
import argparse
import importlib
import json
import os
import statistics
import sys
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PEERS = os.environ.get("CHARTCORE_PEERS_DIR", os.path.join(HERE, "..", "..", "shared", "peers"))
METHODS = {"minmax": "MinMaxDownsampler", "m4": "M4Downsampler", "lttb": "LTTBDownsampler",
           "minmaxlttb": "MinMaxLTTBDownsampler"}
N_OUT = 2000


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def stats_ns(samples_s):
    s = sorted(x * 1e9 for x in samples_s)
    return dict(median_ns=statistics.median(s), min_ns=s[0], p90_ns=s[min(len(s) - 1, int(len(s) * 0.9))])


def n_label(n):
    e = len(str(n)) - 1
    return f"1e{e}" if n == 10 ** e else str(n)


def decimation(args, out):
    # parallel=True is our T=2 row: cap tsdownsample's pool at 2 threads on bigger machines
    # (read when the library starts its pool, so before the import).
    os.environ.setdefault("TSDOWNSAMPLE_MAX_THREADS", "2")
    dp = importlib.import_module("decimation_peers")
    tsd = dp.tsd
    warnings.filterwarnings("ignore", message="No parallel implementation")
    log(f"# tsdownsample {tsd.__version__}, numpy {dp.np.__version__}")
    for n in args.sizes:
        base = dp.random_walk(n, dp.np.float64)
        for dtype in args.dtypes:
            if dtype == "f64" and n not in args.f64_sizes:
                continue
            y = base.astype(dp.np.float32 if dtype == "f32" else dp.np.float64)
            for method in args.methods:
                cls = getattr(tsd, METHODS[method])
                for threads in (1, 2):
                    ds = cls()
                    call = lambda: ds.downsample(y, n_out=N_OUT, parallel=threads == 2)
                    reps = args.reps if n < 100_000_000 else max(3, args.reps - 2)
                    call()
                    ts = []
                    for _ in range(reps):
                        t0 = time.perf_counter()
                        call()
                        ts.append(time.perf_counter() - t0)
                    r = dict(suite="decimate", case=f"{method} {dtype} n={n_label(n)} T={threads}", n=n,
                             impl="tsdownsample", threads=threads, **stats_ns(ts))
                    out.append(r)
                    log(f"{r['case']:<28} tsdownsample  median {r['median_ns'] / 1e6:9.3f} ms  min {r['min_ns'] / 1e6:9.3f} ms")
            del y
        del base


def raster(args, out):
    rp = importlib.import_module("raster_peers")
    g = rp.make_geometry()
    classes = {c.name: c for c in (rp.SkiaLib, rp.CairoLib, rp.AggLib, rp.Blend2DPy)}
    for name in args.libs:
        try:
            lib = classes[name](g)
        except Exception as e:  # a library missing from the venv
            log(f"[{name}] unavailable: {e!r}")
            continue
        for sc in args.scenes:
            fn = lib.scenes.get(sc)
            if fn is None:
                continue
            runs = args.heavy_reps if sc.startswith(("S2", "S3")) else args.reps
            ts = []
            for i in range(2 + runs):
                lib.clear()
                t0 = time.perf_counter()
                fn()
                t1 = time.perf_counter()
                if i >= 2:
                    ts.append(t1 - t0)
            r = dict(suite="raster-svg", case=f"{sc} T=1", n=1, impl=name, threads=1, **stats_ns(ts))
            out.append(r)
            log(f"{r['case']:<8} {name:<11} median {r['median_ns'] / 1e6:9.3f} ms  min {r['min_ns'] / 1e6:9.3f} ms")
        del lib


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", required=True, help="JSON file of records to write")
    ap.add_argument("--peers-dir", default=DEFAULT_PEERS, help="folder of decimation_peers.py and raster_peers.py")
    ap.add_argument("--suite", choices=["decimate", "raster-svg", "all"], default="all")
    ap.add_argument("--sizes", default="1e6,1e7,1e8", help="decimation n, comma list (1e6,1e7,1e8)")
    ap.add_argument("--dtypes", default="f32,f64")
    ap.add_argument("--f64-sizes", default="1e8", help="sizes at which f64 runs (chartbench's default grid: 1e8)")
    ap.add_argument("--methods", default=",".join(METHODS))
    ap.add_argument("--scenes", default="S1,S2,S4a,S4b,S5,S6",
                    help="S3 (1M vertices) is chartbench --full only: add it with --scenes")
    ap.add_argument("--libs", default="blend2d-py,skia,cairo,agg-mpl")
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--heavy-reps", type=int, default=3, help="timed calls for S2/S3")
    args = ap.parse_args()
    args.sizes = [int(float(s)) for s in args.sizes.split(",") if s]
    args.dtypes = [d for d in args.dtypes.split(",") if d]
    args.f64_sizes = {int(float(s)) for s in args.f64_sizes.split(",") if s}
    args.methods = [m for m in args.methods.split(",") if m]
    args.scenes = [s for s in args.scenes.split(",") if s]
    args.libs = [l for l in args.libs.split(",") if l]
    bad = [m for m in args.methods if m not in METHODS] + [d for d in args.dtypes if d not in ("f32", "f64")]
    if bad or args.reps < 1 or args.heavy_reps < 1:
        ap.error(f"unknown method or dtype {bad}, or reps < 1")
    if not os.path.isfile(os.path.join(args.peers_dir, "raster_peers.py")):
        ap.error(f"no peer scripts in {args.peers_dir} (set --peers-dir or CHARTCORE_PEERS_DIR)")
    sys.path.insert(0, os.path.abspath(args.peers_dir))
    out = []
    t0 = time.time()
    if args.suite in ("decimate", "all"):
        decimation(args, out)
    if args.suite in ("raster-svg", "all"):
        raster(args, out)
    with open(args.output, "w") as f:
        json.dump(out, f, indent=1)
    log(f"wrote {len(out)} records to {args.output} in {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
