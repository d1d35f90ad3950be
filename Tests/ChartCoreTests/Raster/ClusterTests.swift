import Testing
@testable import ChartCore

/// The cluster rasterizer's decisions: one-slab shortcuts == the slab resolver, slabs vs
/// sample lines (both against the supersampled oracle), the fallback when crossings
/// abound, rectangle paths, and thread invariance on the scenes that use each path.
@Suite struct ClusterTests {
    func draw(_ list: DisplayList, _ w: Int, _ h: Int, mode: Rasterizer.Mode, threads: Int = 1) throws -> Canvas {
        var c = try Canvas(width: w, height: h)
        c.clear(Color(r: 250, g: 250, b: 240))
        c._draw(list, threads: threads, mode: mode)
        return c
    }

    func alpha(_ p: FlatPath, _ rule: FillRule, _ w: Int, _ h: Int, mode: Rasterizer.Mode) throws -> [Float] {
        var c = try Canvas(width: w, height: h)
        var l = DisplayList()
        l.fill(p, rule: rule, paint: .solid(.white))
        c._draw(l, threads: 1, mode: mode)
        return RasterScenes.alpha(c)
    }

    /// Small circles (y-monotone chains), a thin stroke (two-piece clusters), a dense zigzag
    /// (slabs with crossings and sample-line fallback), bars as one path (rectangles).
    static func scene(seed: UInt64, w: Float, h: Float) -> DisplayList {
        var g = SeededGenerator(seed: seed)
        var l = DisplayList()
        var dots = FlatPath()
        for _ in 0..<40 {
            let c = Path.circle(center: Point(x: Double.random(in: 3...Double(w - 3), using: &g),
                                              y: Double.random(in: 3...Double(h - 3), using: &g)), radius: 2.6)
            dots.append(contour: c.flattened().points)
        }
        l.fill(dots, rule: .nonZero, paint: .solid(Color(r: 31, g: 119, b: 180)))
        var line = Path()
        line.move(to: Point(x: 2, y: Double(h) / 2))
        for i in 1..<300 {
            line.line(to: Point(x: 2 + Double(i) * Double(w - 4) / 300, y: Double.random(in: 2...Double(h - 2), using: &g)))
        }
        l.fill(line.stroked(StrokeStyle(width: 1, join: .miter)), rule: .nonZero,
               paint: .solid(Color(r: 200, g: 60, b: 20, a: 200)))
        var bars = FlatPath()
        for b in 0..<12 {
            let x = 1.3 + Float(b) * 3.8, top = Float.random(in: 2...(h - 2), using: &g)
            bars.append(contour: [SIMD2(x, top), SIMD2(x + 2.9, top), SIMD2(x + 2.9, h - 1.25), SIMD2(x, h - 1.25)])
        }
        l.fill(bars, rule: .nonZero, paint: .solid(Color(r: 40, g: 160, b: 60, a: 230)))
        return l
    }

