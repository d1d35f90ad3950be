#!/usr/bin/env python3
"""Grammar fuzzer for `chartbench raster`: random SVG scenes (every element and attribute
the reader knows, unknown ones, chart lines (x never turning back), and edge values: 0,
1e-45, 1e30, 1e308, NaN, 16,384 px canvases, viewBoxes of 1e-9, dash patterns of 0.001,
miter limits of 0, ...) rendered with a time limit. Where libFuzzer's `svg` target
(`Fuzz/run.sh`) mutates bytes into a 48x32 canvas, this one writes well-formed scenes at
full size, so it finds the slow paths: a crash, a render over SLOW seconds or one past the
time limit is kept in OUT/ and listed.

    Fuzz/svg-grammar.py [--seed S] [--count N] [--valid] [--bin PATH] [--out DIR]
                        [--slow SECONDS] [--timeout SECONDS]

--valid: numbers and attributes the reader accepts (the render paths, not the errors);
without it about a quarter of the values are malformed (typed errors, exit code 2).
Exit code 1 when any case was kept. Reproduce: `chartbench raster OUT/cS_I.svg -o x.png`.
"""
import argparse, os, random, subprocess, sys, time

ap = argparse.ArgumentParser()
ap.add_argument('--seed', type=int, default=1)
ap.add_argument('--count', type=int, default=500)
ap.add_argument('--valid', action='store_true')
ap.add_argument('--wild', type=float, default=0.1, help='share of numbers taken from the edge values')
ap.add_argument('--bin', default='.build/release/chartbench')
ap.add_argument('--out', default='.build/fuzz-svg')
ap.add_argument('--slow', type=float, default=5)
ap.add_argument('--timeout', type=float, default=30)
args = ap.parse_args()
R = random.Random(args.seed)
VALID, WILD = args.valid, args.wild
wild_all = ['0', '-0', '1', '-1', '0.5', '1e-9', '1e-30', '1e9', '1e12', '1e30', '3.4e38', '1e39', '-1e39', 'NaN', 'nan',
            'inf', '-inf', 'Infinity', '1e-45', '2e-38', '65536', '131072', '16777217', '-16777217', '4294967296', '1.',
            '.5', '-.5e-3', '1e', '--1', '0x10', '']
accepted = {'0', '-0', '1', '-1', '0.5', '1e-9', '1e-30', '1e9', '1e12', '1e30', '3.4e38', '1e39', '-1e39', '1e-45',
            '2e-38', '65536', '131072', '16777217', '-16777217', '4294967296', '1.', '.5', '-.5e-3'}
wild = [w for w in wild_all if not VALID or w in accepted] + (['1e308', '-1e308'] if VALID else [])


def num(scale=1000):
    r = R.random()
    if r < WILD: return R.choice(wild)
    if r < 0.6: return f'{R.uniform(-scale, scale):.3f}'
    return f'{R.uniform(0, 2000):.2f}'
def pos(): return R.choice(['0', '0.5', '1', '2', '10', '1e-6', '1e6', '1e9', '-1', f'{R.uniform(0,50):.2f}', f'{R.uniform(0,50):.2f}'] + ([] if VALID else ['NaN', 'inf']))
def color(): return R.choice(['red', 'none', '#abc', '#a1b2c3', 'rgb(1,2,3)', 'rgb(300,-5,20)', 'rgb(10%,20%,30%)', 'url(#g)', 'url(#nope)', 'currentColor', '#12', 'transparent', 'bogus'])
def pathdata():
    cmds = []
    for _ in range(R.randint(0, 30)):
        c = R.choice('MmLlHhVvCcSsQqTtAaZz') if cmds or not VALID else R.choice('Mm')
        n = {'M':2,'L':2,'H':1,'V':1,'C':6,'S':4,'Q':4,'T':2,'A':7,'Z':0}[c.upper()]
        args = [num() for _ in range(n * R.choice([1, 1, 2, 3]))] if n else []
        if c.upper() == 'A' and args:
            for k in range(3, len(args), 7):
                args[k] = R.choice(['0', '1'] if VALID else ['0', '1', '2', num()])
                if k + 1 < len(args): args[k+1] = R.choice(['0', '1'] if VALID else ['0', '1', '5'])
        cmds.append(c + ' '.join(args))
    return ' '.join(cmds)
def points():
    k = R.choice([0, 1, 2, 3, 50, 5000, 100000 if R.random() < 0.05 else 10])
    if R.random() < 0.4:
        # A chart line: x never turning back (drawn by columns, `LineColumns`), steps of 0 to
        # wild, y anywhere.
        x, out = 0.0, []
        for _ in range(k):
            x += R.choice([0, 1e-6, 0.01, 0.475, 3, 1e4])
            out.append(f'{x:.6g},{num()}')
        return ' '.join(out)
    return ' '.join(f'{num()},{num()}' for _ in range(k))
