import Foundation

/// Curve flattening: a path becomes polylines whose distance to the true curve is at most
/// `tolerance` device pixels after the transform.
///
/// Each curve is mapped to device space first (Béziers and ellipses are affine-invariant)
/// and cut into `n` equal parameter steps, `n` chosen from the curve's second derivative:
/// linear interpolation over a step `h` errs by at most `h²/8 · max|B''|`, so
///
///     quadratic: B'' = 2·(p0 − 2p1 + p2)                  → n = ⌈√(|dd| / (4·tol))⌉
///     cubic:     |B''| ≤ 6·max(|dd0|, |dd1|)               → n = ⌈√(3·max / (4·tol))⌉
///     ellipse:   |P''| ≤ r_max (device) per radian²        → h = √(8·tol / r_max)
///
/// (the same second-difference bound as tiny-skia's and font-rs's curve subdivision).
/// A curve never gets more than `Path.maxSegmentsPerCurve` segments, so huge coordinates
/// cannot allocate without bound. Given the region that will be drawn (`clip`), a curve
/// that would need more is halved and its parts outside the region replaced by chords, so
/// it stays within the tolerance where it is seen (`Path+FlattenVisible.swift`); without
/// one the tolerance is then exceeded. Points that are NaN or infinite after the transform
/// are dropped, never traced.
extension Path {
    /// The cap on segments per curve element (see the type comment).
    public static let maxSegmentsPerCurve = 8192

    /// The path as closed device-pixel polygons: every subpath becomes one contour
    /// (open subpaths are closed implicitly, as a fill does); subpaths of fewer than two
    /// finite points are dropped.
    /// - Parameters:
    ///   - transform: user space → device pixels.
    ///   - tolerance: maximum distance in device pixels between curve and polyline
    ///     (clamped to at least 1e-3).
    ///   - threads: threads that may flatten runs of subpaths side by side (paths of at
    ///     least 8,192 elements: a chart's markers); the result is the same for any count.
    ///   - clip: the device region that will be drawn (e.g. the canvas' bounds), or nil.
    ///     Given, a curve too large for `Path.maxSegmentsPerCurve` stays within `tolerance`
    ///     inside it (its parts outside become chords: the fill inside is unchanged); curves
    ///     needing at most 256 segments are flattened the same either way; and a path with
    ///     points beyond Float's precision (131,072 px from the origin) is clipped to it in
    ///     Double before its points become Float.
    /// - Complexity: O(elements + emitted points); with `clip`, a huge curve's points are
    ///   those of its visible parts plus at most two chords a halving (64 halvings at most).
    public func flattened(transform: AffineTransform = .identity,
                          tolerance: Double = 0.1, threads: Int = 1, clip: Rect? = nil) -> FlatPath {
        var out = FlatPath()
        _flatten(transform: transform, tolerance: tolerance, threads: threads, clip: clip, into: &out)
        return out
    }

