/// Recognises a fill that cannot overlap itself: contours monotone in x (an area chart's
/// outline, a band between two series; several one after another in x, turning the same
/// way), whose upper and lower chains do not cross. Its winding number is 0 outside and the
/// same ±1 everywhere inside, so plain signed-area accumulation gives the union's coverage
/// exactly and `Rasterizer.accumulate` can skip clusters, sorting and slabs.
///
/// ```
///        U: a → … → b, x never decreasing          the region between U and L;
///    a ╭──╮    ╭─────╮ b                           U ≤ L (or U ≥ L) in y at every
///      │   ╰──╯       │                            vertex x of either chain: between
///      ╰──────────────╯                            vertices both are linear, so they
///        L: b → … → a, x never increasing          never cross
/// ```
enum MonotoneArea {
    /// Whether every contour of `path` is ≥ 3 finite points, monotone in x (the sign of Δx
    /// changes exactly twice around it), with chains that do not cross — and, with several,
    /// whether they follow each other in x (each starts at or right of where the one before
    /// ends) with the same orientation: no two overlap and a pixel they share gets the sum
    /// of their areas in it, which is that of their union.
    /// - Complexity: O(n).
    static func isSimple(_ path: FlatPath) -> Bool {
        guard let last = path.contourEnds.last, last == path.points.count else { return false }
        let several = path.contourEnds.count > 1
        return path.points.withUnsafeBufferPointer { all in
            var start = 0, right = -Float.infinity, orientation: Float = 0
            for end in path.contourEnds {
                guard end - start >= 3 else { return false }
                let c = UnsafeBufferPointer(rebasing: all[start..<end])
                guard check(c) else { return false }
                if several {
                    var lo = Float.infinity, hi = -Float.infinity, area: Float = 0, q = c[c.count - 1]
                    for p in c { lo = min(lo, p.x); hi = max(hi, p.x); area += q.x * p.y - p.x * q.y; q = p }
                    guard lo >= right, area != 0, orientation == 0 || (area > 0) == (orientation > 0) else { return false }
                    right = hi; orientation = area
                }
                start = end
            }
            return true
        }
    }

    /// For a path that begins with contours spanning whole pixel columns, one after another
    /// in x (integral ends; the round pen's envelopes of a series' runs), and goes on with
    /// contours each inside one of the column ranges they leave (the stroker's outline at
    /// the runs' ends): the first kind, and the others. The two share no pixel, so each may be drawn apart
    /// (the first, if `isSimple`, by area accumulation); nil otherwise.
    /// - Complexity: O(n + contours · column contours).
    static func splitMargins(_ path: FlatPath) -> (area: FlatPath, margins: FlatPath)? {
        let ends = path.contourEnds
        guard ends.count >= 2 else { return nil }
        func span(_ c: ArraySlice<SIMD2<Float>>) -> (Float, Float) {
            var lo = Float.infinity, hi = -Float.infinity
            for p in c { lo = min(lo, p.x); hi = max(hi, p.x) }
            return (lo, hi)
        }
        var spans: [(Float, Float)] = [], start = 0, k = 0
        while k < ends.count, ends[k] - start >= 3 {
            let (x0, x1) = span(path.points[start..<ends[k]])
            guard x0.isFinite, x1.isFinite, x0 == x0.rounded(.down), x1 == x1.rounded(.down), x0 < x1,
                  x0 >= spans.last?.1 ?? -.infinity else { break }
            spans.append((x0, x1)); start = ends[k]; k += 1
        }
        guard !spans.isEmpty, k < ends.count else { return nil }
        let areaEnd = start
        for end in ends[k...] {
            let (lo, hi) = span(path.points[start..<end])
            guard spans.allSatisfy({ hi <= $0.0 || lo >= $0.1 }) else { return nil }
            start = end
        }
        var area = FlatPath(), margins = FlatPath()
        area.points = Array(path.points[..<areaEnd])
        area.contourEnds = Array(ends[..<k])
        margins.points = Array(path.points[areaEnd...])
        margins.contourEnds = ends[k...].map { $0 - areaEnd }
        return (area, margins)
    }

