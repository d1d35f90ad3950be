import Testing
@testable import ChartCore

/// `accumulate`'s edge-major chunks (`Rasterizer.AreaChunk`, `rows` rows at once, 64 here):
/// chunk and band edges anywhere give the same bytes, exact small cases, and scratches
/// reused between draws (`ScratchPool`) leave nothing behind.
@Suite struct AreaChunkTests {
    static let stops: [(offset: Float, color: Color)] = [(0, Color(r: 31, g: 119, b: 180, a: 230)),
                                                         (1, Color(r: 31, g: 119, b: 180, a: 40))]
    static let paints: [Paint] = [
        .solid(Color(r: 31, g: 119, b: 180)),
        .solid(Color(r: 200, g: 60, b: 20, a: 140)),
        .linearGradient(start: SIMD2<Float>(0, 4), end: SIMD2<Float>(0, 90), stops: stops),
    ]

    /// A tall area (edges over many chunks, long sides) and a band: one band, bands of
    /// 1, 5, 16, 17 and 33 rows, and 2 and 3 threads all give the same bytes, within one
    /// unit of the general rasterizer.
    @Test(arguments: 0..<3) func chunkAndBandSplitsKeepTheBytes(k: Int) throws {
        let (w, h) = (72, 200)
        let p = MonotoneAreaTests.area(seed: UInt64(k) &+ 11, n: 60 + 30 * k, w: Float(w), h: Float(h),
                                       band: k == 1, reversed: k == 2)
        #expect(MonotoneArea.isSimple(p))
        #expect(Rasterizer.AreaChunk(width: w).rows * 2 < h)
        var l = DisplayList()
        l.clip(k == 2 ? PixelRect(x0: 3, y0: 9, x1: 70, y1: 185) : nil)
        l.fill(p, rule: .nonZero, paint: Self.paints[k])
        var one = try Canvas(width: w, height: h)
        one.clear(Color(r: 250, g: 250, b: 240))
        var general = one
        var outs: [Canvas] = []
        for (t, rows) in [(1, 1), (1, 5), (1, 16), (1, 17), (1, 33), (2, nil), (3, nil)] as [(Int, Int?)] {
            var c = one
            c._draw(l, threads: t, mode: .auto, bandRows: rows)
            outs.append(c)
        }
        one._draw(l, threads: 1, mode: .auto)
        general._draw(l, threads: 1, mode: .general)
        for (i, c) in outs.enumerated() {
            let same = c.bytes == one.bytes
            #expect(same, "k \(k) split \(i)")
        }
        let d = zip(one.bytes, general.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(d <= 1, "k \(k): \(d) from the general path")
    }

    /// A square with sides at half pixels, taller than a chunk: edge pixels exactly half
    /// covered, corners a quarter, the inside full, nothing outside.
    @Test func halfPixelSquareIsExact() throws {
        var p = FlatPath()
        p.append(contour: [SIMD2(2.5, 3.5), SIMD2(9.5, 3.5), SIMD2(9.5, 80.5), SIMD2(2.5, 80.5)])
        #expect(MonotoneArea.isSimple(p))
        // The square's 77 rows cross a chunk boundary.
        #expect(Rasterizer.AreaChunk(width: 12).rows < 77)
        var c = try Canvas(width: 12, height: 84)
        c.fill(p, rule: .nonZero, paint: .solid(.white))
        for y in 0..<84 {
            for x in 0..<12 {
                let fx: Float = x < 2 || x > 9 ? 0 : (x == 2 || x == 9 ? 0.5 : 1)
                let fy: Float = y < 3 || y > 80 ? 0 : (y == 3 || y == 80 ? 0.5 : 1)
                let want = UInt8((fx * fy * 255).rounded(.toNearestOrEven))
                #expect(c.pixel(x: x, y: y)!.a == want, "\(x), \(y)")
            }
        }
    }

    /// Draws on fresh canvases of two widths, interleaved, give the same bytes each time:
    /// a scratch kept from an earlier draw (areas, bars, clusters) carries nothing over.
    @Test func keptScratchesCarryNothingOver() throws {
        let area = MonotoneAreaTests.area(seed: 5, n: 80, w: 64, h: 48, band: false, reversed: false)
        var l = DisplayList()
        l.fill(area, rule: .nonZero, paint: .solid(Color(r: 10, g: 150, b: 90, a: 200)))
        l.fill(RasterScenes.star(points: 7, center: SIMD2(30, 24), r: 18, phase: 0.3), rule: .evenOdd,
               paint: .solid(Color(r: 200, g: 20, b: 20, a: 120)))
        func render(_ w: Int, threads: Int) throws -> [UInt8] {
            var c = try Canvas(width: w, height: 48)
            c.clear(.white)
            c.draw(l, threads: threads)
            return c.bytes
        }
        let a64 = try render(64, threads: 2), a70 = try render(70, threads: 1)
        for t in [1, 2, 3] {
            let same64 = try render(64, threads: t) == a64, same70 = try render(70, threads: t) == a70
            #expect(same64 && same70, "threads \(t)")
        }
    }
}