    /// `flattened` into `out`, whose arrays are emptied and reused (a scene redrawn every
    /// frame flattens into the last frame's storage: no fresh pages).
    func _flatten(transform: AffineTransform, tolerance: Double, threads: Int, clip: Rect? = nil,
                  into out: inout FlatPath) {
        // A pixel's margin: the region's edge pixels see the curve whole.
        let visible = clip.map { Rect(x: $0.minX - 1, y: $0.minY - 1, width: $0.maxX - $0.minX + 2,
                                      height: $0.maxY - $0.minY + 2) }
        out.points.removeAll(keepingCapacity: true)
        out.contourEnds.removeAll(keepingCapacity: true)
        // Eight runs a thread: a helper woken late (a frame's first parallel step finds
        // it asleep) still takes its share; with two a thread the caller often did three of
        // four (S5 at T=2: runs 227 µs at best, 410–489 in the median).
        let cuts = threads > 1 && verbs.count >= 8192 ? _subpathCuts(parts: 8 * min(threads, 16)) : []
        // Points past Float's precision: the path again, clipped in Double first.
        defer {
            if let visible, out.points.withUnsafeBufferPointer(_FlatSink.beyondFarOff) {
                _flattenFar(transform: transform, tolerance: tolerance, visible: visible, into: &out)
            }
        }
        guard cuts.count > 2 else {
            var sink = _FlatSink()
            swap(&sink.path, &out)
            _polylines(transform: transform, tolerance: tolerance, visible: visible, into: &sink)
            swap(&sink.path, &out)
            return
        }
        // Each run starts at a `move`, where flattening keeps no state from before it: the
        // same contours as one pass, concatenated.
        var runs = [FlatPath](repeating: FlatPath(), count: cuts.count - 1)
        runs.withUnsafeMutableBufferPointer { r in
            nonisolated(unsafe) let r = r
            Parallel.forEach(cuts.count - 1, threads: threads) { p in
                // Safe because: p < runs.count, and each item writes only its own run.
                var sink = _FlatSink()
                _polylines(transform: transform, tolerance: tolerance, visible: visible,
                           verbs: cuts[p].verb..<cuts[p + 1].verb, firstPoint: cuts[p].point, into: &sink)
                r[p] = sink.path
            }
        }
        out.points.reserveCapacity(runs.reduce(0) { $0 + $1.points.count })
        for run in runs {
            let base = out.points.count
            out.points += run.points
            out.contourEnds += run.contourEnds.map { $0 + base }
        }
    }

    /// The path far past Float's precision (`_FlatSink.farOff`) flattened into `out` again:
    /// in Double, each contour clipped to `visible` there (Sutherland–Hodgman: the
    /// winding number inside the box is kept), then made Float. A long edge between points
    /// 1e12 px away kept its ends only to 65,536 px in Float and crossed the canvas up to
    /// that far from where it should.
    func _flattenFar(transform: AffineTransform, tolerance: Double, visible: Rect, into out: inout FlatPath) {
        out.points.removeAll(keepingCapacity: true)
        out.contourEnds.removeAll(keepingCapacity: true)
        let lines = _polylines(transform: transform, tolerance: tolerance, visible: visible)
        var from = 0
        for end in lines.ends {
            let kept = Self._clip(lines.points[from..<end], to: visible)
            from = end
            if kept.count >= 3 { out.append(contour: kept.map { SIMD2(Float($0.x), Float($0.y)) }) }
        }
    }

    /// The closed polygon `p` clipped to `box` in Double, side by side (Sutherland–Hodgman).
    static func _clip(_ p: ArraySlice<Point>, to box: Rect) -> [Point] {
        var poly = Array(p)
        for (axis, bound, below) in _sides(of: box) {
            guard let last = poly.last else { break }
            func inside(_ q: Point) -> Bool { _keeps(q, axis: axis, bound: bound, below: below) }
            var out: [Point] = []
            out.reserveCapacity(poly.count + 4)
            var a = last, ina = inside(a)
            for b in poly {
                let inb = inside(b)
                if ina != inb { out.append(_crossing(a, b, axis: axis, bound: bound, scale: box.width + box.height)) }
                if inb { out.append(b) }
                a = b; ina = inb
            }
            poly = out
        }
        return poly
    }

    /// The sides of `box` as (axis, bound, keep below): x ≥ minX, x ≤ maxX, y ≥ minY, y ≤ maxY.
    static func _sides(of box: Rect) -> [(axis: Int, bound: Double, below: Bool)] {
        [(0, box.minX, false), (0, box.maxX, true), (1, box.minY, false), (1, box.maxY, true)]
    }

    /// Whether `q` is on the kept side of one of `_sides`.
    @inline(__always) static func _keeps(_ q: Point, axis: Int, bound: Double, below: Bool) -> Bool {
        let v = axis == 0 ? q.x : q.y
        return below ? v <= bound : v >= bound
    }

