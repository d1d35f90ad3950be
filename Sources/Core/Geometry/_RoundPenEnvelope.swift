import Foundation

/// One side of a round-pen stroke of an x-monotone polyline: the upper envelope
/// U(x) = max over the pen's centres t on the line of t.y + √(r² − (x − t.x)²), built
/// exactly from the circles about the vertices and the lines offset by r from the segments
/// (y up here; the caller negates y for the other side).
///
/// Why the stroke is then the region between two envelopes, with no hole: the union of
/// discs of radius r centred on the line meets the vertical line at x in the discs'
/// intervals, each centred on its own centre's y, for the centres with |t.x − x| ≤ r. Those
/// centres are a connected piece of the line (x never decreases along it) and each interval
/// contains its centre's y, so their union is one interval: [L(x), U(x)].
///
/// ```
///        ╭─╮    ╭──────╮            U: arcs of vertex circles and offset lines,
///      ╭─╯ ╰────╯      ╰─╮          kept where they are the highest at x
///      │  •──•      •────•│         the line (•: vertices)
///      ╰─╮ ╭────╮      ╭─╯          L: the same, lowest
///        ╰─╯    ╰──────╯
/// ```
///
/// Pieces come in line order, so each reaches back at most 2r past the envelope's end and
/// an insertion rebuilds only the envelope's tail. Most pieces of a dense line are below
/// the envelope everywhere; a bound drops them before they are inserted: in x bins of
/// width h = r/8, any x in bin c is within (k + 1)·h of every vertex in bins c ± k, so
/// U(x) ≥ max over k < 8 of (their highest y) + √(r² − ((k + 1)·h)²), and a piece no
/// higher than that bound anywhere in its span adds nothing.
/// - Complexity: O(pieces · envelope breakpoints within 2r + a segment's length).
final class _RoundPenEnvelope {
    /// A circle about (x, y) of radius r (its upper half), or the line y + m · (x′ − x).
    struct Piece: Equatable { var x, y, m: Double; var line: Bool }
    /// No piece: height −∞ (crossings with it are NaN or infinite, so anything wins).
    static let gap = Piece(x: 0, y: -.infinity, m: 0, line: true)
    /// Piece `piece` is the highest from `start` to the next entry's start (the last's to
    /// `end`); `height` is the envelope's height at `start`.
    struct Entry { var start, height: Double; var piece: Piece }

    let r: Double, r2: Double
    private(set) var end = -Double.infinity, endHeight = 0.0
    /// The entries, `count` of them, in `capacity` slots; `old` holds a tail being rebuilt.
    private var e: UnsafeMutablePointer<Entry>, count = 0, capacity = 64
    private var old: UnsafeMutablePointer<Entry>, oldCapacity = 64

    init(radius: Double) {
        r = radius; r2 = radius * radius
        e = .allocate(capacity: capacity); old = .allocate(capacity: oldCapacity)
    }

    deinit { e.deallocate(); old.deallocate() }

