extension ConvexShapes {
    /// The pixel footprint of contour `start..<end` inside `clip` (nil if it has none: fewer
    /// than 2 points or outside), and whether the contour can be a `Shape`: convex (turns of
    /// one sign, x direction changing sign at most twice: no loop winds twice), finite, of
    /// non-zero area, its footprint inside `clip` and of at most `maxCells` cells. A
    /// non-finite point makes the footprint the whole clip.
    static func footprint(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int,
                          _ clip: PixelRect) -> (Shape, Bool)? {
        let n = end - start
        guard n >= 2 else { return nil }
        var (lo, hi, finite) = bounds(p, start, end)
        let c0 = SIMD2(Float(clip.x0), Float(clip.y0)), c1 = SIMD2(Float(clip.x1 - 1), Float(clip.y1 - 1))
        if !finite { lo = c0; hi = c1 }
        guard hi.x >= c0.x, hi.y >= c0.y, lo.x <= c1.x + 1, lo.y <= c1.y + 1 else { return nil }
        let inside = lo.x > c0.x && lo.y > c0.y && hi.x < c1.x && hi.y < c1.y
        let a = lo.replacing(with: c0, where: lo .< c0), b = hi.replacing(with: c1, where: hi .> c1)
        let s = Shape(start: start, end: end, x0: Int(a.x), y0: Int(a.y), x1: Int(b.x) + 1, y1: Int(b.y) + 1)
        guard finite, inside, n >= 3, n <= maxPoints, (s.x1 - s.x0 + 1) * (s.y1 - s.y0) <= maxCells else {
            return (s, false)
        }
        let area = convex(p, start, end)
        guard area != 0 else { return (s, false) }
        var t = s
        t.sign = area > 0 ? -1 : 1   // positive shoelace (y down): the left side goes up
        t.center = (lo + hi) * 0.5
        let r2 = farthest(p, start, end, from: t.center)
        // A little over the farthest point: the disjointness test must not be fooled by
        // rounding.
        t.radius = r2.squareRoot() * 1.0001 + 1e-4
        return (t, true)
    }

    /// The bounds of points `start ..< end` of `p` (≥ 1) and whether all are finite (if
    /// not, the bounds mean nothing): four points a step in two pairs of lanes, so that
    /// each min and max waits on the one two points back, not on the last.
    @inline(__always)
    static func bounds(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int)
        -> (SIMD2<Float>, SIMD2<Float>, Bool) {
        let raw = UnsafeRawPointer(p.baseAddress!)
        var loA = SIMD4<Float>(repeating: .infinity), loB = loA, hiA = -loA, hiB = hiA
        var nan = SIMD4<UInt32>()
        var i = start
        // Safe because: i + 4 ≤ end, so the 4 points read are in `p`.
        while i + 4 <= end {
            let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Float>.self)
            let b = raw.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: SIMD4<Float>.self)
            loA = loA.replacing(with: a, where: a .< loA); hiA = hiA.replacing(with: a, where: a .> hiA)
            loB = loB.replacing(with: b, where: b .< loB); hiB = hiB.replacing(with: b, where: b .> hiB)
            // q − q is +0 for a finite q, NaN otherwise.
            nan |= unsafeBitCast(a - a, to: SIMD4<UInt32>.self) | unsafeBitCast(b - b, to: SIMD4<UInt32>.self)
            i &+= 4
        }
        let lo4 = loA.replacing(with: loB, where: loB .< loA), hi4 = hiA.replacing(with: hiB, where: hiB .> hiA)
        var lo = lo4.lowHalf.replacing(with: lo4.highHalf, where: lo4.highHalf .< lo4.lowHalf)
        var hi = hi4.lowHalf.replacing(with: hi4.highHalf, where: hi4.highHalf .> hi4.lowHalf)
        var bad = nan[0] | nan[1] | nan[2] | nan[3]
        while i < end {
            let q = p[i]
            lo = lo.replacing(with: q, where: q .< lo); hi = hi.replacing(with: q, where: q .> hi)
            let z = unsafeBitCast(q - q, to: SIMD2<UInt32>.self)
            bad |= z[0] | z[1]
            i &+= 1
        }
        return (lo, hi, bad == 0)
    }

    /// The greatest squared distance from `c` of points `start ..< end` of `p` (finite):
    /// the same x² + y² per point as one by one, their maximum taken four points a step in
    /// two pairs of lanes.
    @inline(__always)
    static func farthest(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int,
                         from c: SIMD2<Float>) -> Float {
        let raw = UnsafeRawPointer(p.baseAddress!)
        let c4 = SIMD4(lowHalf: c, highHalf: c)
        var mA = SIMD2<Float>(), mB = mA
        var i = start
        // Safe because: i + 4 ≤ end, so the 4 points read are in `p`.
        while i + 4 <= end {
            let a = raw.loadUnaligned(fromByteOffset: i &* 8, as: SIMD4<Float>.self) - c4
            let b = raw.loadUnaligned(fromByteOffset: i &* 8 &+ 16, as: SIMD4<Float>.self) - c4
            let sa = a * a, sb = b * b
            let ra = sa.evenHalf + sa.oddHalf, rb = sb.evenHalf + sb.oddHalf
            mA = mA.replacing(with: ra, where: ra .> mA); mB = mB.replacing(with: rb, where: rb .> mB)
            i &+= 4
        }
        let m = mA.replacing(with: mB, where: mB .> mA)
        var r2 = max(m[0], m[1])
        while i < end { let d = p[i] - c; r2 = max(r2, (d * d).sum()); i &+= 1 }
        return r2
    }

    /// Twice the signed area of contour `start..<end` (≥ 3 finite points) if it is convex,
    /// else 0.
    static func convex(_ p: UnsafeBufferPointer<SIMD2<Float>>, _ start: Int, _ end: Int) -> Float {
        // The last edge of non-zero length (a marker's is usually its closing duplicate's
        // neighbour): found from the end, stopping there.
        var prev = SIMD2<Float>.zero, j = end - 1
        while j > start && prev == .zero { prev = p[j] - p[j - 1]; j -= 1 }
        guard prev != .zero else { return 0 }
        var turn: Float = 0, flips = 0, lastDx: Float = 0, area: Float = 0
        var a = p[end - 1]
        for i in start..<end {
            let b = p[i]
            defer { a = b }
            let d = b - a
            if d.x == 0 && d.y == 0 { continue }
            let c = prev.x * d.y - prev.y * d.x
            if c != 0 {
                if turn == 0 { turn = c } else if (c > 0) != (turn > 0) { return 0 }
            } else if prev.x * d.x + prev.y * d.y < 0 {
                return 0   // folds back on itself
            }
            if d.x != 0 {
                if lastDx != 0 && (d.x > 0) != (lastDx > 0) { flips += 1 }
                lastDx = d.x
            }
            area += a.x * b.y - a.y * b.x
            prev = d
        }
        return flips <= 2 && turn != 0 ? area : 0
    }
}
