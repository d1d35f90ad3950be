import Testing
@testable import ChartCore

/// The bar path of `RectFill` (solid bars at most 16 columns wide, quads set up once per
/// band, full rows over an unchanged destination stored from the last blend): the same
/// bytes as a per-pixel twin, on backgrounds that change from row to row and over itself.
@Suite struct BarFillTests {
    /// Pixel-disjoint bars in 20-pixel slots (fractional sides, 0.3 to 16 wide, the last at
    /// and past the canvas' right edge), as one path.
    static func bars(seed: UInt64, width: Int, height: Int) -> [RectPath.Rect] {
        var g = SeededGenerator(seed: seed)
        var out: [RectPath.Rect] = []
        for k in 0..<(width / 20) {
            let x0 = Float(20 * k) + Float.random(in: 0...2, using: &g)
            let x1 = x0 + Float.random(in: 0.3...16, using: &g)
            let y0 = Float.random(in: -3...Float(height) / 2, using: &g)
            let y1 = y0 + Float.random(in: 0.2...Float(height), using: &g)
            out.append(RectPath.Rect(x0: x0, y0: y0, x1: x1, y1: y1))
        }
        // Against the right edge: moved-left quads; past it: clipped.
        out.append(RectPath.Rect(x0: Float(width) - 5.5, y0: 2.25, x1: Float(width), y1: Float(height) - 3.5))
        return out
    }

    static func path(_ rects: [RectPath.Rect]) -> FlatPath {
        var p = FlatPath()
        for r in rects { p.append(contour: [SIMD2(r.x0, r.y0), SIMD2(r.x1, r.y0), SIMD2(r.x1, r.y1), SIMD2(r.x0, r.y1)]) }
        return p
    }

    /// Rows of stripes that repeat every few rows: the memo hits and misses.
    static func background(_ c: inout Canvas, seed: Int) {
        for y in 0..<c.height {
            for x in 0..<c.width {
                let v = UInt8(truncatingIfNeeded: (y / 3 + seed) % 4 == 0 ? 40 * (x % 5) : 250 - 7 * (y % 2))
                let i = (y * c.width + x) * 4
                c.bytes[i] = v; c.bytes[i + 1] = v / 2; c.bytes[i + 2] = 255 - v; c.bytes[i + 3] = 255
            }
        }
    }

    /// The per-pixel twin: coverage (column width) × (row height), `Blend.pixel`.
    static func twin(_ c: inout Canvas, _ rects: [RectPath.Rect], _ color: SIMD4<Float>) {
        let (w, h) = (c.width, c.height)
        c.bytes.withUnsafeMutableBufferPointer { buf in
            for r in rects {
                let ax = max(r.x0, 0), bx = min(r.x1, Float(w)), ay = max(r.y0, 0), by = min(r.y1, Float(h))
                guard ax < bx, ay < by else { continue }
                for j in Int(ay)..<Int(by.rounded(.up)) {
                    let hj = min(by, Float(j + 1)) - max(ay, Float(j))
                    for i in Int(ax)..<Int(bx.rounded(.up)) {
                        let k = (min(bx, Float(i + 1)) - max(ax, Float(i))) * hj
                        if k > 0 { Blend.pixel(buf.baseAddress! + (j * w + i) * 4, color, min(k, 1)) }
                    }
                }
            }
        }
    }

    @Test(arguments: 0..<6) func barsEqualThePerPixelTwin(seed: Int) throws {
        let (w, h) = (93, 61)
        let rects = Self.bars(seed: UInt64(seed) &+ 7, width: w, height: h)
        let p = Self.path(rects)
        #expect(RectPath.rects(p) != nil)
        let color = Color(r: 31, g: 119, b: 180, a: seed % 2 == 0 ? 255 : 170)
        var l = DisplayList()
        l.fill(p, rule: .nonZero, paint: .solid(color))
        var twin = try Canvas(width: w, height: h)
        Self.background(&twin, seed: seed)
        var general = twin
        var outs: [Canvas] = []
        for t in [1, 2, 3] {
            var c = twin
            // Twice: the second pass blends each bar over itself (full rows all hit the memo).
            c._draw(l, threads: t, mode: .auto); c._draw(l, threads: t, mode: .auto)
            outs.append(c)
        }
        let premul = Paint.solid(color).table[0]
        Self.twin(&twin, rects, premul); Self.twin(&twin, rects, premul)
        general._draw(l, threads: 1, mode: .general); general._draw(l, threads: 1, mode: .general)
        // Compared as Bools: a failing array comparison prints both canvases.
        let sameAsTwin = outs[0].bytes == twin.bytes
        let sameForThreads = outs[1].bytes == outs[0].bytes && outs[2].bytes == outs[0].bytes
        #expect(sameAsTwin, "seed \(seed)")
        #expect(sameForThreads, "seed \(seed)")
        let d = zip(outs[0].bytes, general.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(d <= 2, "seed \(seed): \(d) from the general path")
    }

    /// Band edges inside bars: many bands (a band of 3 rows) give the one-band bytes.
    @Test func bandSplitsKeepTheBytes() throws {
        let rects = Self.bars(seed: 99, width: 80, height: 70)
        var l = DisplayList()
        l.fill(Self.path(rects), rule: .nonZero, paint: .solid(Color(r: 200, g: 30, b: 60, a: 200)))
        var a = try Canvas(width: 80, height: 70)
        Self.background(&a, seed: 1)
        var b = a
        a._draw(l, threads: 1, mode: .auto)
        b._draw(l, threads: 1, mode: .auto, bandRows: 3)
        let same = a.bytes == b.bytes
        #expect(same)
    }
}
