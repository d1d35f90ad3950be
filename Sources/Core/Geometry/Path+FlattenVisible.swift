import Foundation

/// Flattening a huge curve against the region that will be drawn.
///
/// A curve needing more than `Path.maxSegmentsPerCurve` segments (a circle of radius 1e8
/// px: ~2·10⁵ for 0.1 px) would get only the cap, and its chords would miss the tolerance
/// by pixels — where the curve crosses the canvas, a silent wrong picture (a circle of
/// radius 1e9 whose top crosses a 1080-row canvas was drawn 50 rows off). Given the
/// visible region, such a curve is halved instead (de Casteljau, or its angle range), and
/// a part whose hull misses the region becomes its chord:
///
/// ```
///        hull misses the region: chord        hull meets it: halved again, until
///     ╭───────────────────╮                  a part needs at most `visibleSplitSegments`
///    ╱ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ╲      ┌────────┐   segments or lies wholly inside, then cut
///                           ╲     │ region │   in equal steps as ever
///                            ╲────┼────────┼──
/// ```
///
/// Exact for anything drawn inside the region: the part and its chord both lie in the
/// hull (convex), so the loop they make winds 0 around every point outside the hull; the
/// fill's winding number is unchanged in the region, and a stroke's pieces at the chord
/// lie outside a region widened by their reach. The work is that of the visible parts plus
/// a chord and a bounding box a level (at most `visibleSplitDepth` levels).
///
/// A dashed stroke needs the length along the curve, so there (`keepLength`) a hidden part
/// becomes a path of the part's own length instead of its chord: from its start through
/// M + s·(q − M) to its end, M the chord's middle and q its hull's corners (the quadratic's
/// control point, the cubic's two, an arc part's tangents' meeting point), s found by
/// bisection — at s = 0 it is the chord, at s = 1 at least as long as the curve (which lies
/// inside it), and it stays in the hull. The length: Gauss–Legendre over the part.
extension Path {
    /// Curves needing at most this many segments are cut in equal steps whatever the region
    /// (every curve inside a canvas of up to 16,384 px at 0.1 px): their points do not
    /// depend on it.
    static let visibleSplitSegments = 256

    /// Halvings at most (a curve of 1e30 px needs ~45 before its parts fit).
    static let visibleSplitDepth = 64

    /// Whether `visible` meets the bounding box of the points (finite: the caller takes
    /// curves with a non-finite point the capped way, which drops such points).
    @inline(__always) static func _hullMeets(_ visible: Rect, _ p: Point, _ q: Point, _ u: Point, _ v: Point) -> Bool {
        visible._meetsBox(Point(x: min(p.x, q.x, u.x, v.x), y: min(p.y, q.y, u.y, v.y)),
                          Point(x: max(p.x, q.x, u.x, v.x), y: max(p.y, q.y, u.y, v.y)))
    }

    /// Whether the bounding box of the points lies inside `visible`: halving such a part
    /// culls nothing, so it is cut in equal steps (at most `maxSegmentsPerCurve`: within
    /// a 16,384 px canvas only a cubic at the least tolerance, 0.001 px, can need more, by
    /// a few percent; a stroke's region, widened by a huge pen's reach, may hold longer
    /// parts — the cap then bounds the work).
    @inline(__always) static func _hullInside(_ visible: Rect, _ p: Point, _ q: Point, _ u: Point, _ v: Point) -> Bool {
        min(p.x, q.x, u.x, v.x) >= visible.minX && max(p.x, q.x, u.x, v.x) <= visible.maxX
            && min(p.y, q.y, u.y, v.y) >= visible.minY && max(p.y, q.y, u.y, v.y) <= visible.maxY
    }