def style_attrs():
    a = []
    if R.random() < 0.8: a.append(f'fill="{color()}"')
    if R.random() < 0.8: a.append(f'stroke="{color()}"')
    if R.random() < 0.7: a.append(f'stroke-width="{R.choice([pos(), num()])}"')
    if R.random() < 0.4: a.append(f'stroke-linejoin="{R.choice(["miter","round","bevel","arcs","x"])}"')
    if R.random() < 0.4: a.append(f'stroke-linecap="{R.choice(["butt","round","square","x"])}"')
    if R.random() < 0.4: a.append(f'stroke-miterlimit="{R.choice(["0","1","0.5","4","1e9"] + ([] if VALID else ["NaN","-3"]))}"')
    if R.random() < 0.4:
        d = ','.join(R.choice(['0','1e-9','1e-3','0.1','1','5','1e9'] + ([] if VALID else ['-1','NaN','inf'])) for _ in range(R.randint(0,5)))
        a.append(f'stroke-dasharray="{d or "none"}"')
    if R.random() < 0.3: a.append(f'stroke-dashoffset="{num()}"')
    if R.random() < 0.3: a.append(f'fill-rule="{R.choice(["nonzero","evenodd","x"])}"')
    for o in ['opacity', 'fill-opacity', 'stroke-opacity']:
        if R.random() < 0.2: a.append(f'{o}="{R.choice(["0","0.5","1","2","-1","50%"])}"')
    if R.random() < 0.4:
        t = []
        for _ in range(R.randint(1, 3)):
            k = R.choice(['matrix', 'translate', 'scale', 'rotate'] + ([] if VALID else ['skewX', 'bogus']))
            n = {'matrix': 6, 'translate': R.choice([1,2]), 'scale': R.choice([1,2]), 'rotate': R.choice([1,3]), 'skewX': 1, 'bogus': 1}[k]
            t.append(f'{k}({" ".join(num(10) if R.random()<0.7 else R.choice(wild) for _ in range(n))})')
        a.append(f'transform="{" ".join(t)}"')
    return ' '.join(a)
def element():
    k = R.choice(['path', 'path', 'polyline', 'polygon', 'rect', 'circle', 'ellipse', 'line', 'g', 'text', 'use'])
    s = style_attrs()
    if k == 'path': return f'<path d="{pathdata()}" {s}/>'
    if k in ('polyline', 'polygon'): return f'<{k} points="{points()}" {s}/>'
    if k == 'rect': return f'<rect x="{num()}" y="{num()}" width="{pos()}" height="{pos()}" rx="{R.choice(["0","5",num()])}" {s}/>'
    if k == 'circle': return f'<circle cx="{num()}" cy="{num()}" r="{pos()}" {s}/>'
    if k == 'ellipse': return f'<ellipse cx="{num()}" cy="{num()}" rx="{pos()}" ry="{pos()}" {s}/>'
    if k == 'line': return f'<line x1="{num()}" y1="{num()}" x2="{num()}" y2="{num()}" {s}/>'
    if k == 'g': return f'<g {s}>' + ''.join(element() for _ in range(R.randint(0, 3))) + '</g>'
    return f'<{k} x="1">hi</{k}>'
def grad():
    stops = ''.join(f'<stop offset="{R.choice(["0","0.5","1","2","-1","50%"])}" stop-color="{color()}" stop-opacity="{R.choice(["0","1","0.5"])}"/>' for _ in range(R.randint(0, 4)))
    return f'<defs><linearGradient id="g" gradientUnits="{R.choice(["userSpaceOnUse","objectBoundingBox"])}" x1="{num()}" y1="{num()}" x2="{num()}" y2="{num()}">{stops}</linearGradient></defs>'
def svg():
    w = R.choice(['1920', '100', '1', '16384', '33.5'] if VALID else ['1920', '100', '1', '0', '-5', '16384', '16385', '1e9', 'NaN', '33.5'])
    h = R.choice(['1080', '100', '1', '17', '2000'] if VALID else ['1080', '100', '1', '0', '17', '16384', '100000'])
    vb = R.choice(['', f' viewBox="0 0 {w} {h}"', ' viewBox="-10 -10 20 20"', ' viewBox="0 0 1e-9 1e-9"', ' viewBox="0 0 1e30 1e30"'] + ([] if VALID else [' viewBox="0 0 0 0"', ' viewBox="NaN 0 1 1"']))
    body = (grad() if R.random() < 0.4 else '') + ''.join(element() for _ in range(R.randint(1, 6)))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"{vb}>{body}</svg>'

os.makedirs(args.out, exist_ok=True)
kept = 0
for i in range(args.count):
    path = os.path.join(args.out, f'c{args.seed}_{i}.svg')
    with open(path, 'w') as f:
        f.write(svg())
    start = time.time()
    try:
        p = subprocess.run([args.bin, 'raster', path, '-o', os.path.join(args.out, f'out{args.seed}.png'),
                            '--threads', R.choice(['1', '2', '3'])], capture_output=True, timeout=args.timeout)
        took, err = time.time() - start, p.stderr.decode(errors='replace')
        crash = p.returncode < 0 or p.returncode >= 128 or 'Fatal error' in err
        if crash or took > args.slow:
            kept += 1
            print(f'{"CRASH" if crash else "SLOW"} exit {p.returncode}, {took:.1f} s: {path}', flush=True)
            continue
    except subprocess.TimeoutExpired:
        kept += 1
        print(f'TIMEOUT ({args.timeout:g} s): {path}', flush=True)
        continue
    os.remove(path)
print(f'{args.count} scenes, {kept} kept')
sys.exit(1 if kept else 0)
