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

    /// For a path whose first contour spans whole pixel columns [x0, x1] (integral ends)
    /// and whose other contours each lie within x ≤ x0 or x ≥ x1 (a round pen's envelope
    /// with the stroker's outline at its butt or square ends): the first contour, and the
    /// others. The two share no pixel, so each may be drawn apart (the first, if
    /// `isSimple`, by area accumulation); nil otherwise.
    /// - Complexity: O(n).
    static func splitMargins(_ path: FlatPath) -> (area: FlatPath, margins: FlatPath)? {
        guard path.contourEnds.count >= 2, let end0 = path.contourEnds.first, end0 >= 3 else { return nil }
        var x0 = Float.infinity, x1 = -Float.infinity
        for p in path.points[..<end0] { x0 = min(x0, p.x); x1 = max(x1, p.x) }
        guard x0.isFinite, x1.isFinite, x0 == x0.rounded(.down), x1 == x1.rounded(.down), x0 < x1 else { return nil }
        var start = end0
        for end in path.contourEnds.dropFirst() {
            let c = path.points[start..<end]
            guard c.allSatisfy({ $0.x <= x0 }) || c.allSatisfy({ $0.x >= x1 }) else { return nil }
            start = end
        }
        var area = FlatPath(), margins = FlatPath()
        area.append(contour: path.points[..<end0])
        margins.points = Array(path.points[end0...])
        margins.contourEnds = path.contourEnds.dropFirst().map { $0 - end0 }
        return (area, margins)
    }

    static func check(_ p: UnsafeBufferPointer<SIMD2<Float>>) -> Bool {
        let n = p.count
        // Finite: every coordinate's magnitude bits below the exponent all ones (an integer
        // max over the points, vectorised, apart from the branchy pass below).
        let finite = UnsafeRawBufferPointer(p).withMemoryRebound(to: UInt32.self) { raw in
            var m: UInt32 = 0
            for b in raw { m = max(m, b & 0x7FFF_FFFF) }
            return m < 0x7F80_0000
        }
        guard finite else { return false }
        // Sign changes of Δx around the contour (zero steps skipped): exactly two — one
        // rising run, one falling run. Segment i runs from point i to the next. `a` follows
        // the falling run's last segment, `f` is the falling run's first: the upper chain
        // U is points a … f forward (Δx ≥ 0), the lower L points a … f backward (Δx ≤ 0).
        // A stroke's outline turns back within a few points: out early.
        var changes = 0, last: Float = 0, firstSign: Float = 0
        var lastFall = -1, firstFall = -1, a = -1, f = -1
        for i in 0..<n {
            let dx = p[i + 1 == n ? 0 : i + 1].x - p[i].x
            guard dx != 0 else { continue }
            if firstSign == 0 { firstSign = dx }
            if last != 0 && (dx > 0) != (last > 0) {
                changes += 1
                if changes > 2 { return false }
                if dx > 0 { a = lastFall + 1 } else { f = i }
            }
            if dx < 0 { lastFall = i; if firstFall < 0 { firstFall = i } }
            last = dx
        }
        // The change across the wrap (the last non-zero step to the first).
        if firstSign != 0 && (firstSign > 0) != (last > 0) {
            changes += 1
            if firstSign > 0 { a = lastFall + 1 } else { f = firstFall }
        }
        guard changes == 2, a >= 0, f >= 0 else { return false }
        if a == n { a = 0 }
        // Points a … f forward and f … a forward (with the two ends in both): n + 2.
        let cu = (f - a + n) % n + 1, cl = n + 2 - cu
        // Both chains copied once into one buffer, L reversed (no wrapping index in the
        // comparisons: this runs serially before the bands, per area fill).
        return withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: n + 2) { buf in
            let q = buf.baseAddress!
            var k = a
            for m in 0..<cu { (q + m).initialize(to: p[k]); k = k + 1 == n ? 0 : k + 1 }
            k = a
            for m in 0..<cl { (q + cu + m).initialize(to: p[k]); k = k == 0 ? n - 1 : k - 1 }
            let upper = UnsafeBufferPointer(start: q, count: cu)
            let lower = UnsafeBufferPointer(start: q + cu, count: cl)
            // U ≤ L in y at every vertex x of either chain (above), or U ≥ L (below). At an x
            // where both have vertices, each of U's is held to L's range there (max U > min L
            // and min U < max L are then found), so L's pass skips those x.
            let (a1, b1) = compare(upper, lower, firstIsUpper: true, above: true, below: true)
            guard a1 || b1 else { return false }
            let (a2, b2) = compare(lower, upper, firstIsUpper: false, above: a1, below: b1)
            return a2 || b2
        }
    }

    /// Holds every vertex of chain `c` (x non-decreasing) against chain `o` at its x: o's
    /// vertices there (none shared when `c` is the lower chain: the upper chain's pass held
    /// those), or the interpolation between o's vertices around x. `above` stays true while
    /// the upper chain's y ≤ the lower's, `below` while ≥. Two pointers, one division a
    /// vertex (the merge of both chains' x's with a range per x was ~60 instructions a
    /// point on an area's 4k points).
    @inline(__always)
    static func compare(_ c: UnsafeBufferPointer<SIMD2<Float>>, _ o: UnsafeBufferPointer<SIMD2<Float>>,
                        firstIsUpper: Bool, above: Bool, below: Bool) -> (Bool, Bool) {
        var above = above, below = below, j = 0
        for v in c {
            let x = v.x
            while j < o.count && o[j].x < x { j += 1 }
            var lo: Float, hi: Float
            if j < o.count && o[j].x == x {
                if !firstIsUpper { continue }
                lo = o[j].y; hi = lo
                var k = j + 1
                while k < o.count && o[k].x == x { lo = min(lo, o[k].y); hi = max(hi, o[k].y); k += 1 }
            } else {
                // Both chains span the same x's (they share their end points): an x strictly
                // inside lies between o's vertices j − 1 and j.
                guard j > 0 && j < o.count else { continue }
                let q0 = o[j - 1], q1 = o[j]
                let t = (x - q0.x) / (q1.x - q0.x)
                lo = q0.y + (q1.y - q0.y) * t; hi = lo
            }
            // (upper y, lower range): above fails where upper > lower, below where upper < lower.
            if firstIsUpper {
                if v.y > lo { above = false }
                if v.y < hi { below = false }
            } else {
                if lo > v.y { above = false }
                if lo < v.y { below = false }
            }
        }
        return (above, below)
    }
}
