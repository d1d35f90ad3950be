/// Where columns come from: a stroke of a path, recorded in a display list.
extension LineColumns {
    /// The column coverage of `path` stroked with `style` through `transform`, if it is one
    /// open polyline that runs one way in x on the device, undashed, with miter or bevel
    /// joins and butt or square caps, under a transform that keeps circles circles, within
    /// 65,536 px of the origin, with at least `sparsest` segments a column it spans in
    /// `clip`, whose columns hold at most `maxCells`; else nil (the stroker's outline does the
    /// rest). `denseFrom`: see `LineColumns.denseFrom`.
    init?(stroking path: Path, style: StrokeStyle, transform t: AffineTransform, clip: PixelRect, threads: Int,
          sparsest: Float = LineColumns.sparsest, denseFrom: Int = LineColumns.denseFrom) {
        guard style.dashes.isEmpty, style.join != .round, style.cap != .round,
              path.verbs.count >= 2, path.verbs[0] == .move,
              path.verbs.dropFirst().allSatisfy({ $0 == .line }) else { return nil }
        // A similarity: the pen stays round, its radius scaled.
        let s2 = t.a * t.a + t.b * t.b
        guard s2 > 0, abs(t.a * t.c + t.b * t.d) <= 1e-12 * s2, abs(t.c * t.c + t.d * t.d - s2) <= 1e-12 * s2 else { return nil }
        let r = Float(style.width / 2 * s2.squareRoot())
        guard r.isFinite, r > 0 else { return nil }
        guard let pts = Self.device(path.points, t) else { return nil }
        let x0 = max(Float(clip.x0), pts[0].x), x1 = min(Float(clip.x1), pts[pts.count - 1].x)
        let seen = pts.withUnsafeBufferPointer { Self.segments($0, from: x0, to: x1).count }
        guard Float(seen) >= sparsest * max(1, x1 - x0) else { return nil }
        let limit = max(style.miterLimit.isFinite ? style.miterLimit : 4, 1)
        self.init(points: pts, halfWidth: r, miterMin: style.join == .miter ? Float(2 / (limit * limit)) : nil,
                  squareCaps: style.cap == .square, clip: clip, threads: threads, denseFrom: denseFrom)
    }

    /// `points` through `t` as Floats, each equal to the one before dropped, in the order of
    /// rising x; nil if x turns back, or a point is not within 65,536 px of the origin (Float's
    /// step there 1/128 px; pieces' lines are anchored at their vertices: far geometry is the
    /// outline's, `Stroker+Far`) or not finite, or fewer than 2 are left.
    /// - Complexity: O(points), one pass of ~25 instructions a point (on the calling thread,
    ///   before the chunks go parallel: an `append` a point with checks of the last kept one
    ///   took ~55, S1 223k against 120k instructions a draw).
    static func device(_ points: [Point], _ t: AffineTransform) -> [SIMD2<Float>]? {
        let n = points.count
        guard n >= 2 else { return nil }
        // Every point, with running bounds instead of per-point checks (branches on flags
        // made a tangle of jumps): the least and greatest x and y, the least and greatest x
        // step, the least |step| (0: a point repeats the one before), and v · 0 summed (NaN
        // from any NaN or infinity).
        var lo = SIMD2<Float>(), hi = lo, poison = lo
        var stepLo = Float.infinity, stepHi = -Float.infinity, still = Float.infinity
        var pts = [SIMD2<Float>](unsafeUninitializedCapacity: n) { out, count in
            points.withUnsafeBufferPointer { src in
                @inline(__always) func at(_ i: Int) -> SIMD2<Float> {
                    let q = t.apply(src[i])
                    return SIMD2(Float(q.x), Float(q.y))
                }
                // Safe because: i < n, within `src` and `out` (n each).
                var last = at(0)
                out[0] = last
                lo = last; hi = last; poison = last * 0
                for i in 1..<n {
                    let v = at(i), d = v - last
                    out[i] = v
                    // (`min`, `max` lane by lane: `pointwiseMin` orders NaNs, in a tangle of branches.)
                    lo = SIMD2(min(lo.x, v.x), min(lo.y, v.y)); hi = SIMD2(max(hi.x, v.x), max(hi.y, v.y))
                    poison += v * 0
                    stepLo = min(stepLo, d.x); stepHi = max(stepHi, d.x); still = min(still, abs(d.x) + abs(d.y))
                    last = v
                }
            }
            count = n
        }
        guard poison == .zero, max(hi.x, hi.y) < 0x1p16, min(lo.x, lo.y) > -0x1p16, !(stepLo < 0 && stepHi > 0) else { return nil }
        let left = stepLo < 0, repeated = still == 0
        if repeated {
            // Rare: each point equal to the one kept before it dropped.
            var k = 0
            for i in 0..<n where k == 0 || pts[i] != pts[k - 1] { pts[k] = pts[i]; k += 1 }
            pts.removeLast(n - k)
            guard k >= 2 else { return nil }
        }
        if left { pts.reverse() }
        return pts
    }
}

extension DisplayList {
    /// Records a stroke's column coverage (`LineColumns`).
    mutating func fill(_ line: LineColumns, paint: Paint) {
        guard !line.rows.isEmpty else { return }
        commands.append(.line(line, paint))
    }
}
