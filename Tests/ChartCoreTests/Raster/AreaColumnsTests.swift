import Testing
@testable import ChartCore

/// Dense areas by pixel columns (`AreaColumns`): which fills take them, their exact
/// coverage against the 16x16 oracle, the cluster rasterizer's bytes to one unit under any
/// clip, paint and fill rule, and the same bytes on any number of threads.
@Suite struct AreaColumnsTests {
    /// A dense area (`MonotoneAreaTests.area` with `perPixel` points a column) over a
    /// `w` x `h` canvas.
    static func dense(seed: UInt64, perPixel: Int, w: Int, h: Int, band: Bool, reversed: Bool) -> FlatPath {
        MonotoneAreaTests.area(seed: seed, n: perPixel * w, w: Float(w), h: Float(h), band: band, reversed: reversed)
    }

    /// What `draw` prepares for `p` on a `w` x `h` canvas (at one thread, one band).
    static func prepared(_ p: FlatPath, w: Int, h: Int, clip: PixelRect? = nil) -> Prepared {
        Canvas.prepare(p, paint: .solid(.black), clip: clip ?? PixelRect(x0: 0, y0: 0, x1: w, y1: h), width: w,
                       threads: 1, mode: .auto, cut: BandCut.uniform(height: h, bands: 1))
    }

    /// Whether `p` drawn on a 64 x 48 canvas at two threads gives the cluster rasterizer's
    /// bytes (one thread) to one unit.
    static func matchesTheClusterRasterizer(_ p: FlatPath) throws -> Bool {
        var a = try Canvas(width: 64, height: 48), b = try Canvas(width: 64, height: 48)
        var l = DisplayList()
        l.fill(p, rule: .nonZero, paint: .solid(Color(r: 200, g: 60, b: 20)))
        a._draw(l, threads: 1, mode: .general)
        b._draw(l, threads: 2, mode: .auto)
        return zip(a.bytes, b.bytes).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }

    static func isColumns(_ p: Prepared) -> Bool {
        if case .columns = p { return true }
        return false
    }