    @Test(arguments: 0..<3) func shortcutsMatchTheSlabResolver(seed: Int) throws {
        let l = Self.scene(seed: UInt64(seed), w: 64, h: 48)
        let a = try draw(l, 64, 48, mode: .exact), b = try draw(l, 64, 48, mode: .general)
        let d = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }
        // Same pieces and areas; only the order of float additions may differ.
        #expect(d.max()! <= 1, "seed \(seed) max diff \(d.max()!)")
        #expect(d.filter { $0 > 0 }.count * 200 <= d.count, "seed \(seed): \(d.filter { $0 > 0 }.count) bytes differ")
    }

    /// A decimated chart line as in S1 (two vertices a pixel column, ~9 px swings, 1 px
    /// miter): its rows hold a side's vertex beside the other side (`chain`), tips and
    /// inner corners (`roles`); all of them give the slab resolver's coverage (`.exact`),
    /// and `.auto` (tips and corners on sample lines) the 16x16 oracle's.
    @Test(arguments: [1, 2]) func thinChartLineMatchesTheSlabResolver(seed: Int) throws {
        let line = RasterScenes.s1Line(seed: UInt64(seed))
        var l = DisplayList()
        l.fill(line.stroked(StrokeStyle(width: 1, join: .miter)), rule: .nonZero, paint: .solid(Color(r: 31, g: 119, b: 180)))
        let a = try draw(l, 190, 100, mode: .exact), b = try draw(l, 190, 100, mode: .general)
        let d = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }
        #expect(d.max()! <= 1, "seed \(seed) max diff \(d.max()!)")
        #expect(d.filter { $0 > 0 }.count * 200 <= d.count, "seed \(seed): \(d.filter { $0 > 0 }.count) bytes differ")
        let stroke = line.stroked(StrokeStyle(width: 1, join: .miter))
        let ours = try alpha(stroke, .nonZero, 190, 100, mode: .auto), slabs = try alpha(stroke, .nonZero, 190, 100, mode: .general)
        let ref = SupersampledRaster.coverage(stroke, evenOdd: false, width: 190, height: 100)
        func mae(_ x: [Float]) -> Float { zip(x, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ref.count) }
        // Sampled like the oracle where parts overlap: no further from it than exact areas.
        #expect(mae(ours) <= mae(slabs) + 0.02 / 255, "seed \(seed): mae \(mae(ours) * 255) vs \(mae(slabs) * 255)")
        let inkOurs: Float = ours.reduce(0, +), inkRef: Float = ref.reduce(0, +)
        #expect(abs(inkOurs - inkRef) <= 0.005 * inkRef, "seed \(seed): ink \(inkOurs) vs \(inkRef)")
        #expect(zip(ours, slabs).allSatisfy { abs($0 - $1) <= 1.0 / 16 }, "seed \(seed): a pixel off by more than a line")
    }

    @Test(arguments: [1, 2, 3, 5, 8]) func everyPathIsThreadInvariant(threads: Int) throws {
        let l = Self.scene(seed: 7, w: 96, h: 77)
        for mode in [Rasterizer.Mode.auto, .exact, .general, .sampleLines] {
            let one = try draw(l, 96, 77, mode: mode), many = try draw(l, 96, 77, mode: mode, threads: threads)
            #expect(one.bytes == many.bytes, "mode \(mode) threads \(threads)")
        }
    }

    /// A dense zigzag stroke (fills with both rules and a crossing star too) drawn under a
    /// clip whose left side cuts through it: the pieces left of the clip (vertical at x0 − 1,
    /// to the row's winding profile, not clustered) give the same pixels inside the clip as
    /// the unclipped drawing, to one unit, and none outside it; in every mode, 1 and 3 threads.
    @Test func piecesLeftOfTheClipOnlyCarryTheirWinding() throws {
        var g = SeededGenerator(seed: 19)
        var line = Path()
        line.move(to: Point(x: 1, y: 20))
        for i in 1..<2000 { line.line(to: Point(x: 1 + Double(i) * 0.04, y: Double.random(in: 3...37, using: &g))) }
        let star = RasterScenes.star(points: 7, center: SIMD2(46, 20), r: 18, phase: 0.3)
        let clip = PixelRect(x0: 40, y0: 5, x1: 96, y1: 36)
        for (path, rule) in [(line.stroked(StrokeStyle(width: 1.5, join: .miter)), FillRule.nonZero), (star, .nonZero), (star, .evenOdd)] {
            for mode in [Rasterizer.Mode.auto, .exact, .general, .sampleLines] {
                var whole = DisplayList(), clipped = DisplayList()
                whole.fill(path, rule: rule, paint: .solid(.white))
                clipped.clip(clip); clipped.fill(path, rule: rule, paint: .solid(.white))
                // On a transparent canvas: alpha is the coverage.
                func coverage(_ l: DisplayList, threads: Int) throws -> [Float] {
                    var c = try Canvas(width: 96, height: 40)
                    c._draw(l, threads: threads, mode: mode)
                    return RasterScenes.alpha(c)
                }
                let a = try coverage(whole, threads: 1)
                #expect(a.filter { $0 > 0 }.count > 300)
                for threads in [1, 3] {
                    let b = try coverage(clipped, threads: threads)
                    var worst: Float = 0
                    for y in 0..<40 {
                        for x in 0..<96 {
                            let inside = x >= clip.x0 && x < clip.x1 && y >= clip.y0 && y < clip.y1
                            worst = max(worst, abs(b[y * 96 + x] - (inside ? a[y * 96 + x] : 0)))
                        }
                    }
                    #expect(worst <= 1.01 / 255, "mode \(mode) rule \(rule) threads \(threads): \(worst * 255)")
                }
            }
        }
    }

    /// Both resolvers against the 16x16 oracle on shapes that overlap themselves.
    @Test(arguments: [Rasterizer.Mode.auto, .general, .sampleLines]) func resolversMatchTheOracle(mode: Rasterizer.Mode) throws {
        let shapes: [(FlatPath, FillRule, Int)] = [
            (RasterScenes.star(points: 7, center: SIMD2(20.3, 19.7), r: 17.6, phase: 0.1), .evenOdd, 1),
            (RasterScenes.star(points: 9, center: SIMD2(20.3, 19.7), r: 17.6, phase: 0.3), .nonZero, 1),
            (RasterScenes.zigzagRing(seed: 3, n: 120, width: 40, height: 32, half: 0.75), .nonZero, 4),
        ]
        for (k, (p, rule, xScale)) in shapes.enumerated() {
            let ours = try alpha(p, rule, 40, 40, mode: mode)
            var wide = p
            wide.points = p.points.map { SIMD2($0.x * Float(xScale), $0.y) }
            let fine = SupersampledRaster.coverage(wide, evenOdd: rule == .evenOdd, width: 40 * xScale, height: 40)
            let ref = (0..<1600).map { i in (0..<xScale).map { fine[i * xScale + $0] }.reduce(0, +) / Float(xScale) }
            let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ours.count)
            let inkO = ours.reduce(0, +), inkR = ref.reduce(0, +)
            #expect(mae * 255 <= 0.5, "shape \(k) \(mode) mae \(mae * 255)/255")
            #expect(abs(inkO - inkR) <= 0.005 * inkR + 0.5, "shape \(k) \(mode) ink \(inkO) vs \(inkR)")
        }
    }

    /// A sliver 0.06 px high between sample lines: slabs give its exact area, 16 sample
    /// lines see about half of it.
    @Test func slabsAreExactWhereSampleLinesAreNot() throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(0.5, 2.30), SIMD2(30.5, 2.30), SIMD2(30.5, 2.36)])
        let exact: Float = 30 * 0.06 / 2
        let slabs = try alpha(p, .nonZero, 32, 5, mode: .general).reduce(0, +)
        let lines = try alpha(p, .nonZero, 32, 5, mode: .sampleLines).reduce(0, +)
        #expect(abs(slabs - exact) < 0.07, "slabs \(slabs) vs \(exact)")
        #expect(abs(lines - exact) > 0.2, "sample lines \(lines): the sliver test lost its point")
    }

    /// 30 pieces all crossing in one row: too many crossings for slabs.
    @Test func crossingHeavyClusterFallsBack() {
        var pieces = (0..<30).map { i in
            RowPiece(Edge(x0: Float(i) * 0.2, y0: 0, y1: 1, dxdy: Float(29 - 2 * i) * 0.2, dir: 1),
                     row: 0, left: -1, right: 20)
        }
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: 40), cov = UnsafeMutablePointer<Float>.allocate(capacity: 40)
        defer { acc.deallocate(); cov.deallocate() }
        acc.initialize(repeating: 0, count: 40); cov.initialize(repeating: 0, count: 40)
        let ok = pieces.withUnsafeMutableBufferPointer { p in
            ClusterSlabs.resolve(p, profile: RowProfile(), row: 0, rule: .nonZero, cs: 0, ce: 6,
                                 acc: acc + 2, cov: cov + 2, scratch: SlabScratch())
        }
        #expect(!ok)
        #expect((0..<40).allSatisfy { acc[$0] == 0 }, "acc must be left zero")
    }

    @Test func rectanglePathsAreRecognisedOnlyWhenPixelDisjoint() throws {
        func bars(_ xs: [(Float, Float)]) -> FlatPath {
            var p = FlatPath()
            for (x0, x1) in xs { p.append(contour: [SIMD2(x0, 3.5), SIMD2(x1, 3.5), SIMD2(x1, 20.25), SIMD2(x0, 20.25)]) }
            return p
        }
        let apart = bars([(1.3, 4.2), (5.1, 8.0), (8.9, 11.8)])
        #expect(RectPath.rects(apart)?.count == 3)
        #expect(RectPath.rects(bars([(1.3, 4.2), (4.6, 8.0)])) == nil)     // share pixel 4
        #expect(RectPath.rects(bars([(1.3, 6.2), (4.6, 8.0)])) == nil)     // overlap
        var tri = apart
        tri.append(contour: [SIMD2(1, 1), SIMD2(5, 1), SIMD2(3, 4)])
        #expect(RectPath.rects(tri) == nil)
        // A rectangle with a side at NaN or ±∞ (both its corners: still axis-aligned) is
        // refused (the general path drops it).
        for (i, j, axis) in [(0, 3, 0), (1, 2, 0), (0, 1, 1), (2, 3, 1)] {
            for bad in [Float.nan, .infinity, -.infinity] {
                var corners = [SIMD2<Float>(20, 3.5), SIMD2(24, 3.5), SIMD2(24, 9), SIMD2(20, 9)]
                corners[i][axis] = bad; corners[j][axis] = bad
                var p = apart
                p.append(contour: corners)
                #expect(RectPath.rects(p) == nil, "corners \(i), \(j) axis \(axis) = \(bad)")
            }
        }
        var l = DisplayList()
        l.fill(apart, rule: .evenOdd, paint: .solid(Color(r: 10, g: 200, b: 90, a: 180)))
        let a = try draw(l, 16, 24, mode: .auto), b = try draw(l, 16, 24, mode: .general)
        let d = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max()!
        #expect(d <= 1, "rect path vs general: max diff \(d)")
    }

    /// Horizontal edges ending pieces mid-row: the gap between the sides takes its coverage
    /// from the winding profile over y (two bars with bottoms at 5.3 and 5.7 in row 5).
    @Test(arguments: [(false, FillRule.nonZero, 0.7), (true, .nonZero, 0.4), (false, .evenOdd, 0.4)])
    func gapCoverageFollowsTheWindingProfile(reversed: Bool, rule: FillRule, expected: Float) throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(2, 1), SIMD2(10, 1), SIMD2(10, 5.3), SIMD2(2, 5.3)])
        let b: [SIMD2<Float>] = [SIMD2(2, 1), SIMD2(10, 1), SIMD2(10, 5.7), SIMD2(2, 5.7)]
        p.append(contour: reversed ? b.reversed() : b)
        for mode in [Rasterizer.Mode.auto, .general, .sampleLines] {
            let a = try alpha(p, rule, 12, 8, mode: mode)
            let tolerance: Float = mode == .sampleLines ? 1.0 / 32 : 1.0 / 255
            #expect(abs(a[5 * 12 + 5] - expected) <= tolerance, "\(mode) \(rule) reversed \(reversed): \(a[5 * 12 + 5])")
        }
    }

    /// Random polygons on a quarter-pixel grid: horizontal edges, shared vertices and
    /// collinear overlaps everywhere, against the oracle.
    @Test(arguments: 0..<4) func gridPolygonsMatchTheOracle(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(100 + seed))
        var p = FlatPath()
        for _ in 0..<3 {
            p.append(contour: (0..<9).map { _ in
                SIMD2(Float(Int.random(in: -8...168, using: &g)) / 4, Float(Int.random(in: -8...168, using: &g)) / 4)
            })
        }
        for rule in [FillRule.nonZero, .evenOdd] {
            let ours = try alpha(p, rule, 40, 40, mode: .auto)
            let ref = SupersampledRaster.coverage(p, evenOdd: rule == .evenOdd, width: 40, height: 40)
            let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ours.count)
            let inkO = ours.reduce(0, +), inkR = ref.reduce(0, +)
            #expect(mae * 255 <= 0.5, "seed \(seed) \(rule) mae \(mae * 255)/255")
            #expect(abs(inkO - inkR) <= 0.005 * inkR + 0.5, "seed \(seed) \(rule) ink \(inkO) vs \(inkR)")
        }
    }
}

