import ChartCore

/// Raster scenes at 1920x1080, timed like /work/shared/peers/raster_peers.py: the clear is
/// not timed (the canvas is cleared once in prepare; source-over costs the same on any
/// content), only `draw` of the scene's display list. The 16x16 supersampled reference
/// takes far more than 1 s at this size, so it is not timed; instead prepare prints the
/// ink ratio ours / reference on a 240x135 window of the same scene, centred on the
/// path's middle vertex (bars are rects, not paths: they have no ratio).
enum RasterBench {
    static let w = 1920, h = 1080

    static func register(into cases: inout [BenchCase]) {
        let scenes: [(String, Int, () -> DisplayList)] = [
            ("S4a area 4k solid", 4000, { area(gradient: false) }),
            ("S4b area 4k v-gradient", 4000, { area(gradient: true) }),
            ("S5 5000 circles r=3", 5000, circles),
            ("S6 500 bars", 500, bars),
            ("S1* zigzag ring 4k 1.5px", 4000, zigzag),
            ("A200k area 200k solid", 200_000, { area(gradient: false, points: 200_000) }),
        ]
        for (name, n, make) in scenes {
            for threads in [1, 2] {
                cases.append(BenchCase(suite: "raster", name: "\(name) T=\(threads)", n: n,
                                       threads: threads) {
                    let list = make()
                    // (The reference on a 200k-point path would take hours: the tests hold
                    // dense areas to it.)
                    if threads == 1 && n <= 10_000 { printInkRatio(name, list) }
                    var canvas = try Canvas(width: w, height: h)
                    canvas.clear(.white)
                    return [Variant(impl: "ours", opsPerCall: 1) {
                        canvas.draw(list, threads: threads)
                        return Int(canvas.bytes[(h / 2 * w + w / 2) * 4])
                    }]
                })
            }
        }
    }

    /// A random walk of `n` points across the canvas.
    static func walk(_ n: Int = 4000) -> [SIMD2<Float>] {
        let y = BenchData.floatWalk(n)
        let lo = y.min()!, hi = y.max()!
        return y.enumerated().map { i, v in
            SIMD2(Float(i) / Float(n - 1) * Float(w), 40 + (v - lo) / (hi - lo) * Float(h - 80))
        }
    }

    /// The area under `walk(points)` (S4a, S4b: 4,000 points; an undecimated series: 200,000,
    /// drawn by columns).
    static func area(gradient: Bool, points: Int = 4000) -> DisplayList {
        var p = FlatPath()
        p.append(contour: walk(points) + [SIMD2(Float(w), Float(h)), SIMD2(0, Float(h))])
        let c = Color(r: 61, g: 194, b: 63)
        let stops: [(offset: Float, color: Color)] = [
            (offset: 0, color: c), (offset: 1, color: Color(r: 61, g: 194, b: 63, a: 0))]
        let paint: Paint = gradient
            ? .linearGradient(start: SIMD2<Float>(0, 0), end: SIMD2<Float>(0, Float(h)), stops: stops)
            : .solid(c)
        var l = DisplayList()
        l.fill(p, rule: .nonZero, paint: paint)
        return l
    }

    static func circles() -> DisplayList {
        var g = SeededGenerator(seed: 5)
        var p = FlatPath()
        for _ in 0..<5000 {
            let c = SIMD2(Float.random(in: 0...Float(w), using: &g), Float.random(in: 0...Float(h), using: &g))
            p.append(contour: (0..<12).map { k in
                let a = Float(k) * (2 * Float.pi / 12)
                return c + 3 * SIMD2(cosApprox(a), cosApprox(a - Float.pi / 2))
            })
        }
        var l = DisplayList()
        l.fill(p, rule: .nonZero, paint: .solid(Color(r: 200, g: 60, b: 60, a: 200)))
        return l
    }

    /// cos by a short Taylor series after range reduction (the bench avoids Foundation math).
    static func cosApprox(_ x: Float) -> Float {
        var a = x.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi } else if a < -.pi { a += 2 * .pi }
        let a2 = a * a
        return 1 - a2 / 2 + a2 * a2 / 24 - a2 * a2 * a2 / 720 + a2 * a2 * a2 * a2 / 40320
            - a2 * a2 * a2 * a2 * a2 / 3628800
    }

    static func bars() -> DisplayList {
        var l = DisplayList()
        let y = BenchData.floatWalk(500)
        let lo = y.min()!, hi = y.max()!
        let bw = Float(w) / 500
        for (i, v) in y.enumerated() {
            let top = 40 + (1 - (v - lo) / (hi - lo)) * Float(h - 80)
            l.fillRect(x0: Float(i) * bw + 0.5, y0: top, x1: Float(i + 1) * bw - 0.5,
                       y1: Float(h), paint: .solid(Color(r: 50, g: 90, b: 200)))
        }
        return l
    }

    static func zigzag() -> DisplayList {
        let pts = walk()
        var p = FlatPath()
        p.append(contour: pts.map { $0 - SIMD2(0, 0.75) } + pts.reversed().map { $0 + SIMD2(0, 0.75) })
        var l = DisplayList()
        l.fill(p, rule: .nonZero, paint: .solid(.black))
        return l
    }

    /// Ink (sum of coverage) of the list's path fills on a 240x135 window, ours / reference.
    static func printInkRatio(_ name: String, _ list: DisplayList) {
        let (cw, ch) = (240, 135)
        for path in list.paths where !path.path.points.isEmpty {
            // The window is centred on the path's middle vertex, so it holds edges.
            let mid = path.path.points[path.path.points.count / 2]
            let off = SIMD2<Float>(Float(cw / 2), Float(ch / 2)) - mid.rounded(.down)
            var q = path.path
            q.points = q.points.map { $0 + off }
            guard var c = try? Canvas(width: cw, height: ch) else { return }
            c.fill(q, rule: path.evenOdd ? .evenOdd : .nonZero, paint: .solid(.white))
            let ours = stride(from: 3, to: c.bytes.count, by: 4).reduce(0.0) { $0 + Double(c.bytes[$1]) / 255 }
            let ref = SupersampledRaster.coverage(q, evenOdd: path.evenOdd, width: cw, height: ch)
                .reduce(0.0) { $0 + Double($1) }
            print("raster \(name): ink ours/reference on a \(cw)x\(ch) window = \(ours / max(ref, 1e-9))")
        }
    }
}
