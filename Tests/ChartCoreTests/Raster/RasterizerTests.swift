import Testing
@testable import ChartCore

@Suite struct RasterizerTests {
    func render(_ p: FlatPath, _ rule: FillRule, _ w: Int, _ h: Int) throws -> [Float] {
        var c = try Canvas(width: w, height: h)
        c.fill(p, rule: rule, paint: .solid(.white))
        return RasterScenes.alpha(c)
    }

    /// `xScale` > 1 refines the oracle in x only (the path is stretched by `xScale` and
    /// `xScale` reference pixels are averaged): dense thin slivers need more than 16 x samples
    /// for the oracle itself to be within 0.5/255 of the exact-in-x answer.
    func compare(_ p: FlatPath, _ rule: FillRule, _ w: Int, _ h: Int, _ what: String,
                 xScale: Int = 1) throws {
        let ours = try render(p, rule, w, h)
        var wide = p
        wide.points = p.points.map { SIMD2($0.x * Float(xScale), $0.y) }
        let fine = SupersampledRaster.coverage(wide, evenOdd: rule == .evenOdd,
                                               width: w * xScale, height: h)
        let ref = (0..<(w * h)).map { i in
            (0..<xScale).map { fine[i * xScale + $0] }.reduce(0, +) / Float(xScale)
        }
        let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / Float(ours.count)
        let inkO = ours.reduce(0, +), inkR = ref.reduce(0, +)
        #expect(mae * 255 <= 0.5, "\(what) mean abs error \(mae * 255)/255")
        #expect(abs(inkO - inkR) <= 0.005 * inkR + 0.5, "\(what) ink \(inkO) vs \(inkR)")
    }

    @Test(arguments: 0..<4) func randomPolygons(seed: Int) throws {
        let p = RasterScenes.randomPolygon(seed: UInt64(seed), n: 12, size: 40)
        try compare(p, .nonZero, 40, 40, "polygon seed \(seed) nonZero")
        try compare(p, .evenOdd, 40, 40, "polygon seed \(seed) evenOdd")
    }

    @Test(arguments: [5, 7, 9]) func stars(k: Int) throws {
        let p = RasterScenes.star(points: k, center: SIMD2(20.3, 19.7), r: 17.6, phase: 0.1)
        try compare(p, .nonZero, 40, 40, "star \(k) nonZero")
        try compare(p, .evenOdd, 40, 40, "star \(k) evenOdd")
    }

    @Test(arguments: 0..<2) func denseOverlappingPolylines(seed: Int) throws {
        let p = RasterScenes.zigzagRing(seed: UInt64(seed), n: 120, width: 40, height: 32, half: 0.75)
        try compare(p, .nonZero, 40, 32, "zigzag seed \(seed)", xScale: 4)
    }

    @Test func unitSquareCoversOnePixel() throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(3, 3), SIMD2(4, 3), SIMD2(4, 4), SIMD2(3, 4)])
        let a = try render(p, .nonZero, 8, 8)
        for i in a.indices { #expect(a[i] == (i == 3 * 8 + 3 ? 1 : 0), "i \(i)") }
    }

    @Test func halfPixelRectEdges() throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(1.5, 1.5), SIMD2(4.5, 1.5), SIMD2(4.5, 4.5), SIMD2(1.5, 4.5)])
        var c = try Canvas(width: 6, height: 6)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        #expect(c.pixel(x: 2, y: 2)!.a == 255)
        #expect(c.pixel(x: 1, y: 2)!.a == 128)  // 0.5 coverage
        #expect(c.pixel(x: 2, y: 4)!.a == 128)
        #expect(c.pixel(x: 1, y: 1)!.a == 64)   // 0.25 coverage
        #expect(c.pixel(x: 0, y: 0)!.a == 0)
    }

    @Test func overlapIsUnionNotSum() throws {
        var one = FlatPath(), twice = FlatPath()
        let sq: [SIMD2<Float>] = [SIMD2(1.3, 1.3), SIMD2(5.7, 1.6), SIMD2(5.2, 6.1), SIMD2(1.1, 5.4)]
        one.append(contour: sq)
        twice.append(contour: sq); twice.append(contour: sq)
        #expect(try render(one, .nonZero, 8, 8) == render(twice, .nonZero, 8, 8))
    }

    @Test func opaquePaintGivesExactColour() throws {
        var c = try Canvas(width: 4, height: 4)
        c.clear(Color(r: 10, g: 200, b: 30, a: 255))
        let col = Color(r: 61, g: 194, b: 63)
        var p = FlatPath()
        p.append(contour: [SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 4), SIMD2(0, 4)])
        c.fill(p, rule: .nonZero, paint: .solid(col))
        let q = c.pixel(x: 1, y: 1)!
        #expect(q.r == 61 && q.g == 194 && q.b == 63 && q.a == 255)
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity, 1e30, -1e30, 3e38])
    func hostileCoordinatesNeitherHangNorTrap(v: Float) throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(2, 2), SIMD2(v, 5), SIMD2(9, v), SIMD2(-v, 9), SIMD2(3, 7)])
        var c = try Canvas(width: 16, height: 16)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        c.fill(p, rule: .evenOdd, paint: .solid(.black))
        var l = DisplayList()
        l.fillRect(x0: v, y0: 1, x1: 5, y1: v, paint: .solid(.white))
        c._draw(l, threads: 2, mode: .auto)
        // Huge but finite: the clipped edge must agree with the reference where it matters.
        if v.isFinite, abs(v) < 1e31 {
            let ref = SupersampledRaster.coverage(p, evenOdd: false, width: 16, height: 16)
            let ours = try render(p, .nonZero, 16, 16)
            let mae = zip(ours, ref).map { abs($0 - $1) }.reduce(0, +) / 256
            #expect(mae * 255 <= 0.5, "v \(v) mae \(mae * 255)")
        }
    }

    @Test(arguments: [(0, 5), (5, 0), (-1, 3), (16385, 2), (Int.max, Int.max)])
    func invalidSizesThrow(size: (Int, Int)) {
        #expect(throws: CanvasError.invalidSize(width: size.0, height: size.1)) {
            _ = try Canvas(width: size.0, height: size.1)
        }
    }
}