    /// Adds the pen's sweep along the line `p…` (x never decreasing, every point finite), in
    /// the frame given: y up. Empty envelopes only.
    func add(_ p: UnsafeBufferPointer<SIMD2<Double>>) {
        guard let first = p.first, let last = p.last else { return }
        // The bins' lower bounds of U (none when bins of r/8 would outnumber the points):
        // a vertex k bins away is within (|k| + 1)·h of any x in the bin.
        let x0 = first.x - r, h = r / 8, invH = 8 / r, span = last.x + r - x0
        let bins = span * invH < Double(4 * p.count + 1024) ? Int(span * invH) + 2 : 0
        var bound = [Double](repeating: -.infinity, count: bins)
        if bins > 0 {
            var top = [Double](repeating: -.infinity, count: bins)
            for q in p { let c = Int((q.x - x0) * invH); top[c] = max(top[c], q.y) }
            // (|k| + 1.01)·h: a vertex rounded into a neighbouring bin is still within it.
            let lifts = (0..<8).map { (k: Int) -> Double in
                let d = (Double(k) + 1.01) * h
                return max(r2 - d * d, 0).squareRoot()
            }
            for c in 0..<bins {
                var b = top[c] + lifts[0]
                for k in 1..<8 {
                    if c >= k { b = max(b, top[c - k] + lifts[k]) }
                    if c + k < bins { b = max(b, top[c + k] + lifts[k]) }
                }
                bound[c] = b
            }
        }
        // The lowest bound over the 19 bins a circle's span [x − r, x + r] = 16 bins can touch
        // (one more each side for rounding): block prefix and suffix minima (van Herk).
        let w = 19
        var circleBound = [Double](repeating: -.infinity, count: bins)
        if bins > 0 {
            var pre = bound, suf = bound
            for c in 1..<bins where c % w != 0 { pre[c] = min(pre[c], pre[c - 1]) }
            for c in stride(from: bins - 2, through: 0, by: -1) where (c + 1) % w != 0 { suf[c] = min(suf[c], suf[c + 1]) }
            for c in 0..<bins {
                let lo = c - 9, hi = c + 9
                circleBound[c] = lo >= 0 && hi < bins ? min(suf[lo], pre[hi]) : -.infinity
            }
        }
        /// Whether a piece reaching `peak` at most is above the bound somewhere on [lo, hi].
        func shows(_ peak: Double, _ lo: Double, _ hi: Double) -> Bool {
            guard bins > 0 else { return true }
            let c1 = min(Int((hi - x0) * invH), bins - 1)
            var c = max(Int((lo - x0) * invH), 0)
            while c <= c1 { if bound[c] < peak { return true }; c += 1 }
            return false
        }
        insert(Piece(x: first.x, y: first.y, m: 0, line: false), first.x - r, first.x + r)
        for i in 1..<max(p.count, 1) {
            let a = p[i - 1], b = p[i], dx = b.x - a.x, dy = b.y - a.y
            // Both ends in one bin: the line's and b's circle's spans lie in its circle window,
            // and neither reaches r above the higher end (most of a dense line: no square root).
            let cb = bins > 0 ? Int((b.x - x0) * invH) : 0
            if bins > 0 && Int((a.x - x0) * invH) == cb && max(a.y, b.y) + r <= circleBound[cb] { continue }
            // The offset line: the segment moved by r along its upward normal (−dy, dx)/len.
            // A vertical segment's upper side is its higher end's circle; no line.
            if dx > 0 {
                let len = (dx * dx + dy * dy).squareRoot(), shift = -r * dy / len, lift = r * len / dx
                if shows(max(a.y, b.y) + r * dx / len, a.x + shift, b.x + shift) {
                    insert(Piece(x: a.x, y: a.y + lift, m: dy / dx, line: true), a.x + shift, b.x + shift)
                }
            }
            // b's circle: under the two bodies where the line turns left at b (y up) and both
            // segments are at least r long — the part of the disc outside the bodies is the
            // wedge on the turn's outer side, below b — so only their lines show there.
            if i + 1 < p.count {
                let c = p[i + 1], ex = c.x - b.x, ey = c.y - b.y
                if dx * ey - dy * ex > 0 && dx * dx + dy * dy >= r2 && ex * ex + ey * ey >= r2 { continue }
            }
            if b != a && (bins == 0 || circleBound[cb] < b.y + r) {
                insert(Piece(x: b.x, y: b.y, m: 0, line: false), b.x - r, b.x + r)
            }
        }
    }

    /// The envelope's height at x in its span (−∞ outside). - Complexity: O(log entries).
    func height(at x: Double) -> Double {
        guard count > 0, x >= e[0].start, x <= end else { return -.infinity }
        var lo = 0, hi = count  // the last entry starting at or before x
        while hi - lo > 1 { let mid = (lo + hi) / 2; if e[mid].start <= x { lo = mid } else { hi = mid } }
        return value(e[lo].piece, x)
    }

    /// The piece's height at x (a circle's clamped to its centre outside its span).
    @inline(__always) func value(_ p: Piece, _ x: Double) -> Double {
        if p.line { return p.y + p.m * (x - p.x) }
        let u = x - p.x
        return p.y + max(0, r2 - u * u).squareRoot()
    }

