extension EdgeList {
    /// Where `segments` counts its edges by row: the edge of clip row r (`row`) adds 1 at
    /// `slots[r]` and raises `reach[r]` (the greatest y1 of the row's edges so far, if
    /// kept) to its y1.
    struct RowCounts {
        let slots: UnsafeMutablePointer<Int>
        let reach: UnsafeMutablePointer<Float>?
        let r0: Int, rows: Int

        /// Counts an edge.
        @inline(__always) func add(_ e: Edge) {
            // Safe because: `row` is clamped to 0 ..< rows, and the caller's slots and
            // reach hold `rows` entries each.
            let r = EdgeList.row(e, r0, rows)
            slots[r] &+= 1
            if let reach { reach[r] = max(reach[r], e.y1) }
        }

        /// Counts `raw[from...]`: edges just appended, still in cache (a pass over the
        /// whole list afterwards read a 1M-vertex stroke's 61 MB of edges once more).
        @inline(__always) func count(_ raw: [Edge], from: Int) {
            raw.withUnsafeBufferPointer { for k in from..<$0.count { add($0[k]) } }
        }
    }

    /// The clipped edges of the segments starting at points `g0..<g1` (each point's
    /// segment runs to the next point of its contour, the last back to the first;
    /// contours of fewer than 2 points have none), in point order; with `joins`, their
    /// joined ends marked (`Edge.joins`); each counted in `counts`. Parts left of the clip
    /// go to `left` instead, merged (closed on return).
    static func segments(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ ends: UnsafeBufferPointer<Int>,
                         from g0: Int, to g1: Int, _ b: Bounds, joins: Bool = false,
                         counts: RowCounts, left: inout LeftEdges) -> [Edge] {
        defer { left.close() }
        guard g0 < g1 else { return [] }
        var raw = EdgeStore.shared.take(g1 - g0 + 16)
        // Appends edges to `raw`, counting them (the plain loop counts each as it makes it).
        @inline(__always) func flush(_ e: UnsafeBufferPointer<Edge>) {
            let from = raw.count
            raw.append(contentsOf: e)
            if joins { counts.count(raw, from: from) }
        }
        // The common case's edges gather in a batch appended whole: one append an edge
        // cost two out-of-line uniqueness checks, a third of this loop.
        let batch = 512
        let buf = UnsafeMutablePointer<Edge>.allocate(capacity: batch)
        defer { buf.deallocate() }
        var nb = 0
        // A segment outside the common case: the batch first (point order), then its clipped
        // edges (`add`), counted.
        let (leftF, rightF, topF, bottomF) = (Float(b.left), Float(b.right), Float(b.top), Float(b.bottom))
        @inline(__always) func clipped(_ p: SIMD2<Float>, _ q: SIMD2<Float>) {
            // Wholly above, below or right of the clip: nothing (as `add`). Wholly left of it
            // and finite (most segments of a series panned off to the left): the piece `add`
            // would give, in Float (the bounds are whole numbers, y clamped to them keeps the
            // direction), on the line x = left. No batch flush, no Double, no crossings (35%
            // of such a draw went to `add`).
            if (p.y <= topF && q.y <= topF) || (p.y >= bottomF && q.y >= bottomF) { return }
            if p.x < leftF && q.x < leftF && p.x > -.infinity && q.x > -.infinity && p.y.isFinite && q.y.isFinite {
                let a = min(max(p.y, topF), bottomF), c = min(max(q.y, topF), bottomF)
                if a != c { left.add(from: a, to: c) }
                return
            }
            if p.x > rightF && q.x > rightF { return }
            flush(UnsafeBufferPointer(start: buf, count: nb)); nb = 0
            let from = raw.count
            add(Double(p.x), Double(p.y), Double(q.x), Double(q.y), b, into: &raw, left: &left)
            counts.count(raw, from: from)
        }
        // The first contour ending after g0 (binary search: ends ascend).
        var lo = 0, hi = ends.count
        while lo < hi { let mid = (lo + hi) / 2; if ends[mid] > g0 { hi = mid } else { lo = mid + 1 } }
        var k = lo, start = k == 0 ? 0 : ends[k - 1]
        let margin = b.joinMargin
        while k < ends.count && start < g1 {
            let end = ends[k]
            if end - start >= 2 {
                let i0 = max(start, g0), i1 = min(end, g1)
                if !joins {
                    // No ends to mark: the common case without the bookkeeping of joins, each
                    // edge counted as it is made rather than in a pass over each batch (in
                    // process: S4a 0.974 of the time at two threads, S1 0.981 at one).
                    for i in i0..<i1 {
                        let p = pts[i], q = pts[i + 1 == end ? start : i + 1]
                        guard b.contains(p, q) else { clipped(p, q); continue }
                        guard p.y != q.y else { continue }
                        let e = edge(p, q).edge
                        // Safe because: nb < batch (flushed when full).
                        buf[nb] = e
                        counts.add(e)
                        nb &+= 1
                        if nb == batch { flush(UnsafeBufferPointer(start: buf, count: nb)); nb = 0 }
                    }
                    start = end; k += 1
                    continue
                }
                // With joins. Whether the segment before the current one is made into an edge
                // (by the common case), whether that edge is the last in `buf` and which way it went:
                // its end at the current point is joined when the current one is made too
                // (see `Edge.joins`). The first one's predecessor lies before g0 or closes the
                // contour: another chunk, or this one's last, marks its end.
                var made = fast(pts[i0 == start ? end - 1 : i0 - 1], pts[i0], b), inBuf = false, madeDown = false
                for i in i0..<i1 {
                    let p = pts[i], q = pts[i + 1 == end ? start : i + 1]
                    // Both ends inside the bounds (the common case; false for NaN, which
                    // `min`/`max` would drop): no clipping, the edge `add` would make, without
                    // its branches (`edge`).
                    if b.contains(p, q) {
                        guard p.y != q.y else { made = false; inBuf = false; continue }
                        var (e, steep) = edge(p, q)
                        let down = p.y < q.y
                        let joined = made && steep && clear(p.x, margin)
                        // p is the last edge's lower end if it went down, else its upper one.
                        if joined && inBuf { buf[nb - 1].join(madeDown ? 2 : 1) }
                        if joined { e.join(down ? 1 : 2) }
                        // Safe because: nb < batch (flushed when full).
                        buf[nb] = e
                        nb += 1
                        made = steep; inBuf = true; madeDown = down
                        // Full: all but the last, which a join at its end may still mark.
                        if nb == batch {
                            flush(UnsafeBufferPointer(start: buf, count: nb - 1))
                            buf[0] = buf[nb - 1]; nb = 1
                        }
                        continue
                    }
                    clipped(p, q)
                    made = false; inBuf = false
                }
                // The last edge's end at q, joined with the segment after it (made by the
                // next chunk or, closing the contour, the first).
                let iq = i1 == end ? start : i1
                let q = pts[iq], r = pts[iq + 1 == end ? start : iq + 1]
                if made && inBuf && fast(q, r, b) && clear(q.x, margin) { buf[nb - 1].join(madeDown ? 2 : 1) }
            }
            start = end; k += 1
        }
        flush(UnsafeBufferPointer(start: buf, count: nb))
        return raw
    }