    /// Where segment a…b, its ends on either side of the line x = `bound` (axis 0) or
    /// y = `bound` (axis 1) or one on it, meets that line. `a + (b − a) · t` is off by an
    /// ulp of the ends' coordinates, which for a long segment is far more than a pixel (an
    /// edge from −1e20 to 1e20 crossed a canvas a pixel off, a line between such points
    /// vanished): the segment is halved first, keeping the half that holds the crossing,
    /// until it is no longer than `scale` (each midpoint a/2 + b/2 is rounded to its own
    /// magnitude, which shrinks towards the crossing). A segment no longer than `scale`
    /// takes the plain formula. - Complexity: O(log₂(|b − a| / scale)), at most 4,096 halvings.
    static func _crossing(_ a: Point, _ b: Point, axis: Int, bound: Double, scale: Double) -> Point {
        @inline(__always) func v(_ p: Point) -> Double { axis == 0 ? p.x : p.y }
        if v(a) == bound { return a }
        if v(b) == bound { return b }
        var a = a, b = b
        let below = v(a) < bound
        var halvings = 0
        while !((b - a).length <= scale) && halvings < 4096 {
            let m = a * 0.5 + b * 0.5
            if (v(m) < bound) == below { a = m } else { b = m }
            halvings += 1
        }
        var q = a + (b - a) * ((bound - v(a)) / (v(b) - v(a)))
        if axis == 0 { q.x = bound } else { q.y = bound }
        return q
    }

    /// `parts` + 1 cuts (element index, its first point's index) at `move` elements near
    /// equal shares of the elements; fewer when moves are scarce. - Complexity: O(elements).
    func _subpathCuts(parts: Int) -> [(verb: Int, point: Int)] {
        var cuts = [(verb: 0, point: 0)]
        var k = 0
        for (i, verb) in verbs.enumerated() {
            if verb == .move && i >= verbs.count * cuts.count / parts && i > cuts[cuts.count - 1].verb {
                cuts.append((i, k))
            }
            k += verb.pointCount
        }
        cuts.append((verbs.count, k))
        return cuts
    }

    /// The path flattened into Double polylines (the stroker's input for curves).
    /// - Complexity: O(elements + emitted points).
    func _polylines(transform t: AffineTransform, tolerance: Double, visible: Rect? = nil,
                    keepLength: Bool = false) -> _Polylines {
        var out = _Polylines()
        _polylines(transform: t, tolerance: tolerance, visible: visible, keepLength: keepLength, into: &out)
        return out
    }

