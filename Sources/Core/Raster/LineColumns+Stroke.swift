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
        var pts: [SIMD2<Float>] = []
        pts.reserveCapacity(path.points.count)
        var rising = true, falling = true
        for p in path.points {
            let q = t.apply(p)
            let v = SIMD2(Float(q.x), Float(q.y))
            // Within 65,536 px (Float's step there 1/128 px; pieces' lines are anchored at their
            // vertices): far geometry is the outline's (`Stroker+Far`).
            guard abs(v.x) < 0x1p16, abs(v.y) < 0x1p16 else { return nil }
            if let last = pts.last {
                if last == v { continue }
                rising = rising && v.x >= last.x; falling = falling && v.x <= last.x
                guard rising || falling else { return nil }
            }
            pts.append(v)
        }
        guard pts.count >= 2 else { return nil }
        if !rising { pts.reverse() }
        let x0 = max(Float(clip.x0), pts[0].x), x1 = min(Float(clip.x1), pts[pts.count - 1].x)
        let seen = pts.withUnsafeBufferPointer { Self.segments($0, from: x0, to: x1).count }
        guard Float(seen) >= sparsest * max(1, x1 - x0) else { return nil }
        let limit = max(style.miterLimit.isFinite ? style.miterLimit : 4, 1)
        self.init(points: pts, halfWidth: r, miterMin: style.join == .miter ? Float(2 / (limit * limit)) : nil,
                  squareCaps: style.cap == .square, clip: clip, threads: threads, denseFrom: denseFrom)
    }
}

extension DisplayList {
    /// Records a stroke's column coverage (`LineColumns`).
    mutating func fill(_ line: LineColumns, paint: Paint) {
        guard !line.rows.isEmpty else { return }
        commands.append(.line(line, paint))
    }
}
