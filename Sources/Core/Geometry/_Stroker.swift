import Foundation

/// The stroker's working state: the style, the output, and the right-side scratch reused
/// across subpaths (a `Stroker` keeps both across calls, so a warm frame allocates nothing).
///
/// One open polyline P0…Pm becomes one contour; `n` is the left offset (−dy, dx)·w/2:
///
///     P0+n ──────────── P1+n ── join ── P2+n …  Pm+n
///       │ start cap        (inner corner: … → P → …)  │ end cap
///     P0−n ──────────── P1−n ────────── P2−n …  Pm−n
///
/// The left side is emitted forward, the right side saved and emitted backward. At a
/// corner the outer side gets the join (the miter tip alone, since the offset points
/// beside it are collinear with it; or both offset points with a round arc or nothing)
/// and the inner side goes through the vertex P itself: then the contour is exactly the
/// sum of the segment rectangles and join wedges (shared edges cancel), all of the same
/// orientation (negative shoelace area), so its non-zero fill is their union. Where both
/// segments are long enough, the inner side cuts straight from P+na to P+nb (a triangle
/// both rectangles cover is left out once, see `vertex`): the same union, one edge less.
struct _Stroker {
    let hw: Double
    let join: StrokeStyle.Join
    let cap: StrokeStyle.Cap
    /// Caps of open subpaths at their start and end (butt where a chunk of a long
    /// polyline meets the next chunk, see `Stroker+Chunks.swift`).
    var startCap: StrokeStyle.Cap, endCap: StrokeStyle.Cap
    /// Bevel instead of miter when 1 + cos(turn) < this (= 2 / limit²).
    let miterMin: Double
    let dashOffset: Double
    let t: AffineTransform
    /// Angle step of round joins and caps: chord error ≤ tolerance at radius hw.
    let step: Double, stepCos: Double, stepSin: Double
    /// A round join whose miter tip is within the tolerance of its arc (1 + cos(turn) ≥
    /// this) is drawn as the tip alone: one outline point instead of two or more.
    let roundTipMin: Double
    var out = FlatPath()
    /// Where dashes are stroked (user space; nil: everywhere): a dash whose points' box
    /// misses it cannot reach the region drawn (`Stroker._userRegion`, widened by the pen's
    /// reach).
    var visible: Rect?
    /// The region drawn itself, in user space: round joins and caps too wide for `minStep`
    /// (outline arcs, no reach to add) are flattened against it (`Path._arc`).
    var outlineVisible: Rect?
    /// The flattening tolerance, user units.
    let tolerance: Double
    /// The least angle step of round joins and caps (4,096 a turn): bounded work for any
    /// width; a wider pen's arcs are cut against `outlineVisible` when it is given.
    static let minStep = 2 * Double.pi / 4096
    /// Whether round joins and caps need more steps than `minStep` allows.
    let arcsTooWide: Bool

    /// Whether a pen of half-width `hw` needs finer steps than `minStep` for `tolerance`
    /// (both user units).
    static func arcsTooWide(tolerance: Double, hw: Double) -> Bool { (8 * tolerance / hw).squareRoot() < minStep }
    /// The right side of the contour being built, already in device pixels.
    var right: [SIMD2<Float>] = []

    init(style: StrokeStyle, transform: AffineTransform, tolerance: Double) {
        hw = style.width / 2
        join = style.join
        cap = style.cap
        startCap = style.cap; endCap = style.cap
        let limit = max(style.miterLimit.isFinite ? style.miterLimit : 4, 1)
        miterMin = 2 / (limit * limit)
        dashOffset = style.dashOffset.isFinite ? style.dashOffset : 0
        t = transform
        let s = min((8 * tolerance / hw).squareRoot(), Double.pi / 2)
        step = max(s, Self.minStep)
        self.tolerance = tolerance
        arcsTooWide = Self.arcsTooWide(tolerance: tolerance, hw: hw)
        stepCos = cos(step); stepSin = sin(step)
        // The tip is hw / cos(turn/2) from the vertex, the arc hw: within `tolerance` when
        // cos²(turn/2) = (1 + cos turn)/2 ≥ (hw / (hw + tolerance))².
        let r = hw / (hw + tolerance)
        roundTipMin = 2 * r * r
    }

    /// Output points per input vertex to reserve: 5 (3 inner, 2 outer) plus the arc
    /// points of a round join turning by up to π, at most 16 of them: a thick stroke at a
    /// fine tolerance has up to 2048 arc points per join, and reserving that for every
    /// vertex (most of which barely turn) asked for 16 GB for a 1M-point line (issue #9);
    /// past 16 the output grows geometrically instead.
    var pointsPerVertex: Int { join == .round ? 5 + min(Int(Double.pi / step), 16) : 5 }

    @inline(__always) func map(_ p: Point) -> SIMD2<Float> {
        SIMD2(Float(t.a * p.x + t.c * p.y + t.tx), Float(t.b * p.x + t.d * p.y + t.ty))
    }

    /// Emits a user-space point into the output, mapped to device pixels.
    @inline(__always) mutating func put(_ p: Point) { out.points.append(map(p)) }