    /// Flattens into polylines in `transform`'s output space, into `out`: a fill's Float
    /// contours (`_FlatSink`) or the stroker's Double polylines (`_Polylines`); `verbs` and
    /// `firstPoint` select a run of elements (from a `move`, or from the start). `visible`
    /// (in the output space): the region where huge curves must keep the tolerance;
    /// `keepLength`: their hidden parts keep their length (for dashes).
    /// - Complexity: O(elements + emitted points).
    func _polylines<Sink: _PolylineSink>(transform t: AffineTransform, tolerance: Double, visible: Rect? = nil,
                                         keepLength: Bool = false, verbs run: Range<Int>? = nil, firstPoint: Int = 0, into out: inout Sink) {
        let tol = max(tolerance.isFinite ? tolerance : 0.1, 1e-3)
        let run = run ?? verbs.indices
        out.reserve((points.count + points.count / 2) * run.count / max(verbs.count, 1))
        var cur = Point.zero, start = Point.zero
        var sines = _SineMemo(), shapes = _ArcMemo()
        // The last arc's segment count, step (its sine and cosine) and radius scale, by its
        // largest radius and sweep: markers repeat them arc after arc, and computing them
        // takes two square roots and three divisions (S5's geometry −21%).
        var arc = (r: Double.nan, sweep: Double.nan, n: 0, ds: 0.0, dc: 1.0, scale: 1.0)
        // Arcs' segment counts scale with it (two square roots: once, not once an arc).
        let scale = t.maxScale
        var k = firstPoint, v = run.lowerBound
        while v < run.upperBound {
            let verb = verbs[v]
            v += 1
            switch verb {
            case .move:
                out.finish(closed: false)
                cur = points[k]; start = cur
                out.emit(t.apply(cur))
            case .line:
                out.beginIfNeeded(t.apply(cur))
                // The run of lines from here, emitted at once.
                var lines = 1
                while v < run.upperBound && verbs[v] == .line { v += 1; lines += 1 }
                out.emit(lines) { i in t.apply(points[k + i - 1]) }
                k += lines - 1
                cur = points[k]
            case .quad:
                out.beginIfNeeded(t.apply(cur))
                let p0 = t.apply(cur), p1 = t.apply(points[k]), p2 = t.apply(points[k + 1])
                let dd = p0 - p1 * 2 + p2
                let n = Path._segments((dd.length / (4 * tol)).squareRoot())
                if let visible, n > Path.visibleSplitSegments, p0.isFinite, p1.isFinite, p2.isFinite {
                    Path._quad(p0, p1, p2, tolerance: tol, visible: visible, keepLength: keepLength, into: &out)
                } else {
                    Path._quadSteps(p0, p1, p2, n, into: &out)
                }
                cur = points[k + 1]
            case .cubic:
                out.beginIfNeeded(t.apply(cur))
                let p0 = t.apply(cur), p1 = t.apply(points[k])
                let p2 = t.apply(points[k + 1]), p3 = t.apply(points[k + 2])
                let m = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = Path._segments((3 * m / (4 * tol)).squareRoot())
                if let visible, n > Path.visibleSplitSegments, p0.isFinite, p1.isFinite, p2.isFinite, p3.isFinite {
                    Path._cubic(p0, p1, p2, p3, tolerance: tol, visible: visible, keepLength: keepLength, into: &out)
                } else {
                    Path._cubicSteps(p0, p1, p2, p3, n, into: &out)
                }
                cur = points[k + 2]
            case .arc:
                out.beginIfNeeded(t.apply(cur))
                let c = points[k], r = points[k + 1], a = points[k + 2], sweep = points[k + 3].x
                let rMax = max(r.x, r.y) * scale
                // Interior vertices sit slightly outside the arc (radius × areaScale) so
                // that each chord's triangle has its sector's area: chords drawn on the arc
                // lose area (-4.5% for a 12-gon circle of r = 2.6, a chart marker), and the
                // outward shift also halves the largest distance to the true curve.
                // The angle advances by a rotation of (cos, sin) per step: at most six sin/cos
                // per arc instead of four per point (a chart's markers spent a third of a frame
                // in libm), and none for angles the memo has seen (markers repeat theirs).
                // The drift after the cap of 8192 steps is ~1e-12 px.
                if rMax != arc.r || sweep != arc.sweep {
                    let n = Path._segments(abs(sweep) / (8 * tol / rMax).squareRoot())
                    let step = sweep / Double(n)
                    let (ds, dc) = sines[step]
                    arc = (rMax, sweep, n, ds, dc, Path._areaScale(abs(step), sine: abs(ds)))
                }
                // The vertices' offsets from the centre, as the four products that place
                // them, are kept for the last arcs' shapes: markers repeat theirs, and the
                // rotation is a chain of dependent multiplies. With `emit`'s buffer, S5's
                // geometry took 0.77–0.81 of its time (in-process A/B).
                if let visible, arc.n > Path.visibleSplitSegments, c.isFinite, r.isFinite, a.isFinite,
                   sweep.isFinite, t.apply(c).isFinite, rMax.isFinite {
                    Path._arc(c, r, rotation: a.x, from: a.y, to: a.y + sweep, rMax: rMax, t, tolerance: tol,
                              visible: visible, keepLength: keepLength, into: &out)
                    let (rs, rc) = (sin(a.x), cos(a.x)), ex = r.x * cos(a.y + sweep), ey = r.y * sin(a.y + sweep)
                    cur = Point(x: c.x + rc * ex - rs * ey, y: c.y + rs * ex + rc * ey)
                    k += verb.pointCount
                    continue
                }
                let (n, ds, dc, k) = (arc.n, arc.ds, arc.dc, arc.scale)
                let key = _ArcMemo.Key(rx: r.x, ry: r.y, rMax: rMax, sweep: sweep, rotation: a.x, start: a.y)
                let offsets = shapes.offsets(key) {
                    let (rs, rc) = sines[a.x]
                    var (cs, cc) = sines[a.y]
                    return (1...n).map { i in
                        (cc, cs) = (cc * dc - cs * ds, cs * dc + cc * ds)
                        let f = i == n ? 1 : k
                        let ex = r.x * f * cc, ey = r.y * f * cs
                        return SIMD4(rc * ex, rs * ey, rs * ex, rc * ey)
                    }
                }
                offsets.withUnsafeBufferPointer { o in
                    out.emit(n) { i in
                        // c.x + rc·ex − rs·ey and c.y + rs·ex + rc·ey, evaluated as ever.
                        let v = o[i - 1]
                        cur = Point(x: c.x + v[0] - v[1], y: c.y + v[2] + v[3])
                        return t.apply(cur)
                    }
                }
            case .close:
                out.finish(closed: true)
                cur = start
            }
            k += verb.pointCount
        }
        out.finish(closed: false)
    }