    static func check(_ p: UnsafeBufferPointer<SIMD2<Float>>) -> Bool {
        let n = p.count
        // A stroke's outline turns back within a few points: out early, before the pass
        // over every point for finiteness.
        guard let (first, f) = chains(p) else { return false }
        // Finite: every coordinate's magnitude bits below the exponent all ones (an integer
        // max over the points, vectorised, apart from the branchy pass below).
        let finite = UnsafeRawBufferPointer(p).withMemoryRebound(to: UInt32.self) { raw in
            var m: UInt32 = 0
            for b in raw { m = max(m, b & 0x7FFF_FFFF) }
            return m < 0x7F80_0000
        }
        guard finite else { return false }
        // Both chains copied once into one buffer, L reversed (no wrapping index in the
        // comparisons: this runs serially before the bands, per area fill).
        return withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: n + 2) { buf in
            let q = buf.baseAddress!
            let cu = copyChains(p, from: first == n ? 0 : first, to: f, into: q)
            return apart(UnsafeBufferPointer(start: q, count: cu), UnsafeBufferPointer(start: q + cu, count: n + 2 - cu))
        }
    }

    /// Copies the contour `p`'s chains from point `a` to point `f` (`chains`) to `q`: points
    /// a … f forward (U), then a … f backward (L, so both run left to right), the ends in
    /// both: n + 2 points. A run at a time (a point at a time with the wrap tested, a
    /// 200k-point area's copy was a third of its serial preparation, a misprediction a
    /// point). Returns U's count. Safe callers: `q` has room for n + 2; a, f < n.
    @discardableResult
    static func copyChains(_ p: UnsafeBufferPointer<SIMD2<Float>>, from a: Int, to f: Int,
                           into q: UnsafeMutablePointer<SIMD2<Float>>) -> Int {
        let n = p.count, base = p.baseAddress!
        let cu = (f - a + n) % n + 1, cl = n + 2 - cu
        // U: a ..< min(n, a + cu), then from 0 what wraps.
        let u0 = min(n, a + cu) - a
        q.initialize(from: base + a, count: u0)
        if cu > u0 { (q + u0).initialize(from: base, count: cu - u0) }
        // L: a down to max(0, a + 1 − cl), then from n − 1 down what wraps.
        var w = q + cu, k = a
        for _ in 0..<min(cl, a + 1) { w.initialize(to: base[k]); w += 1; k -= 1 }
        k = n - 1
        for _ in 0..<(cl - min(cl, a + 1)) { w.initialize(to: base[k]); w += 1; k -= 1 }
        return cu
    }

    /// Whether two chains from one point to another, both with x non-decreasing, do not cross:
    /// U ≤ L in y at every vertex x of either chain (above), or U ≥ L (below). At an x where
    /// both have vertices, each of U's is held to L's range there (max U > min L and min U <
    /// max L are then found), so L's pass skips those x. - Complexity: O(points).
    static func apart(_ upper: UnsafeBufferPointer<SIMD2<Float>>, _ lower: UnsafeBufferPointer<SIMD2<Float>>) -> Bool {
        let (a1, b1) = compare(upper, lower, firstIsUpper: true, above: true, below: true)
        guard a1 || b1 else { return false }
        let (a2, b2) = compare(lower, upper, firstIsUpper: false, above: a1, below: b1)
        return a2 || b2
    }

    /// Where the contour `p`'s Δx changes sign (zero steps skipped), if exactly twice — one
    /// rising run, one falling run: `a` follows the falling run's last segment (n: the
    /// first), `f` is the falling run's first (segment i runs from point i to the next).
    /// The upper chain U is points a … f forward (Δx ≥ 0), the lower L points a … f
    /// backward (Δx ≤ 0). Nil at the third change, so a stroke's outline is out within a
    /// few points.
    static func chains(_ p: UnsafeBufferPointer<SIMD2<Float>>) -> (a: Int, f: Int)? {
        let n = p.count
        var changes = 0, last: Float = 0, firstSign: Float = 0
        var lastFall = -1, firstFall = -1, a = -1, f = -1
        // Segment i runs from point i to i + 1 (the last back to point 0). Steps that keep the
        // last one's direction, or are zero, are passed over in a loop of their own, which only
        // keeps a falling run's last fall (the full step's bookkeeping, ~26 instructions a
        // point, was 5M a draw of a 200k-point area); a turn, a NaN (and all after a NaN step:
        // its direction is neither) and the last segment take the full step.
        var i = 0
        while i < n {
            // (Two loops: one with the direction as a select cost ~22 instructions a step.)
            if last > 0 {
                while i + 1 < n && p[i + 1].x - p[i].x >= 0 { i += 1 }
            } else if last < 0 {
                while i + 1 < n {
                    let dx = p[i + 1].x - p[i].x
                    if !(dx <= 0) { break }
                    if dx < 0 { lastFall = i }
                    i += 1
                }
            }
            let dx = p[i + 1 == n ? 0 : i + 1].x - p[i].x
            defer { i += 1 }
            guard dx != 0 else { continue }
            if firstSign == 0 { firstSign = dx }
            if last != 0 && (dx > 0) != (last > 0) {
                changes += 1
                if changes > 2 { return nil }
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
        return changes == 2 && a >= 0 && f >= 0 ? (a, f) : nil
    }

    /// Whether `isSimple` may hold: every contour of ≥ 3 points turns in x exactly twice
    /// (`chains`). False for a stroke's outline within a few points; the chains themselves
    /// are not compared. - Complexity: O(n), out at the first contour that fails.
    static func mayBeSimple(_ path: FlatPath) -> Bool {
        guard let last = path.contourEnds.last, last == path.points.count else { return false }
        return path.points.withUnsafeBufferPointer { all in
            var start = 0
            for end in path.contourEnds {
                guard end - start >= 3, chains(UnsafeBufferPointer(rebasing: all[start..<end])) != nil else { return false }
                start = end
            }
            return true
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
        // o's y range at the last shared x: kept for c's next vertices at that x (a
        // vertical run in both chains, or far points whose x round to one Float, was
        // scanned once per vertex: quadratic, a fuzzed SVG's fill took minutes).
        var rangeX = Float.nan, rangeLo: Float = 0, rangeHi: Float = 0
        for v in c {
            let x = v.x
            while j < o.count && o[j].x < x { j += 1 }
            var lo: Float, hi: Float
            if j < o.count && o[j].x == x {
                if !firstIsUpper { continue }
                if x != rangeX {
                    rangeLo = o[j].y; rangeHi = rangeLo
                    var k = j + 1
                    while k < o.count && o[k].x == x { rangeLo = min(rangeLo, o[k].y); rangeHi = max(rangeHi, o[k].y); k += 1 }
                    rangeX = x
                }
                lo = rangeLo; hi = rangeHi
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
