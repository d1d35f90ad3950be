/// Recognises a fill that cannot overlap itself: one contour, monotone in x (an area
/// chart's outline, a band between two series), whose upper and lower chains do not cross.
/// Its winding number is 0 outside and the same ±1 everywhere inside, so plain signed-area
/// accumulation gives the union's coverage exactly and `Rasterizer.accumulate` can skip
/// clusters, sorting and slabs.
///
/// ```
///        U: a → … → b, x never decreasing          the region between U and L;
///    a ╭──╮    ╭─────╮ b                           U ≤ L (or U ≥ L) in y at every
///      │   ╰──╯       │                            vertex x of either chain: between
///      ╰──────────────╯                            vertices both are linear, so they
///        L: b → … → a, x never increasing          never cross
/// ```
enum MonotoneArea {
    /// Whether `path` is one contour of ≥ 3 finite points, monotone in x (the sign of Δx
    /// changes exactly twice around it), with chains that do not cross.
    /// - Complexity: O(n).
    static func isSimple(_ path: FlatPath) -> Bool {
        guard path.contourEnds.count == 1, path.contourEnds[0] == path.points.count,
              path.points.count >= 3 else { return false }
        return path.points.withUnsafeBufferPointer { check($0) }
    }

    static func check(_ p: UnsafeBufferPointer<SIMD2<Float>>) -> Bool {
        let n = p.count
        @inline(__always) func nx(_ i: Int) -> Int { i + 1 == n ? 0 : i + 1 }
        @inline(__always) func pv(_ i: Int) -> Int { i == 0 ? n - 1 : i - 1 }
        // Sign changes of Δx around the contour (zero steps skipped), and a segment where
        // a falling run ends: the next non-zero step after it rises. A stroke's outline
        // turns back within a few points: out early.
        var changes = 0, last: Float = 0, firstSign: Float = 0, lastNeg = -1
        for i in 0..<n {
            let q = p[i]
            guard q.x.isFinite && q.y.isFinite else { return false }
            let dx = p[nx(i)].x - q.x
            guard dx != 0 else { continue }
            if firstSign == 0 { firstSign = dx }
            if last != 0 && (dx > 0) != (last > 0) {
                changes += 1
                if changes > 2 { return false }
                if dx > 0 { lastNeg = pv(i) }
            }
            last = dx
        }
        if firstSign != 0 && (firstSign > 0) != (last > 0) {
            changes += 1
            if firstSign > 0 { lastNeg = n - 1 }
        }
        guard changes == 2, lastNeg >= 0 else { return false }
        // `lastNeg` is a segment index whose step may be zero; walk back to the falling one.
        var j = lastNeg, guardCount = 0
        while p[nx(j)].x - p[j].x >= 0 && guardCount < n { j = pv(j); guardCount += 1 }
        guard guardCount < n else { return false }
        let a = nx(j)
        // U: from a while Δx ≥ 0; L (reversed): from a backwards while Δx ≥ 0 backwards.
        var ux: [Float] = [], uy: [Float] = [], lx: [Float] = [], ly: [Float] = []
        var i = a, steps = 0
        ux.append(p[i].x); uy.append(p[i].y)
        while steps < n && p[nx(i)].x - p[i].x >= 0 { i = nx(i); ux.append(p[i].x); uy.append(p[i].y); steps += 1 }
        let b = i
        i = a; steps = 0
        lx.append(p[i].x); ly.append(p[i].y)
        while steps < n && p[pv(i)].x - p[i].x >= 0 && i != b { i = pv(i); lx.append(p[i].x); ly.append(p[i].y); steps += 1 }
        guard i == b, ux.count + lx.count == n + 2 else { return false }
        // Merge walk over the vertex x's of both chains.
        var above = true, below = true   // U ≤ L everywhere / U ≥ L everywhere (in y)
        var iu = 0, il = 0
        while iu < ux.count || il < lx.count {
            let x = min(iu < ux.count ? ux[iu] : .infinity, il < lx.count ? lx[il] : .infinity)
            let (u0, u1) = range(ux, uy, &iu, x)
            let (l0, l1) = range(lx, ly, &il, x)
            if u1 > l0 { above = false }
            if u0 < l1 { below = false }
            if !above && !below { return false }
        }
        return true
    }

    /// The y range of a chain (x non-decreasing) at `x`: its vertices there, or the
    /// interpolation between the vertices around `x`; moves `i` past the vertices at `x`.
    @inline(__always)
    static func range(_ xs: [Float], _ ys: [Float], _ i: inout Int, _ x: Float) -> (Float, Float) {
        if i < xs.count && xs[i] == x {
            var lo = ys[i], hi = ys[i]
            while i < xs.count && xs[i] == x { lo = min(lo, ys[i]); hi = max(hi, ys[i]); i += 1 }
            return (lo, hi)
        }
        // Both chains start at the same vertex (the smallest x) and end at the largest, so
        // an x strictly inside one chain's span lies between its vertices i − 1 and i.
        guard i > 0 && i < xs.count else { return (.infinity, -.infinity) }
        let t = (x - xs[i - 1]) / (xs[i] - xs[i - 1])
        let y = ys[i - 1] + (ys[i] - ys[i - 1]) * t
        return (y, y)
    }
}