    /// The cubic p0…p3 (device space) flattened into `out` after its start: its parts that
    /// need more than `visibleSplitSegments` segments halved, those whose hull misses
    /// `visible` as their chords.
    static func _cubic<Sink: _PolylineSink>(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance tol: Double,
                                            visible: Rect, keepLength: Bool, depth: Int = 0, into out: inout Sink) {
        guard _hullMeets(visible, p0, p1, p2, p3) else {
            guard keepLength else { return out.emit(p3) }
            let length = _integral { t in
                let u = 1 - t
                return ((p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)).length
            }
            return _stretch(p0, p1, p2, p3, length: length, into: &out)
        }
        let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = _segments((3 * m / (4 * tol)).squareRoot())
        guard n > visibleSplitSegments && depth < visibleSplitDepth && !_hullInside(visible, p0, p1, p2, p3) else {
            return _cubicSteps(p0, p1, p2, p3, n, into: &out)
        }
        // de Casteljau at t = ½.
        let a = (p0 + p1) * 0.5, b = (p1 + p2) * 0.5, c = (p2 + p3) * 0.5
        let d = (a + b) * 0.5, e = (b + c) * 0.5, mid = (d + e) * 0.5
        _cubic(p0, a, d, mid, tolerance: tol, visible: visible, keepLength: keepLength, depth: depth + 1, into: &out)
        _cubic(mid, e, c, p3, tolerance: tol, visible: visible, keepLength: keepLength, depth: depth + 1, into: &out)
    }

    /// The cubic in `n` equal parameter steps, its start left out.
    @inline(__always) static func _cubicSteps<Sink: _PolylineSink>(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                                                                   _ n: Int, into out: inout Sink) {
        out.emit(n) { i in
            guard i < n else { return p3 }
            let s = Double(i) / Double(n), u = 1 - s
            let a = u * u * u, b = 3 * u * u * s, c = 3 * u * s * s, d = s * s * s
            return p0 * a + p1 * b + p2 * c + p3 * d
        }
    }

    /// The quadratic p0, p1, p2 (device space): `_cubic`'s halving for it.
    static func _quad<Sink: _PolylineSink>(_ p0: Point, _ p1: Point, _ p2: Point, tolerance tol: Double,
                                           visible: Rect, keepLength: Bool, depth: Int = 0, into out: inout Sink) {
        guard _hullMeets(visible, p0, p1, p1, p2) else {
            guard keepLength else { return out.emit(p2) }
            let length = _integral { t in ((p1 - p0) * (2 * (1 - t)) + (p2 - p1) * (2 * t)).length }
            return _stretch(p0, p1, p1, p2, length: length, into: &out)
        }
        let n = _segments(((p0 - p1 * 2 + p2).length / (4 * tol)).squareRoot())
        guard n > visibleSplitSegments && depth < visibleSplitDepth && !_hullInside(visible, p0, p1, p1, p2) else {
            return _quadSteps(p0, p1, p2, n, into: &out)
        }
        let a = (p0 + p1) * 0.5, b = (p1 + p2) * 0.5, mid = (a + b) * 0.5
        _quad(p0, a, mid, tolerance: tol, visible: visible, keepLength: keepLength, depth: depth + 1, into: &out)
        _quad(mid, b, p2, tolerance: tol, visible: visible, keepLength: keepLength, depth: depth + 1, into: &out)
    }

    /// The quadratic in `n` equal parameter steps, its start left out.
    @inline(__always) static func _quadSteps<Sink: _PolylineSink>(_ p0: Point, _ p1: Point, _ p2: Point, _ n: Int,
                                                                  into out: inout Sink) {
        out.emit(n) { i in
            guard i < n else { return p2 }
            let s = Double(i) / Double(n), u = 1 - s
            return p0 * (u * u) + p1 * (2 * u * s) + p2 * (s * s)
        }
    }