    @inline(__always) mutating func putRight(_ p: Point) { right.append(map(p)) }

    @inline(__always) mutating func emit(_ p: Point, left: Bool) {
        if left { put(p) } else { putRight(p) }
    }

    /// The index of the first finite point after `i` that differs from `p` (zero-length
    /// segments and NaN/infinite points are skipped), or `src.count`.
    @inline(__always) func next(_ src: UnsafeBufferPointer<Point>, after i: Int, from p: Point) -> Int {
        var j = i + 1
        while j < src.count && (src[j] == p || !src[j].isFinite) { j += 1 }
        return j
    }

    /// Strokes one flattened subpath (user space), one streaming pass.
    mutating func stroke(_ src: UnsafeBufferPointer<Point>, closed: Bool) {
        var i0 = 0
        while i0 < src.count && !src[i0].isFinite { i0 += 1 }
        guard i0 < src.count else { return }
        let p0 = src[i0]
        var i = next(src, after: i0, from: p0)
        guard i < src.count else { dot(p0); return }
        if closed {
            var k = i
            while k < src.count && (src[k] == p0 || !src[k].isFinite) { k += 1 }
            if k == src.count { dot(p0); return }  // only p0 repeated
        }
        right.removeAll(keepingCapacity: true)
        var p = src[i]
        let lFirst = (p - p0).length
        let dFirst = (p - p0) * (1 / lFirst), nFirst = normal(dFirst)
        var d = dFirst, n = nFirst, l = lFirst
        if !closed { put(p0 + n); putRight(p0 - n) }
        while true {
            let j = next(src, after: i, from: p)
            if j >= src.count { break }
            let q = src[j]
            let l2 = (q - p).length
            let d2 = (q - p) * (1 / l2), n2 = normal(d2)
            vertex(p, d, n, d2, n2, l, l2)
            d = d2; n = n2; l = l2; p = q; i = j
        }
        if closed {
            if p != p0 {
                let l2 = (p0 - p).length
                let d2 = (p0 - p) * (1 / l2), n2 = normal(d2)
                vertex(p, d, n, d2, n2, l, l2)
                d = d2; n = n2; l = l2
            }
            vertex(p0, d, n, dFirst, nFirst, l, lFirst)
            out.closeContour()
            out.points.append(contentsOf: right.reversed())
            out.closeContour()
        } else {
            put(p + n)
            capPoints(p, d, n, endCap)
            put(p - n)
            out.points.append(contentsOf: right.reversed())
            capPoints(p0, -dFirst, -nFirst, startCap)
            out.closeContour()
        }
    }

    @inline(__always) func unit(_ v: Point) -> Point { v * (1 / v.length) }
    @inline(__always) func normal(_ d: Point) -> Point { Point(x: -d.y * hw, y: d.x * hw) }

    /// The corner at `p` between a segment of direction `da` and length `la` and one of
    /// direction `db` and length `lb`.
    ///
    /// The inner side skips `p` (p+na → p+nb directly) when the triangle (p+na, p, p+nb)
    /// lies inside both segments' rectangles: p+nb is hw·|sin θ| behind p along `da` and
    /// within the width, so that holds when hw·|sin θ| ≤ min(la, lb). The contour then is
    /// the sum minus that triangle, which the two rectangles cover twice: the winding
    /// there drops from ≥ 2 to ≥ 1 and the non-zero union is the same, with one edge less
    /// per corner (a chart line's row holding a vertex has one piece and one slab less).
    @inline(__always) mutating func vertex(_ p: Point, _ da: Point, _ na: Point,
                                           _ db: Point, _ nb: Point, _ la: Double, _ lb: Double) {
        let cr = da.cross(db), dt = da.dot(db)
        if cr == 0 && dt > 0 { put(p + na); putRight(p - na); return }
        // A margin of 1% against rounding in the containment.
        let through = hw * abs(cr) > 0.99 * min(la, lb)
        if cr > 0 {  // turning toward +n: the left side is inner
            inner(p, na, nb, da, db, cr, la, lb, through: through, left: true)
            outerJoin(p, -na, -nb, dt, sweepSign: 1, left: false)
        } else {
            outerJoin(p, na, nb, dt, sweepSign: -1, left: true)
            inner(p, -na, -nb, da, db, cr, la, lb, through: through, left: false)
        }
    }

    /// The inner side of a corner, offsets `va` (before) and `vb` (after): through p, or
    /// cut from p+va to p+vb, or — where the two inner offset lines meet at X inside both
    /// segments (p + va + s·da with −la ≤ s ≤ 0, p + vb + u·db with 0 ≤ u ≤ lb) — X
    /// alone. The cut triangle and the triangle (X, p+va, p+vb) lie in both segments'
    /// rectangles (their corners do), so leaving them out keeps the non-zero union, and the
    /// two inner edges stop at X instead of crossing each other down to p (on a sharp
    /// zigzag, the whole length of the overlap: crossings in every row of it).
    @inline(__always) mutating func inner(_ p: Point, _ va: Point, _ vb: Point, _ da: Point, _ db: Point,
                                          _ cr: Double, _ la: Double, _ lb: Double, through: Bool, left: Bool) {
        if through { emit(p + va, left: left); emit(p, left: left); emit(p + vb, left: left); return }
        let dv = vb - va
        let s = dv.cross(db) / cr, u = dv.cross(da) / cr
        if abs(cr) > 1e-6 && s <= 0 && s >= -0.99 * la && u >= 0 && u <= 0.99 * lb {
            emit(p + va + da * s, left: left); return
        }
        emit(p + va, left: left); emit(p + vb, left: left)
    }