@Suite struct RectPathBandTests {
    /// Rectangle paths binned by band: any thread count gives the single-thread bytes, for
    /// thin columns (the one-column fast path), wide bars, and rectangles far outside.
    @Test func rectanglePathsAreBandInvariantIncludingHugeCoordinates() throws {
        var g = SeededGenerator(seed: 8)
        var path = FlatPath()
        for c in 0..<120 {
            let x = Float(c) + (c % 3 == 0 ? 0.25 : 0), w: Float = c % 5 == 0 ? 0.5 : 1
            let y0 = Float.random(in: -20...90, using: &g), y1 = y0 + Float.random(in: 0.1...60, using: &g)
            path.append(contour: [SIMD2(x, y0), SIMD2(x + w, y0), SIMD2(x + w, y1), SIMD2(x, y1)])
        }
        path.append(contour: [SIMD2(200, -1e30), SIMD2(201, -1e30), SIMD2(201, 1e30), SIMD2(200, 1e30)])
        var list = DisplayList()
        list.fill(path, rule: .nonZero, paint: .solid(Color(r: 200, g: 40, b: 90, a: 180)))
        var one = try Canvas(width: 210, height: 100)
        one.draw(list, threads: 1)
        for t in [2, 3, 8] {
            var c = try Canvas(width: 210, height: 100)
            c._draw(list, threads: t, mode: .auto)
            #expect(c.bytes == one.bytes, "T=\(t)")
        }
        // The one-column fast path gives the general rasterizer's coverage (overlapping
        // columns on exact resolvers, as `.general` takes them).
        var exact = try Canvas(width: 210, height: 100), general = try Canvas(width: 210, height: 100)
        exact._draw(list, threads: 1, mode: .exact)
        general._draw(list, threads: 1, mode: .general)
        let worst = zip(exact.bytes, general.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        #expect(one.pixel(x: 200, y: 50)?.a == 180)
    }
}