    /// An elliptical arc (`Path.arc`'s centre `c`, radii `r`, axis rotation, angles θ0 to
    /// θ1) mapped by `t`, `_cubic`'s halving over its angle range; `rMax` is its largest
    /// radius in `t`'s output space (device pixels for a fill, user units for the stroker's
    /// wide caps and joins). Parts are at most a quarter turn: each lies in the triangle of
    /// its ends and their tangents' meeting point (an affine image of a circle's), whose
    /// box is tested. Points as `_polylines`' arcs: inner ones moved out to keep each chord's
    /// sector area, the end on the arc.
    static func _arc<Sink: _PolylineSink>(_ c: Point, _ r: Point, rotation: Double, from a0: Double, to a1: Double,
                                          rMax: Double, _ t: AffineTransform, tolerance tol: Double,
                                          visible: Rect, keepLength: Bool, depth: Int = 0, into out: inout Sink) {
        // A NaN angle (the stroker's join after a segment too long for Double, whose
        // direction is 0 · ∞) fails every test below but the depth: 2⁶⁴ halvings. Nothing
        // then, as for other non-finite geometry.
        guard a0.isFinite && a1.isFinite else { return }
        let (rs, rc) = (sin(rotation), cos(rotation))
        /// The arc's point at angle θ, its radii scaled by f, in device space.
        func at(_ theta: Double, _ f: Double) -> Point {
            let ex = r.x * f * cos(theta), ey = r.y * f * sin(theta)
            return t.apply(Point(x: c.x + rc * ex - rs * ey, y: c.y + rs * ex + rc * ey))
        }
        let sweep = a1 - a0, n = _segments(abs(sweep) / (8 * tol / rMax).squareRoot())
        let half = (a0 + a1) / 2
        var inside = false
        if abs(sweep) <= Double.pi / 2 {
            let start = at(a0, 1), corner = at(half, 1 / cos(sweep / 2)), end = at(a1, 1)
            inside = _hullInside(visible, start, corner, end, end)
            guard _hullMeets(visible, start, corner, end, end) else {
                guard keepLength else { return out.emit(end) }
                let length = _integral { u in
                    let theta = a0 + u * sweep, ex = -r.x * sin(theta) * sweep, ey = r.y * cos(theta) * sweep
                    return t.applyToVector(Point(x: rc * ex - rs * ey, y: rs * ex + rc * ey)).length
                }
                return _stretch(start, corner, corner, end, length: length, into: &out)
            }
        }
        if (n <= visibleSplitSegments || inside) && abs(sweep) <= Double.pi / 2 || depth >= visibleSplitDepth {
            let step = sweep / Double(n), k = _areaScale(abs(step), sine: abs(sin(step)))
            return out.emit(n) { i in at(a0 + Double(i) * step, i == n ? 1 : k) }
        }
        _arc(c, r, rotation: rotation, from: a0, to: half, rMax: rMax, t, tolerance: tol, visible: visible,
             keepLength: keepLength, depth: depth + 1, into: &out)
        _arc(c, r, rotation: rotation, from: half, to: a1, rMax: rMax, t, tolerance: tol, visible: visible,
             keepLength: keepLength, depth: depth + 1, into: &out)
    }

    /// ∫₀¹ speed(t) dt: four panels of 8-point Gauss–Legendre (a curve's length from its
    /// speed; exact for a circle's constant one).
    static func _integral(_ speed: (Double) -> Double) -> Double {
        let x = _gaussNodes, w = _gaussWeights
        var sum = 0.0
        for panel in 0..<4 {
            let mid = (Double(panel) + 0.5) / 4, half = 0.125
            for k in 0..<4 { sum += w[k] * (speed(mid - half * x[k]) + speed(mid + half * x[k])) }
        }
        return sum * 0.125
    }

    /// 8-point Gauss–Legendre on [−1, 1]: the positive nodes (the rule is symmetric) and
    /// their weights.
    static let _gaussNodes = SIMD4<Double>(0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363)
    static let _gaussWeights = SIMD4<Double>(0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763)

    /// Emits the path a → M + s·(q1 − M) → M + s·(q2 − M) → b (M the middle of a…b) of
    /// length `length`, or the longest, s = 1, if that is shorter (rounding), start left out.
    static func _stretch<Sink: _PolylineSink>(_ a: Point, _ q1: Point, _ q2: Point, _ b: Point, length: Double,
                                              into out: inout Sink) {
        let m = (a + b) * 0.5
        func path(_ s: Double) -> (Point, Point, Double) {
            let u = m + (q1 - m) * s, v = m + (q2 - m) * s
            return (u, v, (u - a).length + (v - u).length + (b - v).length)
        }
        // The length grows with s (a sum of norms of affine maps, least at s = 0).
        var lo = 0.0, hi = 1.0
        if path(1).2 > length {
            for _ in 0..<60 { let mid = (lo + hi) / 2; if path(mid).2 < length { lo = mid } else { hi = mid } }
        }
        let (u, v, _) = path(hi)
        out.emit(u); out.emit(v); out.emit(b)
    }
}