    /// The outer side of a corner, from p+va to p+vb. A miter within the limit is its
    /// tip alone: p+va and p+vb lie on the lines through the tip, so they add nothing.
    /// So is a round join that turns so little that the tip is within the tolerance of the
    /// arc (a dense line's near-straight vertices: 10% fewer points on a 100k-point one).
    @inline(__always) mutating func outerJoin(_ p: Point, _ va: Point, _ vb: Point,
                                              _ dt: Double, sweepSign: Double, left: Bool) {
        if (join == .miter && 1 + dt >= miterMin) || (join == .round && 1 + dt >= roundTipMin) {
            emit(p + (va + vb) * (1 / (1 + dt)), left: left); return
        }
        emit(p + va, left: left)
        if join == .round {
            // `arcPoints` up to `vb` without its angle (an atan2 per join): a step is inside
            // the arc while `vb` is still ahead of it, sin(remaining) = cross / hw² > 1e-9.
            if outlineVisible != nil && arcsTooWide {
                let turn = atan2(va.cross(vb), va.dot(vb))
                culledArc(p, from: va, sweep: turn * sweepSign < 0 ? turn + 2 * Double.pi * sweepSign : turn, left: left)
                return emit(p + vb, left: left)
            }
            let s = stepSin * sweepSign, k = Path._areaScale(step, sine: stepSin)
            let ahead = 1e-9 * va.dot(va)
            var u = va
            while true {
                u = Point(x: u.x * stepCos - u.y * s, y: u.x * s + u.y * stepCos)
                guard u.cross(vb) * sweepSign > ahead else { break }
                emit(p + u * k, left: left)
            }
        }
        emit(p + vb, left: left)
    }

    /// Points at multiples of `step` strictly inside an arc of `angle` radians about `c`
    /// starting at offset `v`, turning by the sign of `sign`.
    @inline(__always) mutating func arcPoints(_ c: Point, from v: Point, angle: Double,
                                              sign: Double, left: Bool) {
        if outlineVisible != nil && arcsTooWide { return culledArc(c, from: v, sweep: angle * sign, left: left) }
        let s = stepSin * sign
        var u = v, a = step
        // Arc points sit at radius × sqrt(φ/sin φ), so that round joins and caps keep the
        // area of the disc they stand for (inscribed points lost 1.5% of a dense 1.5 px
        // round-joined line's ink against the supersampled reference).
        let k = Path._areaScale(step, sine: stepSin)
        while a < angle - 1e-9 {
            u = Point(x: u.x * stepCos - u.y * s, y: u.x * s + u.y * stepCos)
            emit(c + u * k, left: left)
            a += step
        }
    }

    /// Points strictly inside the arc about `c` from offset `v` turning by `sweep` radians,
    /// for a pen too wide for `minStep`: its parts that can show flattened to the
    /// tolerance, the others as chords (`Path._arc`, in user space against `outlineVisible`).
    mutating func culledArc(_ c: Point, from v: Point, sweep: Double, left: Bool) {
        guard let visible = outlineVisible else { return }
        var arc = _Polylines()
        let a0 = atan2(v.y, v.x)
        Path._arc(c, Point(x: hw, y: hw), rotation: 0, from: a0, to: a0 + sweep, rMax: hw, .identity,
                  tolerance: tolerance, visible: visible, keepLength: false, into: &arc)
        for q in arc.points.dropLast() { emit(q, left: left) }
    }

    /// Points strictly between p+n and p−n for a cap at end point `p`, direction `d`
    /// pointing out of the stroke.
    @inline(__always) mutating func capPoints(_ p: Point, _ d: Point, _ n: Point,
                                              _ cap: StrokeStyle.Cap) {
        switch cap {
        case .butt: return
        case .square: put(p + n + d * hw); put(p - n + d * hw)
        case .round: arcPoints(p, from: n, angle: Double.pi, sign: -1, left: true)
        }
    }

    /// A zero-length subpath: a disc (round cap), an x-aligned square (square cap) or
    /// nothing (butt), oriented like the stroke contours.
    mutating func dot(_ p: Point) {
        switch cap {
        case .butt: return
        case .square:
            let n = Point(x: 0, y: hw), d = Point(x: hw, y: 0)
            put(p - d + n); put(p + d + n); put(p + d - n); put(p - d - n)
        case .round:
            let n = Point(x: 0, y: hw)
            put(p + n)
            arcPoints(p, from: n, angle: 2 * Double.pi, sign: -1, left: true)
        }
        out.closeContour()
    }
}
