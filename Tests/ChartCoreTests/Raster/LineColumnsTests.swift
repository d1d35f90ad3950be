import Testing
@testable import ChartCore

/// `LineColumns` (an x-monotone stroke's union on 16 lanes a column, exact in y) against
/// the 16x16 oracle and the exact outline rasterizer, thread invariance, and the strokes it
/// leaves to the outline (its inner steps: `LineColumnsRunsTests`).
@Suite struct LineColumnsTests {
    static let ink = Color(r: 31, g: 119, b: 180)

    /// The stroke's coverage per pixel through `LineColumns` (nil if it refuses the stroke).
    func columns(_ line: Path, _ style: StrokeStyle, _ w: Int, _ h: Int, threads: Int = 1, drawThreads: Int = 1,
                 clip: PixelRect? = nil) throws -> (alpha: [Float], bytes: [UInt8], flagged: Int)? {
        guard let cols = LineColumns(stroking: line, style: style, transform: .identity,
                                     clip: PixelRect(x0: 0, y0: 0, x1: w, y1: h), threads: threads,
                                     sparsest: 0) else { return nil }
        var c = try Canvas(width: w, height: h)
        var l = DisplayList()
        if let clip { l.clip(clip) }
        l.fill(cols, paint: .solid(Self.ink))
        c._draw(l, threads: drawThreads, mode: .auto)
        return (RasterScenes.alpha(c), c.bytes, cols.chunks.map(\.flagged).reduce(0, +))
    }

    /// The same stroke's outline filled by the exact cluster rasterizer.
    func outline(_ line: Path, _ style: StrokeStyle, _ w: Int, _ h: Int) throws -> [Float] {
        var c = try Canvas(width: w, height: h)
        var l = DisplayList()
        l.fill(line.stroked(style), rule: .nonZero, paint: .solid(Self.ink))
        c._draw(l, threads: 1, mode: .exact)
        return RasterScenes.alpha(c)
    }

    /// A chart line: x steps of 0 (vertical runs) to 3 px, y swings up to `swing` px.
    static func line(seed: UInt64, n: Int, w: Double, h: Double, swing: Double) -> Path {
        var g = SeededGenerator(seed: seed)
        var p = Path()
        var x = 2.0, y = h / 2
        p.move(to: Point(x: x, y: y))
        for _ in 1..<n {
            x = min(w - 2, x + [0, 0.2, 0.475, 1, 3][Int.random(in: 0..<5, using: &g)])
            y = min(h - 3, max(3, y + Double.random(in: -swing...swing, using: &g)))
            p.line(to: Point(x: x, y: y))
        }
        return p
    }

    static let styles: [StrokeStyle] = [
        StrokeStyle(width: 1, join: .miter), StrokeStyle(width: 0.6, join: .bevel, cap: .square),
        StrokeStyle(width: 2.5, join: .miter, cap: .square, miterLimit: 10),
        StrokeStyle(width: 7, join: .miter, miterLimit: 1.2), StrokeStyle(width: 3, join: .bevel),
    ]

    /// Sampled like the oracle (its x positions, exact in y): no further from it than the
    /// exact areas, the same ink to 0.5%, and no pixel further from the exact area than a
    /// lane's worth per crossing edge.
    @Test(arguments: 0..<5) func matchesTheOracle(seed: Int) throws {
        let (w, h) = (90, 60)
        let line = Self.line(seed: UInt64(seed), n: 60, w: Double(w), h: Double(h), swing: 12)
        let style = Self.styles[seed]
        let ours = try #require(try columns(line, style, w, h)).alpha
        let exact = try outline(line, style, w, h)
        let ref = SupersampledRaster.coverage(line.stroked(style), evenOdd: false, width: w, height: h)
        func mae(_ x: [Float]) -> Float { zip(x, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ref.count) }
        #expect(mae(ours) <= 0.5 / 255, "seed \(seed): mae \(mae(ours) * 255) / 255")
        #expect(mae(ours) <= mae(exact) + 0.05 / 255, "seed \(seed): mae \(mae(ours) * 255) vs \(mae(exact) * 255)")
        let inkOurs: Float = ours.reduce(0, +), inkRef: Float = ref.reduce(0, +)
        #expect(abs(inkOurs - inkRef) <= 0.005 * inkRef, "seed \(seed): ink \(inkOurs) vs \(inkRef)")
        #expect(zip(ours, exact).allSatisfy { abs($0 - $1) <= 3.0 / 16 }, "seed \(seed): a pixel off by more than 3 lanes")
    }

