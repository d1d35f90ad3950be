import Foundation

/// The stroker's working state: the style, the output, and scratch buffers reused across
/// subpaths (so stroking allocates only the output and two scratch arrays).
///
/// One open polyline P0…Pm becomes one contour; `n` is the left offset (−dy, dx)·w/2:
///
///     P0+n ──────────── P1+n ── join ── P2+n …  Pm+n
///       │ start cap        (inner corner: … → P → …)  │ end cap
///     P0−n ──────────── P1−n ────────── P2−n …  Pm−n
///
/// The left side is emitted forward, the right side saved and emitted backward. At a
/// corner the outer side gets the join (miter point, round arc, or nothing for bevel)
/// and the inner side goes through the vertex P itself: then the contour is exactly the
/// sum of the segment rectangles and join wedges (shared edges cancel), all of the same
/// orientation (negative shoelace area), so its non-zero fill is their union.
struct _Stroker {
    let hw: Double
    let join: StrokeStyle.Join
    let cap: StrokeStyle.Cap
    /// Bevel instead of miter when 1 + cos(turn) < this (= 2 / limit²).
    let miterMin: Double
    let dashOffset: Double
    let t: AffineTransform
    /// Angle step of round joins and caps: chord error ≤ tolerance at radius hw.
    let step: Double, stepCos: Double, stepSin: Double
    var out = FlatPath()
    var pts: [Point] = []
    var right: [Point] = []

    init(style: StrokeStyle, transform: AffineTransform, tolerance: Double) {
        hw = style.width / 2
        join = style.join
        cap = style.cap
        let limit = max(style.miterLimit.isFinite ? style.miterLimit : 4, 1)
        miterMin = 2 / (limit * limit)
        dashOffset = style.dashOffset.isFinite ? style.dashOffset : 0
        t = transform
        let s = min((8 * tolerance / hw).squareRoot(), Double.pi / 2)
        step = max(s, 2 * Double.pi / 4096)
        stepCos = cos(step); stepSin = sin(step)
    }

    /// Emits a user-space point into the output, mapped to device pixels.
    @inline(__always) mutating func put(_ p: Point) {
        out.points.append(SIMD2(Float(t.a * p.x + t.c * p.y + t.tx),
                                Float(t.b * p.x + t.d * p.y + t.ty)))
    }

    @inline(__always) mutating func emit(_ p: Point, left: Bool) {
        if left { put(p) } else { right.append(p) }
    }

    /// Strokes one flattened subpath (user space).
    mutating func stroke(_ src: UnsafeBufferPointer<Point>, closed: Bool) {
        pts.removeAll(keepingCapacity: true)
        for p in src where pts.last != p { pts.append(p) }
        if closed, pts.count > 1, pts[0] == pts[pts.count - 1] { pts.removeLast() }
        if pts.count == 1 { dot(pts[0]) }
        if pts.count < 2 { return }
        if closed { strokeClosed() } else { strokeOpen() }
    }

    @inline(__always) func unit(_ v: Point) -> Point { v * (1 / v.length) }
    @inline(__always) func normal(_ d: Point) -> Point { Point(x: -d.y * hw, y: d.x * hw) }

    mutating func strokeOpen() {
        let m = pts.count
        right.removeAll(keepingCapacity: true)
        let d0 = unit(pts[1] - pts[0]), n0 = normal(d0)
        var d = d0, n = n0
        put(pts[0] + n); right.append(pts[0] - n)
        for j in 1..<(m - 1) {
            let p = pts[j]
            let d2 = unit(pts[j + 1] - p), n2 = normal(d2)
            vertex(p, d, n, d2, n2)
            d = d2; n = n2
        }
        let pe = pts[m - 1]
        put(pe + n)
        capPoints(pe, d, n)
        put(pe - n)
        for q in right.reversed() { put(q) }
        capPoints(pts[0], -d0, -n0)
        out.closeContour()
    }

    mutating func strokeClosed() {
        let m = pts.count
        right.removeAll(keepingCapacity: true)
        var d = unit(pts[0] - pts[m - 1]), n = normal(d)
        for j in 0..<m {
            let p = pts[j]
            let d2 = unit(pts[j + 1 == m ? 0 : j + 1] - p), n2 = normal(d2)
            vertex(p, d, n, d2, n2)
            d = d2; n = n2
        }
        out.closeContour()
        for q in right.reversed() { put(q) }
        out.closeContour()
    }

    /// The corner at `p` between a segment of direction `da` and one of direction `db`.
    @inline(__always) mutating func vertex(_ p: Point, _ da: Point, _ na: Point,
                                           _ db: Point, _ nb: Point) {
        let cr = da.cross(db), dt = da.dot(db)
        if cr == 0 && dt > 0 { put(p + na); right.append(p - na); return }
        if cr > 0 {  // turning toward +n: the left side is inner
            put(p + na); put(p); put(p + nb)
            right.append(p - na)
            joinPoints(p, -na, -nb, dt, sweepSign: 1, left: false)
            right.append(p - nb)
        } else {
            put(p + na)
            joinPoints(p, na, nb, dt, sweepSign: -1, left: true)
            put(p + nb)
            right.append(p - na); right.append(p); right.append(p - nb)
        }
    }

    /// Points strictly between p+va and p+vb on the outer side of a corner.
    @inline(__always) mutating func joinPoints(_ p: Point, _ va: Point, _ vb: Point,
                                               _ dt: Double, sweepSign: Double, left: Bool) {
        switch join {
        case .bevel: return
        case .miter:
            if 1 + dt >= miterMin { emit(p + (va + vb) * (1 / (1 + dt)), left: left) }
        case .round:
            let angle = atan2(abs(va.cross(vb)), va.dot(vb))
            arcPoints(p, from: va, angle: angle, sign: sweepSign, left: left)
        }
    }

    /// Points at multiples of `step` strictly inside an arc of `angle` radians about `c`
    /// starting at offset `v`, turning by the sign of `sign`.
    @inline(__always) mutating func arcPoints(_ c: Point, from v: Point, angle: Double,
                                              sign: Double, left: Bool) {
        let s = stepSin * sign
        var u = v, a = step
        while a < angle - 1e-9 {
            u = Point(x: u.x * stepCos - u.y * s, y: u.x * s + u.y * stepCos)
            emit(c + u, left: left)
            a += step
        }
    }

    /// Points strictly between p+n and p−n for a cap at end point `p`, direction `d`
    /// pointing out of the stroke.
    @inline(__always) mutating func capPoints(_ p: Point, _ d: Point, _ n: Point) {
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
