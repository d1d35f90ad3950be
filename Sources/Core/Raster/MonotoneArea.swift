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
        var i = a, steps = 0
        while steps < n && p[nx(i)].x - p[i].x >= 0 { i = nx(i); steps += 1 }
        let b = i, cu = steps + 1
        i = a; steps = 0
        while steps < n && p[pv(i)].x - p[i].x >= 0 && i != b { i = pv(i); steps += 1 }
        let cl = steps + 1
        guard i == b, cu + cl == n + 2 else { return false }
        // Both chains copied once into one buffer (no per-point appends, no wrapping
        // index in the walk: this runs serially before the bands, per area fill).
        return withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: n + 2) { buf in
            let q = buf.baseAddress!
            var k = a
            for m in 0..<cu { (q + m).initialize(to: p[k]); k = nx(k) }
            k = a
            for m in 0..<cl { (q + cu + m).initialize(to: p[k]); k = pv(k) }
            let upper = UnsafeBufferPointer(start: q, count: cu)
            let lower = UnsafeBufferPointer(start: q + cu, count: cl)
            // Merge walk over the vertex x's of both chains.
            var above = true, below = true   // U ≤ L everywhere / U ≥ L everywhere (in y)
            var iu = 0, il = 0
            while iu < cu || il < cl {
                let x = min(iu < cu ? upper[iu].x : .infinity, il < cl ? lower[il].x : .infinity)
                let (u0, u1) = range(upper, &iu, x)
                let (l0, l1) = range(lower, &il, x)
                if u1 > l0 { above = false }
                if u0 < l1 { below = false }
                if !above && !below { return false }
            }
            return true
        }
    }

    /// The y range of a chain (x non-decreasing) at `x`: its vertices there, or the
    /// interpolation between the vertices around `x`; moves `i` past the vertices at `x`.
    @inline(__always)
    static func range(_ c: UnsafeBufferPointer<SIMD2<Float>>, _ i: inout Int, _ x: Float) -> (Float, Float) {
        if i < c.count && c[i].x == x {
            var lo = c[i].y, hi = c[i].y
            while i < c.count && c[i].x == x { lo = min(lo, c[i].y); hi = max(hi, c[i].y); i += 1 }
            return (lo, hi)
        }
        // Both chains start at the same vertex (the smallest x) and end at the largest, so
        // an x strictly inside one chain's span lies between its vertices i − 1 and i.
        guard i > 0 && i < c.count else { return (.infinity, -.infinity) }
        let q0 = c[i - 1], q1 = c[i]
        let t = (x - q0.x) / (q1.x - q0.x)
        let y = q0.y + (q1.y - q0.y) * t
        return (y, y)
    }
}
