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
        guard let pts = Self.device(path.points, t, threads: threads) else { return nil }
        let x0 = max(Float(clip.x0), pts[0].x), x1 = min(Float(clip.x1), pts[pts.count - 1].x)
        let seen = pts.withUnsafeBufferPointer { Self.segments($0, from: x0, to: x1).count }
        guard Float(seen) >= sparsest * max(1, x1 - x0) else { return nil }
        let limit = max(style.miterLimit.isFinite ? style.miterLimit : 4, 1)
        self.init(points: pts, halfWidth: r, miterMin: style.join == .miter ? Float(2 / (limit * limit)) : nil,
                  squareCaps: style.cap == .square, clip: clip, threads: threads, denseFrom: denseFrom)
    }
}

extension LineColumns {
    /// `points` through `t` as Floats, each equal to the one before dropped, in the order of
    /// rising x; nil if x turns back, or a point is not within 65,536 px of the origin (Float's
    /// step there 1/128 px; pieces' lines are anchored at their vertices: far geometry is the
    /// outline's, `Stroker+Far`) or not finite, or fewer than 2 are left. Long lines are
    /// done in parts on `threads`.
    /// - Complexity: O(points), ~25 instructions a point (an `Array.append` a point with
    ///   checks of the last and flags took 55, all on the calling thread: at two threads
    ///   S1's 4,000 points were ~5% of the draw).
    static func device(_ points: [Point], _ t: AffineTransform, threads: Int = 1) -> [SIMD2<Float>]? {
        let n = points.count
        guard n >= 2 else { return nil }
        let parts = n >= 2_048 ? max(1, min(threads, 16)) : 1
        var spread = [Spread](repeating: Spread(), count: parts)
        var pts = [SIMD2<Float>](unsafeUninitializedCapacity: n) { out, count in
            points.withUnsafeBufferPointer { src in
                spread.withUnsafeMutableBufferPointer { sp in
                    nonisolated(unsafe) let out = out, src = src, sp = sp
                    Parallel.forEach(parts, threads: parts) { p in
                        // Safe because: each part writes its own points and its own spread.
                        sp[p] = Spread(src, t, Parallel.part(p, of: parts, in: n), into: out)
                    }
                }
            }
            count = n
        }
        let all = spread.reduce(Spread()) { $0.merged($1) }
        guard all.poison == .zero, max(all.hi.x, all.hi.y) < 0x1p16, min(all.lo.x, all.lo.y) > -0x1p16,
              !(all.stepLo < 0 && all.stepHi > 0) else { return nil }
        if all.still == 0 {
            // Rare: each point equal to the one kept before it dropped.
            var k = 0
            for i in 0..<n where k == 0 || pts[i] != pts[k - 1] { pts[k] = pts[i]; k += 1 }
            pts.removeLast(n - k)
            guard k >= 2 else { return nil }
        }
        if all.stepLo < 0 { pts.reverse() }
        return pts
    }

    /// Running bounds of a run of device points, instead of per-point checks (branches on
    /// flags made a tangle of jumps): the least and greatest x and y, the least and greatest
    /// x step, the least |step| (0: a point repeats the one before), and v · 0 summed (NaN
    /// from any NaN or infinity).
    struct Spread {
        var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity), poison = SIMD2<Float>()
        var stepLo = Float.infinity, stepHi = -Float.infinity, still = Float.infinity

        init() {}

        /// Points `range` of `src` through `t` into `out`, and their bounds (steps from the
        /// point before the range's first included). Safe callers: `range` within both.
        @inline(__always)
        init(_ src: UnsafeBufferPointer<Point>, _ t: AffineTransform, _ range: Range<Int>,
             into out: UnsafeMutableBufferPointer<SIMD2<Float>>) {
            guard !range.isEmpty else { return }
            @inline(__always) func at(_ i: Int) -> SIMD2<Float> {
                let q = t.apply(src[i])
                return SIMD2(Float(q.x), Float(q.y))
            }
            var last = at(max(range.lowerBound - 1, 0))
            let first = range.lowerBound == 0 ? 1 : range.lowerBound
            if range.lowerBound == 0 { out[0] = last; lo = last; hi = last; poison = last * 0 }
            for i in first..<range.upperBound {
                let v = at(i), d = v - last
                out[i] = v
                // (`min`, `max` lane by lane: `pointwiseMin` orders NaNs, in a tangle of branches.)
                lo = SIMD2(min(lo.x, v.x), min(lo.y, v.y)); hi = SIMD2(max(hi.x, v.x), max(hi.y, v.y))
                poison += v * 0
                stepLo = min(stepLo, d.x); stepHi = max(stepHi, d.x); still = min(still, abs(d.x) + abs(d.y))
                last = v
            }
        }

        func merged(_ o: Spread) -> Spread {
            var m = self
            m.lo = SIMD2(min(lo.x, o.lo.x), min(lo.y, o.lo.y)); m.hi = SIMD2(max(hi.x, o.hi.x), max(hi.y, o.hi.y))
            m.poison += o.poison
            m.stepLo = min(stepLo, o.stepLo); m.stepHi = max(stepHi, o.stepHi); m.still = min(still, o.still)
            return m
        }
    }
}

extension DisplayList {
    /// Records a stroke's column coverage (`LineColumns`).
    mutating func fill(_ line: LineColumns, paint: Paint) {
        guard !line.rows.isEmpty else { return }
        commands.append(.line(line, paint))
    }
}