    /// A dense S1-like line (two points a column, 1 px miter): the exact rasterizer's picture
    /// and ink, and each pixel within a few lanes' worth of its exact area.
    @Test func denseChartLineMatchesTheExactArea() throws {
        let line = RasterScenes.s1Line(seed: 11)
        let style = StrokeStyle(width: 1, join: .miter)
        let ours = try #require(try columns(line, style, 190, 100)).alpha
        let exact = try outline(line, style, 190, 100)
        let inkOurs: Float = ours.reduce(0, +), inkExact: Float = exact.reduce(0, +)
        #expect(abs(inkOurs - inkExact) <= 0.002 * inkExact, "ink \(inkOurs) vs \(inkExact)")
        let d = zip(ours, exact).map { abs($0 - $1) }
        #expect(d.max()! <= 2.0 / 16, "max \(d.max()! * 255) / 255")
        #expect(d.reduce(0, +) / Float(d.count) <= 0.1 / 255)
    }

    /// Pieces inside every lane's first run of a half skip that half where a line has
    /// `denseFrom` segments a column (S3: ~500): the same bytes as without the test, on a
    /// line of ~25 a column and on a sparse one made to test; the exact areas' ink.
    @Test(arguments: [StrokeStyle(width: 1, join: .miter), StrokeStyle(width: 2.5, join: .bevel, cap: .square)])
    func skippingWhatTheRunsHoldChangesNothing(style: StrokeStyle) throws {
        let dense = RasterScenes.walk(seed: 5, points: 3000, dx: 0.04, swing: 2, within: 6...94)
        func bytes(_ line: Path, denseFrom: Int) throws -> [UInt8] {
            let clip = PixelRect(x0: 0, y0: 0, x1: 130, y1: 100)
            let cols = try #require(LineColumns(stroking: line, style: style, transform: .identity, clip: clip,
                                                threads: 1, sparsest: 0, denseFrom: denseFrom))
            var c = try Canvas(width: 130, height: 100)
            var l = DisplayList()
            l.fill(cols, paint: .solid(Self.ink))
            c._draw(l, threads: 1, mode: .auto)
            return c.bytes
        }
        for line in [dense, RasterScenes.s1Line(seed: 3)] {
            let tested = try bytes(line, denseFrom: 0), untested = try bytes(line, denseFrom: .max)
            #expect(tested == untested)
        }
        let ours = try #require(try columns(dense, style, 130, 100)).alpha
        let exact = try outline(dense, style, 130, 100)
        let inkOurs: Float = ours.reduce(0, +), inkExact: Float = exact.reduce(0, +)
        #expect(abs(inkOurs - inkExact) <= 0.002 * inkExact, "ink \(inkOurs) vs \(inkExact)")
    }

    /// Lanes that meet a third run are rare (6 of 400 random lines, all with a pen wider than
    /// many of their x steps): three such lines, whose flagged lanes come from all their
    /// intervals, sorted — the oracle's picture all the same.
    @Test(arguments: [(84, 1.0), (89, 4), (329, 4)]) func lanesWithManyRunsMatchTheOracle(seed: Int, limit: Double) throws {
        var g = SeededGenerator(seed: UInt64(seed))
        var p = Path()
        var x = 5.0
        p.move(to: Point(x: x, y: 30))
        for _ in 0..<30 {
            x += [0.0, 0.01, 0.1, 0.5, 2][Int.random(in: 0..<5, using: &g)]
            p.line(to: Point(x: x, y: Double.random(in: 5...55, using: &g)))
        }
        let style = StrokeStyle(width: 8, join: .miter, miterLimit: limit)
        let got = try #require(try columns(p, style, 60, 60))
        #expect(got.flagged > 0, "seed \(seed): no lane met a third run, the fallback went untested")
        let ref = SupersampledRaster.coverage(p.stroked(style), evenOdd: false, width: 60, height: 60)
        let mae = zip(got.alpha, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ref.count)
        #expect(mae <= 0.5 / 255, "seed \(seed): mae \(mae * 255) / 255")
        let inkOurs: Float = got.alpha.reduce(0, +), inkRef: Float = ref.reduce(0, +)
        #expect(abs(inkOurs - inkRef) <= 0.005 * inkRef, "seed \(seed): ink \(inkOurs) vs \(inkRef)")
    }

    /// Exact values: a lane is inside or not, and y is exact — a vertical 1 px line a quarter
    /// pixel off the grid covers 4 and 12 of 16 lanes, a horizontal one at half pixels
    /// half of each edge row.
    @Test func exactSmallCases() throws {
        var v = Path()
        v.move(to: Point(x: 5.25, y: 2)); v.line(to: Point(x: 5.25, y: 8))
        let a = try #require(try columns(v, StrokeStyle(width: 1), 12, 10)).alpha
        for y in 0..<10 {
            #expect(a[y * 12 + 4] == (2..<8 ~= y ? 64.0 / 255 : 0), "row \(y): \(a[y * 12 + 4] * 255)")
            #expect(a[y * 12 + 5] == (2..<8 ~= y ? 191.0 / 255 : 0), "row \(y): \(a[y * 12 + 5] * 255)")
        }
        var hz = Path()
        hz.move(to: Point(x: 2, y: 5)); hz.line(to: Point(x: 9, y: 5))
        let b = try #require(try columns(hz, StrokeStyle(width: 2), 12, 10)).alpha
        for x in 0..<12 {
            for y in 0..<10 {
                let want: Float = 2..<9 ~= x && 4..<6 ~= y ? 1 : 0
                #expect(b[y * 12 + x] == want, "pixel \(x), \(y)")
            }
        }
        var half = Path()
        half.move(to: Point(x: 2, y: 5.5)); half.line(to: Point(x: 9, y: 5.5))
        let c = try #require(try columns(half, StrokeStyle(width: 2, cap: .square), 12, 10)).alpha
        #expect(c[4 * 12 + 5] == 128.0 / 255 && c[5 * 12 + 5] == 1 && c[6 * 12 + 5] == 128.0 / 255)
        #expect(c[5 * 12 + 1] == 1 && c[5 * 12 + 9] == 1 && c[5 * 12 + 0] == 0 && c[5 * 12 + 10] == 0)
    }

    @Test(arguments: [2, 3, 5]) func sameBytesForAnyThreadCount(threads: Int) throws {
        let line = Self.line(seed: 7, n: 400, w: 380, h: 90, swing: 20)
        for style in Self.styles {
            let one = try #require(try columns(line, style, 380, 90)).bytes
            let many = try #require(try columns(line, style, 380, 90, threads: threads, drawThreads: threads)).bytes
            #expect(one == many, "threads \(threads), width \(style.width)")
        }
    }

    /// Extremes: pens of 0.001 to 300 px, x steps of 10⁻⁶, points far off the canvas
    /// (±5·10⁴ px), a vertical run stacked on one x: no trap, and the oracle's picture. (Not
    /// the exact outline's: a line thinner across than a lane's 1/16 px is sampled as the
    /// oracle samples it.)
    @Test(arguments: 0..<8) func extremesMatchTheOracle(seed: Int) throws {
        var g = SeededGenerator(seed: UInt64(1000 + seed))
        var p = Path()
        var x = Double.random(in: -3...20, using: &g)
        p.move(to: Point(x: x, y: Double.random(in: -5...50, using: &g)))
        for _ in 0..<50 {
            x += [0, 1e-6, 0.3, 2, 1e3][Int.random(in: 0..<5, using: &g)] * (seed % 2 == 0 ? 1 : 0.1)
            let y = Int.random(in: 0..<10, using: &g) == 0 ? Double.random(in: -5e4...5e4, using: &g)
                                                            : Double.random(in: -5...50, using: &g)
            p.line(to: Point(x: x, y: y))
        }
        let style = StrokeStyle(width: [0.001, 0.3, 1, 5, 50, 300, 2, 0.05][seed], join: seed % 3 == 0 ? .bevel : .miter,
                                cap: seed % 2 == 0 ? .square : .butt, miterLimit: [1, 4, 100][seed % 3])
        let ours = try #require(try columns(p, style, 64, 48)).alpha
        let ref = SupersampledRaster.coverage(p.stroked(style), evenOdd: false, width: 64, height: 48)
        let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ref.count)
        #expect(mae <= 0.5 / 255, "seed \(seed): mae \(mae * 255) / 255")
        let inkOurs: Float = ours.reduce(0, +), inkRef: Float = ref.reduce(0, +)
        // (A 0.001 px line has less ink than the oracle resolves: 0.1 px² of slack.)
        #expect(abs(inkOurs - inkRef) <= max(0.005 * inkRef, 0.1), "seed \(seed): ink \(inkOurs) vs \(inkRef)")
    }

    /// A clip in the list: the pixels inside it as without the clip, none outside.
    @Test func keepsToTheClip() throws {
        let line = Self.line(seed: 3, n: 120, w: 100, h: 50, swing: 15)
        let clip = PixelRect(x0: 17, y0: 9, x1: 71, y1: 40)
        let style = StrokeStyle(width: 2, join: .miter)
        let all = try #require(try columns(line, style, 100, 50)).alpha
        let cut = try #require(try columns(line, style, 100, 50, clip: clip)).alpha
        for y in 0..<50 {
            for x in 0..<100 {
                let inside = clip.x0..<clip.x1 ~= x && clip.y0..<clip.y1 ~= y
                #expect(cut[y * 100 + x] == (inside ? all[y * 100 + x] : 0), "pixel \(x), \(y)")
            }
        }
    }

    /// Right to left is the same line (to float rounding of its pieces).
    @Test func aLineDrawnRightToLeftIsTheSame() throws {
        let line = Self.line(seed: 5, n: 80, w: 100, h: 50, swing: 10)
        var back = Path()
        let pts = line.points.reversed()
        back.move(to: pts.first!)
        for p in pts.dropFirst() { back.line(to: p) }
        let style = StrokeStyle(width: 1.5, join: .miter, cap: .square)
        let a = try #require(try columns(line, style, 100, 50)).alpha
        let b = try #require(try columns(back, style, 100, 50)).alpha
        #expect(zip(a, b).allSatisfy { abs($0 - $1) <= 1.0 / 255 })
    }

    /// What it leaves to the stroker's outline: dashes, round joins and caps, curves, closed
    /// or several subpaths, x turning back, a shearing transform, non-finite or huge points,
    /// a single point.
    @Test func leavesToTheOutlineWhatItCannotDraw() {
        func line(_ pts: [(Double, Double)], close: Bool = false) -> Path {
            var p = Path()
            p.move(to: Point(x: pts[0].0, y: pts[0].1))
            for q in pts.dropFirst() { p.line(to: Point(x: q.0, y: q.1)) }
            if close { p.close() }
            return p
        }
        let ok = line([(1, 1), (5, 9), (9, 2)])
        let clip = PixelRect(x0: 0, y0: 0, x1: 20, y1: 20)
        func make(_ p: Path, _ s: StrokeStyle = StrokeStyle(width: 1), _ t: AffineTransform = .identity) -> LineColumns? {
            LineColumns(stroking: p, style: s, transform: t, clip: clip, threads: 1, sparsest: 0)
        }
        #expect(make(ok) != nil)
        #expect(make(ok, StrokeStyle(width: 1), .scale(x: 2, y: 2).concatenating(.rotation(radians: .pi))) != nil)
        #expect(make(ok, StrokeStyle(width: 1, dashes: [2, 1])) == nil)
        #expect(make(ok, StrokeStyle(width: 1, join: .round)) == nil)
        #expect(make(ok, StrokeStyle(width: 1, cap: .round)) == nil)
        #expect(make(ok, StrokeStyle(width: 1), .scale(x: 2, y: 1)) == nil)
        #expect(make(ok, StrokeStyle(width: 1), AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) == nil)
        #expect(make(line([(1, 1), (5, 9), (4, 2)])) == nil)
        #expect(make(line([(1, 1), (5, 9), (9, 2)], close: true)) == nil)
        #expect(make(line([(1, 1), (5, .nan), (9, 2)])) == nil)
        #expect(make(line([(1, 1), (5, 1e30), (9, 2)])) == nil)
        #expect(make(line([(1, 1), (5, 70_000), (9, 2)])) == nil)
        #expect(make(line([(3, 3), (3, 3)])) == nil)
        #expect(make(ok, StrokeStyle(width: 0)) == nil)
        var curve = Path()
        curve.move(to: Point(x: 1, y: 1)); curve.quad(to: Point(x: 9, y: 9), control: Point(x: 5, y: 0))
        #expect(make(curve) == nil)
        var two = ok
        two.move(to: Point(x: 12, y: 3)); two.line(to: Point(x: 15, y: 4))
        #expect(make(two) == nil)
        // A line whose columns would hold more than `maxCells` (every column of a 16,384 px
        // canvas crossed top to bottom); a sparser zigzag on it, or the dense one on a small
        // canvas, is taken.
        let huge = PixelRect(x0: 0, y0: 0, x1: 16384, y1: 16384), small = PixelRect(x0: 0, y0: 0, x1: 2000, y1: 1000)
        let dense = line((0..<20_000).map { (Double($0) * 0.82, $0 % 2 == 0 ? 0 : 16384) })
        let sparse = line((0..<200).map { (Double($0) * 82, $0 % 2 == 0 ? 0 : 16384) })
        func onCanvas(_ p: Path, _ c: PixelRect) -> LineColumns? {
            LineColumns(stroking: p, style: StrokeStyle(width: 1), transform: .identity, clip: c, threads: 2, sparsest: 0)
        }
        #expect(onCanvas(dense, huge) == nil)
        #expect(onCanvas(sparse, huge) != nil)
        #expect(onCanvas(dense, small) != nil)
        // Fewer segments than the columns it spans in the clip: faster as an outline.
        func byDefault(_ p: Path, _ c: PixelRect) -> LineColumns? {
            LineColumns(stroking: p, style: StrokeStyle(width: 1), transform: .identity, clip: c, threads: 1)
        }
        let zigzag = line((0..<40).map { (Double($0) * 0.5, $0 % 2 == 0 ? 2 : 18) })
        #expect(byDefault(ok, clip) == nil)
        #expect(byDefault(zigzag, clip) != nil)
        #expect(byDefault(sparse, small) == nil)
        // Its part in the clip counts: 39 segments over 19.5 px, in a clip 5 px wide.
        #expect(byDefault(zigzag, PixelRect(x0: 0, y0: 0, x1: 5, y1: 20)) != nil)
        #expect(byDefault(line([(0, 1), (4, 9), (8, 1), (12, 9), (100, 1)]), PixelRect(x0: 0, y0: 0, x1: 12, y1: 20)) == nil)
    }

    /// The device points: through the transform, each repeat of the point before dropped
    /// (at the start, inside and at the end), reversed where x runs down; nil where x turns
    /// back (even at the last step), or a point is far, infinite or NaN, or one is left.
    @Test func devicePointsDropRepeatsAndRefuseTurns() {
        func device(_ xy: [(Double, Double)], _ t: AffineTransform = .identity) -> [SIMD2<Float>]? {
            LineColumns.device(xy.map { Point(x: $0.0, y: $0.1) }, t)
        }
        #expect(device([(1, 1), (1, 1), (2, 5), (2, 5), (2, 7), (3, 0), (3, 0)])
                == [SIMD2(1, 1), SIMD2(2, 5), SIMD2(2, 7), SIMD2(3, 0)])
        #expect(device([(3, 0), (2, 5), (2, 5), (1, 1)]) == [SIMD2(1, 1), SIMD2(2, 5), SIMD2(3, 0)])
        #expect(device([(1, 2), (3, 4)], .translation(x: 10, y: -1)) == [SIMD2(11, 1), SIMD2(13, 3)])
        #expect(device([(4, 4), (4, 9), (4, 1)]) == [SIMD2(4, 4), SIMD2(4, 9), SIMD2(4, 1)])
        #expect(device([(1, 1), (2, 2), (3, 3), (2.5, 4)]) == nil)
        #expect(device([(3, 1), (2, 2), (1, 3), (1.5, 4)]) == nil)
        #expect(device([(1, 1), (2, 2), (3, .infinity)]) == nil)
        #expect(device([(1, 1), (2, -.infinity), (3, 3)]) == nil)
        #expect(device([(.nan, 1), (2, 2)]) == nil)
        #expect(device([(1, 1), (65_536, 2)]) == nil)
        #expect(device([(1, 1), (2, -65_536)]) == nil)
        #expect(device([(1, 1), (65_535, 2)]) != nil)
        #expect(device([(5, 5), (5, 5), (5, 5)]) == nil)
        #expect(device([(5, 5)]) == nil)
    }

    /// An SVG polyline stroke of a segment a column or more becomes columns; a sparser one
    /// and a curve stay outlines.
    @Test func svgStrokesOfDensePolylinesBecomeColumns() throws {
        let zigzag = (0..<60).map { "\(2 + Double($0) * 0.5),\($0 % 2 == 0 ? 5 : 25)" }.joined(separator: " ")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">
        <polyline fill="none" stroke="#1f77b4" stroke-width="1" points="\(zigzag)"/>
        <polyline fill="none" stroke="#1f77b4" stroke-width="1" points="2,5 10,25 18,4 30,20"/>
        <path fill="none" stroke="red" d="M2 2 Q 20 30 38 2"/>
        </svg>
        """
        let list = try SVGScene(bytes: Array(svg.utf8)).displayList()
        #expect(list.commands.count == 3)
        if case .line = list.commands[0] {} else { Issue.record("dense polyline not drawn as columns") }
        if case .fill = list.commands[1] {} else { Issue.record("sparse polyline not drawn as an outline") }
        if case .fill = list.commands[2] {} else { Issue.record("curve not drawn as an outline") }
    }
}