    /// Where `g` and `f` cross, as x and height (NaN: none). Two circles, translates of one
    /// concave function, cross at most once: where their full circles meet above both
    /// centres. A line meets a full circle at most twice (the points may lie on its lower
    /// half: `gWins` tells the sides apart).
    @inline(__always) func crossings(_ g: Piece, _ f: Piece) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let none = (Double.nan, Double.nan, Double.nan, Double.nan)
        switch (g.line, f.line) {
        case (true, true):
            // g.y + g.m·u = f.y + f.m·(u + g.x − f.x), u = x − g.x
            let dm = g.m - f.m
            guard dm != 0 else { return none }
            let u = (f.y + f.m * (g.x - f.x) - g.y) / dm
            return (g.x + u, g.y + g.m * u, .nan, .nan)
        case (false, false):
            // Equal circles meet on the perpendicular bisector of their centres, h·d from it;
            // the higher point, if it is above both centres.
            let dx = f.x - g.x, dy = f.y - g.y, d2 = dx * dx + dy * dy
            guard d2 > 0, d2 <= 4 * r2 else { return none }
            let h = (r2 / d2 - 0.25).squareRoot(), s: Double = dx >= 0 ? 1 : -1
            let px = g.x + dx / 2 - s * h * dy, py = g.y + dy / 2 + h * abs(dx)
            return py >= max(g.y, f.y) ? (px, py, .nan, .nan) : none
        default:
            // The line as k + m·u about the circle's centre (u = x − centre.x):
            // (1 + m²)u² + 2mk·u + k² − r² = 0.
            let (l, c) = g.line ? (g, f) : (f, g)
            let m = l.m, k = l.y - c.y + m * (c.x - l.x)
            let a = 1 + m * m, b = m * k, disc = b * b - a * (k * k - r2)
            guard disc >= 0 else { return none }
            let q = disc.squareRoot(), u0 = (-b - q) / a, u1 = (-b + q) / a
            return (c.x + u0, c.y + k + m * u0, c.x + u1, c.y + k + m * u1)
        }
    }

    /// Whether `g` is higher than `f` at x, inside both spans and between their crossings
    /// (`crossings`, x0 ≤ x1): without a square root unless two circles do not cross.
    @inline(__always) func gWins(_ g: Piece, _ f: Piece, _ x: Double, _ c0: Double, _ c1: Double) -> Bool {
        switch (g.line, f.line) {
        case (true, true): return value(g, x) > value(f, x)
        case (false, false):
            // g − f is monotone: right of the crossing the circle centred further right wins.
            if c0.isNaN { return value(g, x) > value(f, x) }
            return (x > c0) == (g.x > f.x)
        default:
            // Between its two crossings the line is inside the full circle, below its upper
            // half; elsewhere outside: above the upper half where it is above the centre.
            let (l, c) = g.line ? (g, f) : (f, g)
            let lineWins = !(x > c0 && x < c1) && value(l, x) > c.y
            return g.line == lineWins
        }
    }

    /// Makes `g` the highest wherever it is higher than the envelope on [lo, hi].
    func insert(_ g: Piece, _ lo: Double, _ hi: Double) {
        guard count > 0 else {
            push(lo, g, value(g, lo)); end = hi; endHeight = value(g, hi)
            return
        }
        // In line order consecutive pieces' spans overlap, but a dropped piece may leave a
        // gap past the end: a piece at height −∞ there, for later pieces to cover.
        if lo > end { push(end, Self.gap, -.infinity); end = lo; endHeight = -.infinity }
        let lo = max(lo, e[0].start)
        guard hi > lo else { return }
        // Pieces are concave, so an entry is lowest at an end: where that is at least g's
        // highest, g loses the whole entry.
        let top = g.line ? max(value(g, lo), value(g, hi)) : g.y + r
        @inline(__always) func low(_ k: Int) -> Double { min(e[k].height, k + 1 < count ? e[k + 1].height : endHeight) }
        var j = count - 1
        while j > 0 && e[j].start > lo { j -= 1 }
        while j < count && low(j) >= top { j += 1 }
        // The tail from j moves to `old` and is pushed back piece by piece, g where higher.
        let m = count - j
        if m > oldCapacity {
            old.deallocate(); oldCapacity = max(m, 2 * oldCapacity); old = .allocate(capacity: oldCapacity)
        }
        // Safe because: j ..< count are initialised entries (trivial type), m ≤ oldCapacity.
        old.update(from: e + j, count: m)
        let oldEnd = end, oldEndHeight = endHeight
        count = j
        for k in 0..<m {
            let s = old[k].start, f = old[k].piece, t = k + 1 < m ? old[k + 1].start : oldEnd
            let a = max(s, lo), b = min(t, hi)
            guard a < b, min(old[k].height, k + 1 < m ? old[k + 1].height : oldEndHeight) < top else {
                push(s, f, old[k].height); continue
            }
            if s < a { push(s, f, old[k].height) }
            let c = crossings(g, f)
            // The runs between a, the crossings inside (a, b), and b: the higher at the middle,
            // from the height at its start (a crossing's, or the entry's where f goes on).
            var x = a, hx = Double.nan
            for i in 0..<3 {
                let (y, hy) = i == 0 ? (c.x0, c.y0) : i == 1 ? (c.x1, c.y1) : (b, Double.nan)
                guard y > x && y <= b else { continue }
                let wins = gWins(g, f, (x + y) / 2, c.x0, c.x1)
                let p = wins ? g : f
                push(x, p, hx.isNaN ? (!wins && x == s ? old[k].height : value(p, x)) : hx)
                x = y; hx = hy
            }
            if b < t { push(b, f, value(f, b)) }
        }
        if hi > oldEnd { push(oldEnd, g, value(g, oldEnd)); end = hi; endHeight = value(g, hi) }
    }

    /// Appends piece `p` from x (at height y), merging it with an equal neighbour and
    /// dropping an entry it leaves empty.
    @inline(__always) private func push(_ x: Double, _ p: Piece, _ y: Double) {
        if count > 0 && e[count - 1].start >= x { count -= 1 }
        if count > 0 && e[count - 1].piece == p { return }
        if count == capacity {
            let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: 2 * capacity)
            bigger.moveInitialize(from: e, count: count)
            e.deallocate(); e = bigger; capacity *= 2
        }
        (e + count).initialize(to: Entry(start: x, height: y, piece: p))
        count += 1
    }

    /// Appends the envelope over [a, b] (inside its span; without the point at b unless
    /// `closing`) as points (x, sign · y), x never decreasing: every breakpoint, and arcs cut in n ≥ 2 chords of at most `step` radians
    /// whose inner points sit at the radius R that keeps the arc's sector area (the end
    /// points stay on the circle: ½·sin φ·(2rR + (n − 2)R²) = ½·r²·nφ), as the stroker's
    /// joins keep theirs; x is held monotone where R moves a point past its neighbour.
    func emit(from a: Double, to b: Double, sign: Double, step: Double, closing: Bool,
              into out: inout [SIMD2<Float>]) {
        guard count > 0, a < b else { return }
        var k = 0
        while k + 1 < count && e[k + 1].start <= a { k += 1 }
        var lastX = a
        while k < count {
            let p = e[k].piece, s = max(e[k].start, a)
            let t = min(k + 1 < count ? e[k + 1].start : end, b)
            if s >= b { break }
            // A gap left between pieces (rounding at a dropped piece's end): its
            // neighbours' points meet across it.
            if p == Self.gap { k += 1; continue }
            out.append(SIMD2(Float(s), Float(sign * value(p, s))))
            if !p.line && t > s {
                let t0 = acos(min(max((s - p.x) / r, -1), 1)), t1 = acos(min(max((t - p.x) / r, -1), 1))
                // At least two chords: a dense line's envelope is many short arcs, and one
                // chord each lost 0.6% of a 1.5 px line's ink.
                let n = t0 - t1 > 1e-6 ? max(Int(((t0 - t1) / step).rounded(.up)), 2) : 1
                if n >= 2 {
                    let phi = (t0 - t1) / Double(n), q = phi / sin(phi), m = Double(n - 2)
                    let rk = n == 2 ? r * q : r * ((1 + m * Double(n) * q).squareRoot() - 1) / m
                    for i in 1..<n {
                        let angle = t0 - Double(i) * phi
                        let x = min(max(p.x + rk * cos(angle), lastX), t)
                        out.append(SIMD2(Float(x), Float(sign * (p.y + rk * sin(angle)))))
                        lastX = x
                    }
                }
            }
            lastX = max(lastX, t)
            k += 1
        }
        let y = value(e[max(k - 1, 0)].piece, b)
        if closing && y.isFinite { out.append(SIMD2(Float(b), Float(sign * y))) }
    }
}