    /// Whether the segment p → q is made into an edge by `segments`' common case (both
    /// ends inside the bounds — NaN is not —, not horizontal) whose slope is not clamped.
    @inline(__always) static func fast(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ b: Bounds) -> Bool {
        b.contains(p, q) && p.y != q.y && edge(p, q).steep
    }

    /// The edge of a segment p → q inside the bounds and not horizontal (its joins unmarked),
    /// and whether its slope is within ±1e30 (else clamped: its far end's x is then not
    /// within the join margin, so it joins nothing). Its x at y0 is the end's x exactly
    /// (`add`'s Double error is far below half a Float ulp).
    @inline(__always) static func edge(_ p: SIMD2<Float>, _ q: SIMD2<Float>) -> (edge: Edge, steep: Bool) {
        let slope = (Double(q.x) - Double(p.x)) / (Double(q.y) - Double(p.y))
        let down = p.y < q.y
        return (Edge(x0: down ? p.x : q.x, y0: down ? p.y : q.y, y1: down ? q.y : p.y,
                     dxdy: Float(min(max(slope, -1e30), 1e30)), dir: down ? 1 : -1), abs(slope) < 1e30)
    }

    /// Whether `x` is farther than `margin` from the nearest integer.
    @inline(__always) static func clear(_ x: Float, _ margin: Float) -> Bool {
        let f = x - x.rounded(.down)
        return f > margin && f < 1 - margin
    }

    private static func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ b: Bounds,
                            into edges: inout [Edge], left: inout LeftEdges) {
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
        let dir: Int32 = ay < by ? 1 : -1
        let (y0, y1) = ay < by ? (ay, by) : (by, ay)
        guard y1 > b.top, y0 < b.bottom else { return }
        let slope = (bx - ax) / (by - ay)
        func x(_ y: Double) -> Double { ax + (y - ay) * slope }
        let lo = max(y0, b.top), hi = min(y1, b.bottom)
        // Split where the edge crosses the left and right clip lines: at most 3 pieces.
        var c1 = hi, c2 = hi
        // Both ends inside [left, right] (the common case): no split, no divisions.
        if slope != 0 && !(min(ax, bx) >= b.left && max(ax, bx) <= b.right) {
            var u = ay + (b.left - ax) / slope, v = ay + (b.right - ax) / slope
            if u > v { swap(&u, &v) }
            if u > lo && u < hi { c1 = u; if v > lo && v < hi { c2 = v } }
            else if v > lo && v < hi { c1 = v }
        }
        func emit(_ ya: Double, _ yb: Double) {
            guard ya < yb else { return }
            let xm = x((ya + yb) / 2)
            if xm > b.right { return }
            let fa = Float(ya), fb = Float(yb)
            guard fa < fb else { return }
            if xm < b.left {
                // On the line x = left, in the direction the path goes.
                if dir > 0 { left.add(from: fa, to: fb) } else { left.add(from: fb, to: fa) }
            } else {
                let xa = min(max(x(ya), b.left), b.right)
                edges.append(Edge(x0: Float(xa), y0: fa, y1: fb,
                                  dxdy: Float(min(max(slope, -1e30), 1e30)), dir: dir))
            }
        }
        // In the path's direction, so that pieces left of the clip meet end to end.
        if dir > 0 { emit(lo, c1); emit(c1, c2); emit(c2, hi) } else { emit(c2, hi); emit(c1, c2); emit(lo, c1) }
    }
}
