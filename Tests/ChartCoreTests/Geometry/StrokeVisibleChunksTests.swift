import Foundation
import Testing
@testable import ChartCore

/// A long polyline stroked for a clip strokes only the chunks that can reach it: fewer
/// outline points, and the same pixels inside the clip as the whole outline.
@Suite struct StrokeVisibleChunksTests {
    @Test(arguments: [1, 2]) func chunksOffTheClipAreNotStroked(threads: Int) throws {
        // 40,960 points, 16 chunks of 2,560, a slow wave at y 15 ... 25; chunk 5 (points
        // 12,800 ... 15,361) ends left of the clip at x = 156 but has a miter spike at y = 50
        // whose tip (x ≈ 164) reaches into it.
        let n = 40_960
        var p = Path()
        for i in 0..<n {
            var q = Point(x: Double(i) * 0.01, y: 20 + 5 * Foundation.sin(Double(i) * 0.0005))
            if i == 15_300 { q = Point(x: 150, y: 49.5) }
            if i == 15_301 { q = Point(x: 153.5, y: 50) }
            if i == 15_302 { q = Point(x: 150, y: 50.5) }
            if i == 0 { p.move(to: q) } else { p.line(to: q) }
        }
        let style = StrokeStyle(width: 3, join: .miter, miterLimit: 10)
        let window = PixelRect(x0: 156, y0: 0, x1: 356, y1: 100)
        var whole = FlatPath(), seen = FlatPath(), stroker = Stroker()
        stroker.stroke(p, style: style, threads: threads, into: &whole)
        stroker.stroke(p, style: style, threads: threads,
                       clip: Rect(x: 156, y: 0, width: 200, height: 100), into: &seen)
        // Chunks 5 ... 14 of 16 (14: its points from x = 332.8 on, within reach of 356).
        #expect(seen.points.count < whole.points.count * 11 / 16)
        #expect(seen.points.count > whole.points.count * 9 / 16)
        func alpha(_ outline: FlatPath) throws -> [Float] {
            var list = DisplayList()
            list.clip(window)
            list.fill(outline, rule: .nonZero, paint: .solid(.white))
            var c = try Canvas(width: 400, height: 100)
            c.draw(list, threads: threads)
            return RasterScenes.alpha(c)
        }
        let a = try alpha(whole), b = try alpha(seen)
        #expect(a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }, "pixels differ")
        // The spike's tip is drawn: ink right of x = 156 in its row, and nothing below the wave
        // elsewhere right of it.
        #expect((157..<163).allSatisfy { x in a[49 * 400 + x] > 0.1 || a[50 * 400 + x] > 0.1 })
        #expect((170..<400).allSatisfy { x in (35..<100).allSatisfy { a[$0 * 400 + x] == 0 } })
    }
}
