/// Strokes whose outline reaches past Float's precision (`_FlatSink.farOff` from the
/// origin): a line from −1e12 to 1e12 across the canvas kept its outline's far corners only
/// to 65,536 px, and its edges crossed the canvas up to that far from the line.
///
/// The centre line is cut in Double to the region whose strokes can reach the canvas (the
/// canvas widened by the pen's reach, `_userRegion`): segments that miss it are dropped and
/// the others are clipped to it, in runs of consecutive kept segments, each stroked as an
/// open polyline. What changes lies outside the canvas: a run's cut end is at least the
/// reach and a pixel from it, so its cap and the pieces near it are too, and a dropped
/// segment's rectangle and joins lie within the reach of points outside the region. A
/// dashed run starts its pattern where the whole line would be there (the offset plus the
/// length before it), so the dashes seen stay in place.
extension Stroker {
    mutating func _strokeFar(_ path: Path, style: StrokeStyle, transform: AffineTransform, tolerance: Double,
                             threads: Int, clip: Rect, into out: inout FlatPath) {
        let tol = Self._userTolerance(tolerance, scale: transform.maxScale)
        guard let region = Self._strokeRegion(clip, transform, style) else { return }
        let pattern = _Stroker.dashPattern(style.dashes)
        let lines = path._polylines(transform: .identity, tolerance: tol, visible: region, keepLength: pattern != nil)
        // Every subpath's runs first: the dash cap holds for all of them together (each run
        // held to it alone, a 486 px pen dashed 5 px over 8,000 cut segments drew millions of
        // round caps: seconds for a 17 px tall canvas).
        var subpaths: [(pts: [Point], closed: Bool, runs: [([Point], Double)])] = []
        var seen = 0.0
        var from = 0
        for (k, end) in lines.ends.enumerated() {
            var pts = Array(lines.points[from..<end])
            from = end
            let closed = lines.closed[k]
            if closed, let first = pts.first { pts.append(first) }
            let runs = Self._runs(pts, in: region)
            for (run, _) in runs { seen += zip(run, run.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length } }
            subpaths.append((pts, closed, runs))
        }
        var solid = style
        solid.dashes = []
        let dashed = pattern.map { _cutsDashes($0, seen: seen, hw: style.width / 2, scale: transform.maxScale,
                                               cap: style.cap) } ?? false
        // The runs below are parts of this stroke, whose dashes were just counted.
        let left = dashAllowance
        dashAllowance = .infinity
        defer { dashAllowance = left }
        for (pts, closed, cut) in subpaths {
            var runs = cut
            if closed, let first = runs.first, let last = runs.last, first.0.first == pts.first, last.0.last == pts.last {
                if runs.count == 1 && first.0.count == pts.count {
                    // Not cut: stroked closed, as it was.
                    runs = []
                    stroke(pts.dropLast(), closed: true, style: dashed ? style : solid)
                } else if runs.count > 1 && !dashed {
                    // Cut, but through its start: one run there, joined as it was.
                    runs[runs.count - 1].0 += first.0.dropFirst()
                    runs.removeFirst()
                }
            }
            for (run, before) in runs {
                var st = dashed ? style : solid
                if dashed { st.dashOffset = (style.dashOffset.isFinite ? style.dashOffset : 0) + before }
                stroke(run[...], closed: false, style: st)
            }
        }
        /// Strokes the polyline `p` (user space) as a path of its own.
        func stroke(_ p: ArraySlice<Point>, closed: Bool, style: StrokeStyle) {
            var r = Path()
            r.move(to: p[p.startIndex])
            for q in p.dropFirst() { r.line(to: q) }
            if closed { r.close() }
            _strokeNear(r, style: style, transform: transform, tolerance: tolerance, threads: threads, chunked: true,
                        clip: clip, into: &out)
        }
    }

    /// The runs of consecutive segments of the polyline `p` whose boxes meet `box`, each
    /// with its ends clipped to the box, and the length along `p` before each run.
    static func _runs(_ p: [Point], in box: Rect) -> [([Point], Double)] {
        var runs: [([Point], Double)] = [], run: [Point] = []
        var length = 0.0, start = 0.0
        for i in 1..<max(p.count, 1) {
            let a = p[i - 1], b = p[i], l = (b - a).length
            defer { length += l }
            guard let (p0, p1) = _clipSegment(a, b, to: box) else {
                if run.count >= 2 { runs.append((run, start)) }
                run = []
                continue
            }
            if run.isEmpty || p0 != a {
                if run.count >= 2 { runs.append((run, start)) }
                run = [p0]; start = length + (p0 - a).length
            }
            run.append(p1)
            if p1 != b { runs.append((run, start)); run = [] }
        }
        if run.count >= 2 { runs.append((run, start)) }
        return runs
    }

    /// The part of segment a…b inside `box`, or nil: cut side by side, where it crosses
    /// each (`Path._crossing`, exact in Double for long segments too).
    static func _clipSegment(_ a: Point, _ b: Point, to box: Rect) -> (Point, Point)? {
        var a = a, b = b
        let scale = box.width + box.height
        for (axis, bound, below) in Path._sides(of: box) {
            func inside(_ q: Point) -> Bool { Path._keeps(q, axis: axis, bound: bound, below: below) }
            switch (inside(a), inside(b)) {
            case (true, true): continue
            case (false, false): return nil
            case (true, false): b = Path._crossing(a, b, axis: axis, bound: bound, scale: scale)
            case (false, true): a = Path._crossing(a, b, axis: axis, bound: bound, scale: scale)
            }
        }
        return (a, b)
    }
}