    /// Dense areas and bands go by columns; sparse ones (S4a's 2 points a column), strokes'
    /// outlines and crossing chains do not.
    @Test func denseSimpleFillsTakeColumns() {
        #expect(Self.isColumns(Self.prepared(Self.dense(seed: 1, perPixel: 10, w: 64, h: 48, band: false, reversed: false),
                                             w: 64, h: 48)))
        #expect(Self.isColumns(Self.prepared(Self.dense(seed: 2, perPixel: 10, w: 64, h: 48, band: true, reversed: true),
                                             w: 64, h: 48)))
        #expect(!Self.isColumns(Self.prepared(Self.dense(seed: 3, perPixel: 2, w: 400, h: 48, band: false, reversed: false),
                                              w: 400, h: 48)))
        // A dense star (not monotone in x) and a dense bow tie (its chains cross): not simple.
        let star = RasterScenes.star(points: 300, center: SIMD2(32, 24), r: 20, phase: 0.1)
        #expect(!Self.isColumns(Self.prepared(star, w: 64, h: 48)))
        let top = (0..<600).map { SIMD2<Float>(2 + Float($0) / 10, 5 + Float($0) / 20) }
        let bottom = (0..<600).map { SIMD2<Float>(61.9 - Float($0) / 10, 5 + Float($0) / 20) }
        var bowTie = FlatPath()
        bowTie.append(contour: top + bottom)
        #expect(!Self.isColumns(Self.prepared(bowTie, w: 64, h: 48)))
        if case .notSimple = AreaColumns.make(bowTie, clip: PixelRect(x0: 0, y0: 0, x1: 64, y1: 48), threads: 2) {} else {
            Issue.record("a bow tie was taken")
        }
    }

    /// Against the 16x16 oracle (refined 2x in x): mean error ≤ 0.5/255, ink within 0.5%,
    /// for smooth dense areas and bands (43 points a column: the oracle's samples resolve
    /// them), either orientation.
    @Test(arguments: 0..<2) func matchesTheOracle(seed: Int) throws {
        let w = 12, h = 14, xScale = 2, n = 516
        var g = SeededGenerator(seed: UInt64(seed) &+ 10)
        let top = (0..<n).map { i -> SIMD2<Float> in
            let x = 0.5 + 11 * Float(i) / Float(n - 1)
            return SIMD2(x, 5 + 3 * (x / 2).squareRoot() * Float(seed + 1) / 2 + Float.random(in: -0.2...0.2, using: &g))
        }
        let bottom: [SIMD2<Float>] = seed == 0 ? [SIMD2(11.5, 12.75), SIMD2(0.5, 12.75)]
            : top.reversed().map { SIMD2($0.x, $0.y + 2.5 + $0.x / 4) }
        var p = FlatPath()
        p.append(contour: seed == 0 ? top + bottom : (top + bottom).reversed())
        #expect(Self.isColumns(Self.prepared(p, w: w, h: h)))
        var c = try Canvas(width: w, height: h)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        let ours = RasterScenes.alpha(c)
        var wide = p
        wide.points = p.points.map { SIMD2($0.x * Float(xScale), $0.y) }
        let fine = SupersampledRaster.coverage(wide, evenOdd: false, width: w * xScale, height: h)
        let ref = (0..<(w * h)).map { i in (0..<xScale).map { fine[i * xScale + $0] }.reduce(0, +) / Float(xScale) }
        let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ours.count)
        let inkO = ours.reduce(0, +), inkR = ref.reduce(0, +)
        #expect(mae * 255 <= 0.5, "seed \(seed) mean abs error \(mae * 255)/255")
        #expect(abs(inkO - inkR) <= 0.005 * inkR + 0.5, "seed \(seed) ink \(inkO) vs \(inkR)")
    }

    /// Areas and bands of either orientation, clipped on every side or not, solid, vertical
    /// and slanted gradient paint, both rules: the cluster rasterizer's bytes to one unit,
    /// and the same bytes on 1, 2 and 3 threads (8 bands a thread: bands wholly above and
    /// below the whole rows).
    @Test(arguments: 0..<4) func matchesTheClusterRasterizer(seed: Int) throws {
        let p = Self.dense(seed: UInt64(seed) &+ 40, perPixel: 9 + seed, w: 70, h: 52, band: seed % 2 == 1,
                           reversed: seed >= 2)
        #expect(Self.isColumns(Self.prepared(p, w: 64, h: 48)))
        let stops: [(offset: Float, color: Color)] = [(0, Color(r: 31, g: 119, b: 180, a: 230)),
                                                      (1, Color(r: 31, g: 119, b: 180, a: 40))]
        let vertical = Paint.linearGradient(start: SIMD2<Float>(0, 5), end: SIMD2<Float>(0, 50), stops: stops)
        let slanted = Paint.linearGradient(start: SIMD2<Float>(3, 5), end: SIMD2<Float>(60, 40), stops: stops)
        for (paint, rule) in [(Paint.solid(Color(r: 200, g: 60, b: 20)), FillRule.nonZero), (vertical, .evenOdd),
                              (slanted, .nonZero), (Paint.solid(Color(r: 10, g: 90, b: 40), opacity: 0.6), .evenOdd)] {
            for clip in [nil, PixelRect(x0: 7, y0: 3, x1: 50, y1: 40), PixelRect(x0: 13, y0: 30, x1: 21, y1: 47)] {
                var l = DisplayList()
                l.clip(clip)
                l.fill(p, rule: rule, paint: paint)
                var canvases: [Canvas] = []
                for (threads, mode) in [(1, Rasterizer.Mode.general), (1, .auto), (2, .auto), (3, .auto)] {
                    var c = try Canvas(width: 64, height: 48)
                    c.clear(Color(r: 250, g: 250, b: 240))
                    c._draw(l, threads: threads, mode: mode)
                    canvases.append(c)
                }
                let d = zip(canvases[0].bytes, canvases[1].bytes).map { abs(Int($0) - Int($1)) }
                #expect(d.max()! <= 1, "seed \(seed) clip \(String(describing: clip)) max diff \(d.max()!)")
                #expect(canvases[2].bytes == canvases[1].bytes && canvases[3].bytes == canvases[1].bytes)
            }
        }
    }

    /// An area's and a band's point lists started anywhere, either way round (the chains
    /// wrap around the list's end at any point, and are copied in runs): the same bytes.
    @Test(arguments: [false, true]) func anyStartingPoint(band: Bool) throws {
        let pts = Self.dense(seed: 21, perPixel: 10, w: 64, h: 48, band: band, reversed: false).points
        func bytes(_ q: [SIMD2<Float>]) throws -> [UInt8] {
            var p = FlatPath()
            p.append(contour: q)
            #expect(Self.isColumns(Self.prepared(p, w: 64, h: 48)))
            var c = try Canvas(width: 64, height: 48)
            c.fill(p, rule: .nonZero, paint: .solid(Color(r: 200, g: 60, b: 20)))
            return c.bytes
        }
        let first = try bytes(pts)
        for r in [1, 2, 317, pts.count / 2, pts.count - 2, pts.count - 1] {
            let ring = Array(pts[r...] + pts[..<r])
            #expect(try bytes(ring) == first, "from \(r)")
            #expect(try bytes(ring.reversed()) == first, "from \(r), reversed")
        }
    }

    /// Several dense contours one after another in x, turning either way, two of them
    /// meeting inside a pixel column: each adds its own area (the cluster rasterizer's
    /// bytes to one unit).
    @Test func contoursSideBySide() throws {
        var p = FlatPath()
        for (k, (x0, x1)) in [(Float(2.5), Float(20.3)), (20.3, 41), (44, 61.6)].enumerated() {
            var g = SeededGenerator(seed: UInt64(k) + 90)
            let n = Int((x1 - x0) * 10)
            let top = (0...n).map { i in SIMD2(x0 + (x1 - x0) * Float(i) / Float(n), Float.random(in: 4...20, using: &g)) }
            let contour = top + [SIMD2(x1, 40.5), SIMD2(x0, 40.5)]
            p.append(contour: k == 1 ? contour.reversed() : contour)
        }
        #expect(Self.isColumns(Self.prepared(p, w: 64, h: 48)))
        #expect(try Self.matchesTheClusterRasterizer(p))
    }

    /// A dense area with a top at y = 2.5 over columns 1 ..< 5 and 4.5 over 5 ..< 9 (a step
    /// at a whole x: not convex, so no marker) and a baseline at 7.25: half and quarter rows
    /// at the chains, whole rows between, nothing outside.
    @Test func exactRowsOfASteppedArea() throws {
        let left = (0...300).map { SIMD2<Float>(1 + 4 * Float($0) / 300, 2.5) }
        let right = (0...300).map { SIMD2<Float>(5 + 4 * Float($0) / 300, 4.5) }
        var p = FlatPath()
        p.append(contour: left + right + [SIMD2(9, 7.25), SIMD2(1, 7.25)])
        #expect(Self.isColumns(Self.prepared(p, w: 12, h: 10)))
        var c = try Canvas(width: 12, height: 10)
        c.fill(p, rule: .nonZero, paint: .solid(.black))
        for y in 0..<10 {
            for x in 0..<12 {
                let rows: [UInt8] = x < 5 ? [0, 0, 128, 255, 255, 255, 255, 64, 0, 0] : [0, 0, 0, 0, 128, 255, 255, 64, 0, 0]
                let want: UInt8 = x < 1 || x >= 9 ? 0 : rows[y]
                #expect(c.bytes[(y * 12 + x) * 4 + 3] == want, "pixel \(x), \(y)")
            }
        }
    }

    /// Chains far outside the canvas (y to ±1e6, x from −1e5): held to the clip's rows,
    /// no trap, the cluster rasterizer's bytes to one unit.
    @Test func hugeCoordinates() throws {
        var g = SeededGenerator(seed: 7)
        let n = 4_000
        let top = (0..<n).map { i -> SIMD2<Float> in
            let x = -1e5 + Float(i) * (2e5 / Float(n))
            return SIMD2(x, i % 97 == 0 ? -1e6 : Float.random(in: -20...60, using: &g))
        }
        var p = FlatPath()
        p.append(contour: top + [SIMD2(1e5, 1e6), SIMD2(-1e5, 1e6)])
        #expect(try Self.matchesTheClusterRasterizer(p))
    }

    /// Past the cells' budget: an area turning one way goes to area accumulation, contours
    /// turning both ways to the general rasterizer.
    @Test func tooManyCells() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 64, y1: 48)
        let p = Self.dense(seed: 5, perPixel: 10, w: 64, h: 48, band: false, reversed: false)
        guard case .tooManyCells(sameTurn: true) = AreaColumns.make(p, clip: clip, threads: 2, maxCells: 100) else {
            Issue.record("not refused for its cells"); return
        }
        guard case .columns = AreaColumns.make(p, clip: clip, threads: 2) else { Issue.record("refused"); return }
    }
}