    /// sqrt(φ / sin φ): the radius at which a chord of angle φ encloses the sector's area
    /// (`sine` is sin φ, known to the caller).
    @inline(__always) static func _areaScale(_ phi: Double, sine: Double) -> Double {
        phi > 1e-6 && phi < Double.pi ? (phi / sine).squareRoot() : 1
    }

    /// Segment count for a curve from its real-valued estimate: at least 1, at most the
    /// cap, 1 for NaN. - Complexity: O(1).
    @inline(__always) static func _segments(_ x: Double) -> Int {
        guard !x.isNaN else { return 1 }
        guard x < Double(maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
        return max(Int(x.rounded(.up)), 1)
    }
}

/// The last few (sin, cos) pairs computed, by angle: the same bytes as calling `sin` and
/// `cos`, without the calls when a path repeats its angles (a marker's arcs, rotation 0).
struct _SineMemo {
    private var angles: SIMD4<Double> = [0, .nan, .nan, .nan]
    private var values: [(Double, Double)] = [(0, 1), (0, 1), (0, 1), (0, 1)]
    private var next = 1

    subscript(angle: Double) -> (sin: Double, cos: Double) {
        mutating get {
            for k in 0..<4 where angles[k] == angle { return values[k] }
            let v = (sin(angle), cos(angle))
            angles[next] = angle; values[next] = v
            next = next == 3 ? 1 : next + 1  // entry 0 (angle 0) stays
            return v
        }
    }
}

/// The vertex offsets of the last two arc shapes (radii, device radius, sweep, rotation,
/// start angle; NaN never matches): a circle's two halves, marker after marker.
struct _ArcMemo {
    struct Key {
        var rx, ry, rMax, sweep, rotation, start: Double

        /// Field by field (`==` on a SIMD8 of them compiled to a loop over the lanes).
        @inline(__always) func matches(_ o: Key) -> Bool {
            rx == o.rx && ry == o.ry && rMax == o.rMax && sweep == o.sweep && rotation == o.rotation && start == o.start
        }
    }
    private var keys = [Key](repeating: Key(rx: .nan, ry: .nan, rMax: .nan, sweep: .nan, rotation: .nan, start: .nan),
                             count: 2)
    private var values: [[SIMD4<Double>]] = [[], []]
    private var next = 0

    /// The offsets for `key`, made by `make` unless one of the last two shapes had it.
    mutating func offsets(_ key: Key, _ make: () -> [SIMD4<Double>]) -> [SIMD4<Double>] {
        for k in 0..<2 where keys[k].matches(key) { return values[k] }
        let v = make()
        keys[next] = key; values[next] = v
        next ^= 1
        return v
    }
}
